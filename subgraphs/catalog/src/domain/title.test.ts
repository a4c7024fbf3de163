import { describe, expect, it } from 'vitest';
import { checkTitle } from './title.ts';

describe('a post’s or page’s title', () => {
  it('is required: spaces alone are none', () => {
    expect(checkTitle('   ')).toEqual({
      ok: false,
      errors: [{ field: ['input', 'title'], code: 'TITLE_REQUIRED', message: 'A title is required.' }],
    });
  });

  it('is at most 200 characters once trimmed', () => {
    expect(checkTitle(`  ${'a'.repeat(200)}  `)).toEqual({ ok: true, value: 'a'.repeat(200) });
    expect(checkTitle('a'.repeat(201))).toEqual({
      ok: false,
      errors: [
        { field: ['input', 'title'], code: 'TITLE_TOO_LONG', message: 'A title may be at most 200 characters.' },
      ],
    });
  });
});
