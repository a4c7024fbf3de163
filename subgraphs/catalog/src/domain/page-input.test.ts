import { describe, expect, it } from 'vitest';
import { checkPageInput } from './page-input.ts';

const page = { title: 'About us', body: '<p>Who we are</p><script>alert(1)</script>' };
const refusal = (input: Partial<Parameters<typeof checkPageInput>[0]>) => {
  const checked = checkPageInput({ ...page, ...input });
  return checked.ok ? undefined : checked.errors;
};

describe('an owner’s page', () => {
  it('is stored cleaned: its address from the title, its body without scripts, no navigation by default', () => {
    expect(checkPageInput(page)).toEqual({
      ok: true,
      value: {
        title: 'About us',
        urlId: 'about-us',
        body: '<p>Who we are</p>',
        navigation: null,
        seoTitle: '',
        seoDescription: '',
      },
    });
    expect(checkPageInput({ ...page, urlId: ' story ', navigation: 'footerNav' })).toMatchObject({
      ok: true,
      value: { urlId: 'story', navigation: 'footerNav' },
    });
  });

  it('takes a navigation of the theme’s words only, and a password of at most 200 characters', () => {
    expect(refusal({ navigation: 'main nav' })).toEqual([
      {
        field: ['input', 'navigation'],
        code: 'NAVIGATION_INVALID',
        message: 'Choose a navigation of the theme, or none.',
      },
    ]);
    expect(refusal({ password: 'p'.repeat(201) })).toEqual([
      { field: ['input', 'password'], code: 'PASSWORD_TOO_LONG', message: 'A password may be at most 200 characters.' },
    ]);
    expect(refusal({ password: 'p'.repeat(200) })).toBeUndefined();
    expect(refusal({ password: '' })).toBeUndefined();
  });

  it('is refused for a missing or long title and an address Atelier uses', () => {
    expect(refusal({ title: 'x'.repeat(201) })?.map((e) => e.code)).toEqual(['TITLE_TOO_LONG']);
    expect(refusal({ urlId: 'admin' })?.map((e) => [e.field, e.code])).toEqual([
      [['input', 'urlId'], 'URL_ID_INVALID'],
    ]);
  });
});
