import escapeHtmlText from 'escape-html';

/**
 * Text as HTML: the one escape of Atelier, for element content and for attribute values in double or
 * single quotes. Every character that can start or end markup is written as a reference (`&amp;`,
 * `&lt;`, `&gt;`, `&quot;`, `&#39;`), so no text an owner or a visitor typed can become a tag, an
 * attribute or the end of one. escape-html scans once and copies the runs between those characters:
 * a product's JSON in a page's attribute costs a fifth of a replace that calls back per character.
 */
export const escapeHtml = (text: string): string => escapeHtmlText(text);

/** Plain text an owner typed, as HTML: paragraphs from blank lines, line breaks kept, everything escaped. */
export function paragraphsOf(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
