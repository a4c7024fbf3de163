/**
 * The address an owner typed for a link in the rich-text editor, as the body will hold it: a page
 * of the site (/shop), a full web address, a mail address, or a bare domain read as https. Other
 * schemes (javascript:, data:) are refused here with a reason; the server's cleaning drops them too.
 */
export function linkHref(typed: string): { href: string } | { message: string } {
  const text = typed.trim();
  if (!text) return { message: 'Enter the address the link goes to.' };
  if (/\s/.test(text)) return { message: 'An address has no spaces.' };
  if (text.startsWith('/') && !text.startsWith('//')) return { href: text };
  if (text.startsWith('#')) return { href: text };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https')
    return /^https?:\/\/[^/?#]+/i.test(text)
      ? { href: text }
      : { message: 'Enter a whole address, such as https://example.com.' };
  if (scheme === 'mailto') return { href: text };
  if (/^[^@/:]+@[^@/:]+\.[^@/:]+$/.test(text)) return { href: `mailto:${text}` };
  // "localhost:3000" reads as a scheme but is a host and port.
  if (scheme && !/^[^:/]+:\d+(\/|$)/.test(text))
    return { message: 'A link goes to a web address (https://…), a page of your site (/…) or an e-mail address.' };
  if (text.startsWith('//')) return { href: `https:${text}` };
  return /^[^./]+(\.[^./]+)+|^[^/:]+:\d+/.test(text)
    ? { href: `https://${text}` }
    : { message: 'Enter a whole address, such as https://example.com.' };
}
