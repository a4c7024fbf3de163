import { describe, expect, it } from 'vitest';
import { previewHref } from './preview-links.ts';

const PAGE = 'http://shop.example/shop?themePreview=thm_1';

describe('previewHref', () => {
  it('keeps the preview on the site’s pages, their query and fragment kept', () => {
    expect(previewHref('/journal', PAGE, 'thm_1')).toBe('/journal?themePreview=thm_1');
    expect(previewHref('p/linen-shirt?size=M#details', PAGE, 'thm_1')).toBe(
      '/p/linen-shirt?size=M&themePreview=thm_1#details',
    );
    expect(previewHref('http://shop.example/search?q=linen', PAGE, 'thm_1')).toBe('/search?q=linen&themePreview=thm_1');
    // A link that names another draft is brought to the one being previewed.
    expect(previewHref('/cart?themePreview=thm_0', PAGE, 'thm_1')).toBe('/cart?themePreview=thm_1');
  });

  it('leaves other sites, the dashboard, the API, mail links, fragments of the page and links already in the preview', () => {
    for (const href of [
      'https://elsewhere.example/shop',
      '/admin/templates',
      '/api/commerce/shopping-cart',
      '/_theme/atelier/1/site.css',
      'mailto:owner@example.com',
      '#content',
      '/journal?themePreview=thm_1',
    ])
      expect(previewHref(href, PAGE, 'thm_1'), href).toBeNull();
  });
});
