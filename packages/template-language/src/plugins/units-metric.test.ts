import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

const template = '{.units-metric?}cm{.or}in{.end}';

describe('units-metric?', () => {
  it('is false where US customary units are in use, true elsewhere', () => {
    expect(render(template, {}, { locale: 'en-US' }).output).toBe('in');
    expect(render(template, {}, { locale: 'en-GB' }).output).toBe('cm');
    expect(render(template, {}, { locale: 'fr-FR' }).output).toBe('cm');
    expect(render(template, {}, { locale: 'my-MM' }).output).toBe('in');
  });
});
