const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as HTML: the one escape of Atelier, for element content and for attribute values in double or
 * single quotes. Every character that can start or end markup is written as a reference, so no text
 * an owner or a visitor typed can become a tag, an attribute or the end of one.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
