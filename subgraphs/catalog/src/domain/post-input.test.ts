import { describe, expect, it } from 'vitest';
import { checkPostInput } from './post-input.ts';

const post = { collectionId: 'col_journal', title: 'Caring for canvas', body: 'Wax it.\n\nOnce a season.' };
const refusal = (input: Partial<Parameters<typeof checkPostInput>[0]>) => {
  const checked = checkPostInput({ ...post, ...input });
  return checked.ok ? undefined : checked.errors;
};

describe('an owner’s post', () => {
  it('is stored cleaned: its address from the title, its author by default, typed text as paragraphs', () => {
    expect(checkPostInput({ ...post, excerpt: '  Short.  ', categories: [' Care ', 'Care'], tags: ['wax'] })).toEqual({
      ok: true,
      value: {
        title: 'Caring for canvas',
        urlId: 'caring-for-canvas',
        excerpt: 'Short.',
        body: '<p>Wax it.</p><p>Once a season.</p>',
        authorName: 'The editors',
        authorUrlId: 'the-editors',
        categories: ['Care'],
        tags: ['wax'],
        featured: false,
        seoTitle: '',
        seoDescription: '',
      },
    });
    expect(checkPostInput({ ...post, featured: true })).toMatchObject({ ok: true, value: { featured: true } });
  });

  it('keeps its author’s name to 100 characters and makes an address of it', () => {
    const checked = checkPostInput({ ...post, authorName: ` Ada Lovelace${' x'.repeat(60)}` });
    expect(
      checked.ok && [checked.value.authorName.length, checked.value.authorUrlId.startsWith('ada-lovelace')],
    ).toEqual([100, true]);
  });

  it('is refused, at its field, for a missing title, a bad address, too many labels, a long excerpt or SEO text', () => {
    expect(refusal({ title: ' ' })).toEqual([
      { field: ['input', 'title'], code: 'TITLE_REQUIRED', message: 'A title is required.' },
    ]);
    expect(refusal({ urlId: 'cart' })).toEqual([
      {
        field: ['input', 'urlId'],
        code: 'URL_ID_INVALID',
        message: '“cart” is used by Atelier itself; choose another.',
      },
    ]);
    expect(refusal({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual([
      { field: ['input', 'tags'], code: 'TOO_MANY_LABELS', message: 'At most 20 tags, each at most 50 characters.' },
    ]);
    expect(refusal({ excerpt: 'x'.repeat(1001) })).toEqual([
      { field: ['input', 'excerpt'], code: 'EXCERPT_TOO_LONG', message: 'An excerpt may be at most 1000 characters.' },
    ]);
    expect(refusal({ seoTitle: 'x'.repeat(71) })?.map((e) => e.code)).toEqual(['SEO_TITLE_TOO_LONG']);
  });

  it('is refused for its first problem only, in the editor’s order', () => {
    expect(refusal({ title: '', urlId: 'Bad Address', excerpt: 'x'.repeat(2000) })?.map((e) => e.code)).toEqual([
      'TITLE_REQUIRED',
    ]);
    expect(
      refusal({
        categories: Array.from({ length: 21 }, (_, i) => `c${i}`),
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
      })?.map((e) => e.field),
    ).toEqual([['input', 'categories']]);
  });
});
