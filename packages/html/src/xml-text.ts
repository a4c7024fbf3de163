const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text for XML content and attributes. Characters XML 1.0 cannot hold at all (most control
 * characters, lone surrogates) are dropped rather than making the whole document unreadable.
 */
export const escapeXml = (text: string) =>
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
