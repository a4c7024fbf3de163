import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

const message = (text: string, args: Record<string, unknown>, locale = 'en-US') =>
  render(`{m|message ${Object.keys(args).join(' ')}}`, { m: text, ...args }, { locale }).output;

describe('unit inside messages', () => {
  it('compacts sizes and splits durations', () => {
    expect(message('{0 unit in:byte compact:bytes}', { size: 12_345_657_890 })).toBe('11.5GB');
    expect(message('{0 unit in:second sequence:hour,minute,second format:long}', { d: 12_345 })).toBe(
      '3 hours 25 minutes 45 seconds',
    );
    expect(message('{0 unit in:second sequence:hour,minute,second format:short}', { d: 3600 })).toBe('1 hr');
  });
  it('converts to another unit of the same kind', () => {
    expect(message('{0 unit in:inch out:centimeter}', { w: 10 })).toBe('25.4 cm');
    expect(message('{0 unit in:inch out:second}', { w: 10 })).toBe('');
  });
  it('speaks the site’s language', () => {
    // CLDR's French data: a no-break space before "heures", a plain one before "minute".
    expect(message('{0 unit in:second sequence:hour,minute format:long}', { d: 7260 }, 'fr-FR')).toBe(
      '2\u00a0heures 1 minute',
    );
    expect(message('{0 unit in:byte compact:bytes}', { size: 1536 }, 'de-DE')).toBe('1,5 kB');
  });
});
