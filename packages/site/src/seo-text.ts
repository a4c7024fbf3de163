/**
 * What search engines and link previews are told about a page: its SEO title and description. The
 * owner may write both for a page, shop, blog, product or post; left empty, they come from its
 * content. The catalog checks what owners write with these rules, the dashboard shows the same
 * limits and defaults, and the site server writes the defaults into every page's head.
 */

/** Longest SEO title an owner may write: search results show about 60 characters. */
export const SEO_TITLE_MAX = 70;
/** Longest SEO description an owner may write: search results show about 155 to 160 characters. */
export const SEO_DESCRIPTION_MAX = 320;
/** A description made from content is cut near here, at a word, with an ellipsis. */
export const SEO_SUMMARY_LENGTH = 160;

export interface SeoText {
  seoTitle: string;
  seoDescription: string;
}

export interface SeoProblem {
  field: 'seoTitle' | 'seoDescription';
  code: 'SEO_TITLE_TOO_LONG' | 'SEO_DESCRIPTION_TOO_LONG';
  message: string;
}

/** Text as it is stored: surrounding spaces trimmed, every run of white space (line breaks too) one space. */
export const cleanSeoText = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The owner's SEO title and description, cleaned, or what is wrong with them (one problem per field). */
export function checkSeoText(input: {
  seoTitle?: string | null;
  seoDescription?: string | null;
}): { ok: true; seo: SeoText } | { ok: false; problems: SeoProblem[] } {
  const seo = { seoTitle: cleanSeoText(input.seoTitle), seoDescription: cleanSeoText(input.seoDescription) };
  const problems: SeoProblem[] = [];
  if ([...seo.seoTitle].length > SEO_TITLE_MAX)
    problems.push({
      field: 'seoTitle',
      code: 'SEO_TITLE_TOO_LONG',
      message: `An SEO title may be at most ${SEO_TITLE_MAX} characters.`,
    });
  if ([...seo.seoDescription].length > SEO_DESCRIPTION_MAX)
    problems.push({
      field: 'seoDescription',
      code: 'SEO_DESCRIPTION_TOO_LONG',
      message: `An SEO description may be at most ${SEO_DESCRIPTION_MAX} characters.`,
    });
  return problems.length ? { ok: false, problems } : { ok: true, seo };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The words of stored HTML (bodies are cleaned when saved: structure and links only), as one line of
 * plain text. Block ends become spaces, so "<p>One</p><p>Two</p>" reads "One Two", not "OneTwo".
 */
export function plainTextOf(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|blockquote|figure|figcaption|pre|br|hr|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * A summary of plain text for a description: whole when it fits in SEO_SUMMARY_LENGTH, else cut at
 * the last word that fits with an ellipsis (trailing punctuation dropped first), so it ends between
 * about 120 and 160 characters. One word longer than that is cut where it must be.
 */
export function summaryOf(text: string, length = SEO_SUMMARY_LENGTH): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= length) return chars.join('');
  const room = chars.slice(0, length - 1).join('');
  // The room may end with a whole word (a space follows it): then it is kept.
  const space = chars[length - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut = space >= length * 0.75 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.!?\-–—]+$/u, '')}…`;
}

/** What a page's content says about it, in the order a description is taken from. */
export interface SeoSource {
  title: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  /** Plain text written to sum the item up: a product's or post's excerpt, a collection's description. */
  summary?: string | null;
  /** The item's HTML body, for when there is no summary. */
  body?: string | null;
}

/** The title and description a page shows search engines: the owner's, else made from its content. */
export function seoTextOf(source: SeoSource): SeoText {
  const written = cleanSeoText(source.seoDescription);
  const summary = plainTextOf(source.summary ?? '');
  return {
    seoTitle: cleanSeoText(source.seoTitle) || cleanSeoText(source.title),
    seoDescription: written || summaryOf(summary || plainTextOf(source.body ?? '')),
  };
}
