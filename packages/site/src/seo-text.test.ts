import { describe, expect, it } from 'vitest';
import {
  checkSeoText,
  cleanSeoText,
  plainTextOf,
  seoTextOf,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  summaryOf,
} from './seo-text.ts';

describe('an owner’s SEO text', () => {
  it('is trimmed and kept on one line', () => {
    expect(cleanSeoText('  Linen shirts\n\tfor   work  ')).toBe('Linen shirts for work');
    expect(checkSeoText({ seoTitle: ' A ', seoDescription: null })).toEqual({
      ok: true,
      seo: { seoTitle: 'A', seoDescription: '' },
    });
  });

  it('is refused past its limits, each field with its own message', () => {
    expect(
      checkSeoText({ seoTitle: 'x'.repeat(SEO_TITLE_MAX), seoDescription: 'y'.repeat(SEO_DESCRIPTION_MAX) }).ok,
    ).toBe(true);
    expect(
      checkSeoText({ seoTitle: 'x'.repeat(SEO_TITLE_MAX + 1), seoDescription: 'y'.repeat(SEO_DESCRIPTION_MAX + 1) }),
    ).toEqual({
      ok: false,
      problems: [
        { field: 'seoTitle', code: 'SEO_TITLE_TOO_LONG', message: 'An SEO title may be at most 70 characters.' },
        {
          field: 'seoDescription',
          code: 'SEO_DESCRIPTION_TOO_LONG',
          message: 'An SEO description may be at most 320 characters.',
        },
      ],
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkSeoText({ seoTitle: '🏺'.repeat(SEO_TITLE_MAX) }).ok).toBe(true);
  });
});

describe('plain text of a body', () => {
  it('drops markup, keeps words apart at block ends and decodes entities', () => {
    expect(
      plainTextOf('<p>Tom &amp; Jerry&rsquo;s</p><p>second <a href="/x">link</a></p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Tom & Jerry’s second link a b');
    expect(plainTextOf('1 &lt; 2 &#8212; &#x2014; &bogus; <script>alert(1)</script>')).toBe('1 < 2 — — &bogus;');
  });
});

describe('a summary for a description', () => {
  it('keeps text that fits whole', () => {
    expect(summaryOf('Short and sweet.')).toBe('Short and sweet.');
    expect(summaryOf('x'.repeat(160))).toBe('x'.repeat(160));
  });

  it('cuts long text at a word near 160 characters with an ellipsis', () => {
    const words =
      'Washed Belgian linen gets better with every wash, and this shirt is cut roomy for work at the bench, with two chest pockets, a pencil slot and sleeves that roll up easily.';
    const summary = summaryOf(words);
    expect(summary.endsWith('…')).toBe(true);
    expect([...summary].length).toBeLessThanOrEqual(160);
    expect([...summary].length).toBeGreaterThanOrEqual(120);
    expect(words.startsWith(summary.slice(0, -1))).toBe(true);
    expect(words[summary.length - 1]).toBe(' ');
  });

  it('keeps a word that ends just where the room does', () => {
    const text = `${'a'.repeat(156)} on and on`;
    expect(summaryOf(text)).toBe(`${'a'.repeat(156)} on…`);
  });

  it('drops punctuation before the ellipsis and cuts one endless word where it must', () => {
    expect(summaryOf(`${'word '.repeat(30)}end, ${'more '.repeat(10)}`)).toMatch(/[a-z]…$/);
    expect(summaryOf('x'.repeat(400))).toBe(`${'x'.repeat(159)}…`);
  });
});

describe('the SEO text of a page', () => {
  it('is the owner’s when written', () => {
    expect(
      seoTextOf({
        title: 'Shirt',
        seoTitle: 'Linen shirt',
        seoDescription: 'Mine.',
        summary: 'Excerpt',
        body: '<p>Body</p>',
      }),
    ).toEqual({ seoTitle: 'Linen shirt', seoDescription: 'Mine.' });
  });

  it('comes from the title and the summary, else the body, when not', () => {
    expect(
      seoTextOf({ title: ' Shirt ', seoTitle: '', seoDescription: ' ', summary: 'The excerpt.', body: '<p>Body</p>' }),
    ).toEqual({ seoTitle: 'Shirt', seoDescription: 'The excerpt.' });
    expect(seoTextOf({ title: 'About', summary: '', body: '<p>We make <em>things</em>.</p>' })).toEqual({
      seoTitle: 'About',
      seoDescription: 'We make things.',
    });
    expect(seoTextOf({ title: 'Empty' })).toEqual({ seoTitle: 'Empty', seoDescription: '' });
  });
});
