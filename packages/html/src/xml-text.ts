import { escapeHtml } from './html-text.ts';

/** What XML 1.0 cannot hold at all: most control characters, U+FFFE and U+FFFF, lone surrogates. */
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text for XML content and attributes (sitemaps, feeds): the HTML escape, whose references are XML's
 * too, of the text without the characters XML cannot hold, which are dropped rather than making
 * the whole document unreadable.
 */
export const escapeXml = (text: string): string => escapeHtml(text.replace(NOT_XML, ''));
