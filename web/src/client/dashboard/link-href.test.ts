import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href.ts';

describe('a link address typed in the rich-text editor', () => {
  it('keeps pages of the site, web and mail addresses', () => {
    expect(linkHref(' /shop/p/linen-shirt ')).toEqual({ href: '/shop/p/linen-shirt' });
    expect(linkHref('#care')).toEqual({ href: '#care' });
    expect(linkHref('https://example.com/a?b=1')).toEqual({ href: 'https://example.com/a?b=1' });
    expect(linkHref('HTTP://example.com')).toEqual({ href: 'HTTP://example.com' });
    expect(linkHref('mailto:studio@example.com')).toEqual({ href: 'mailto:studio@example.com' });
  });

  it('completes a bare domain, host and port, or mail address', () => {
    expect(linkHref('example.com/journal')).toEqual({ href: 'https://example.com/journal' });
    expect(linkHref('//cdn.example.com/x')).toEqual({ href: 'https://cdn.example.com/x' });
    expect(linkHref('localhost:3000/shop')).toEqual({ href: 'https://localhost:3000/shop' });
    expect(linkHref('studio@example.com')).toEqual({ href: 'mailto:studio@example.com' });
  });

  it('refuses scripts, data, blanks and what is no address, saying why', () => {
    expect(linkHref('javascript:alert(1)')).toEqual({
      message: 'A link goes to a web address (https://…), a page of your site (/…) or an e-mail address.',
    });
    expect(linkHref(' JavaScript:alert(1)')).toHaveProperty('message');
    expect(linkHref('data:text/html,<script>x</script>')).toHaveProperty('message');
    expect(linkHref('   ')).toEqual({ message: 'Enter the address the link goes to.' });
    expect(linkHref('two words.com')).toEqual({ message: 'An address has no spaces.' });
    expect(linkHref('journal')).toEqual({ message: 'Enter a whole address, such as https://example.com.' });
    expect(linkHref('https://')).toEqual({ message: 'Enter a whole address, such as https://example.com.' });
  });
});
