import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld.ts';

const page = {
  origin: 'http://localhost:3000',
  url: '/shop/p/tote',
  description: 'A tote.',
  images: ['/media/images/img_1', 'https://cdn.example/x.png'],
};
const variant = (
  sku: string,
  price: number,
  extra: Partial<{ salePrice: number; onSale: boolean; qtyInStock: number; unlimited: boolean }> = {},
) => ({ sku, price, salePrice: 0, onSale: false, qtyInStock: 3, unlimited: false, ...extra });

describe('a product’s schema.org data', () => {
  it('offers each variant at the price paid now, as a decimal string, with its availability', () => {
    const data = productJsonLd(
      {
        title: 'Tote',
        productType: 'PHYSICAL',
        currency: 'USD',
        variants: [
          variant('TOTE-A', 4500, { salePrice: 3900, onSale: true }),
          variant('TOTE-B', 4500, { qtyInStock: 0 }),
          variant('TOTE-C', 100, { qtyInStock: 0, unlimited: true }),
        ],
      },
      page,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tote',
      description: 'A tote.',
      image: ['http://localhost:3000/media/images/img_1', 'https://cdn.example/x.png'],
      sku: 'TOTE-A',
      url: 'http://localhost:3000/shop/p/tote',
      offers: [
        {
          '@type': 'Offer',
          sku: 'TOTE-A',
          price: '39.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'http://localhost:3000/shop/p/tote',
        },
        {
          '@type': 'Offer',
          sku: 'TOTE-B',
          price: '45.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/OutOfStock',
          url: 'http://localhost:3000/shop/p/tote',
        },
        {
          '@type': 'Offer',
          sku: 'TOTE-C',
          price: '1.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'http://localhost:3000/shop/p/tote',
        },
      ],
    });
  });

  it('counts digital products and gift cards in stock, and writes yen without fractions', () => {
    for (const productType of ['DIGITAL', 'GIFT_CARD'] as const) {
      const data = productJsonLd(
        { title: 'Guide', productType, currency: 'JPY', variants: [variant('G', 1999, { qtyInStock: 0 })] },
        { ...page, images: [] },
      );
      expect(data.offers).toEqual([
        expect.objectContaining({ price: '1999', priceCurrency: 'JPY', availability: 'https://schema.org/InStock' }),
      ]);
      expect(data).not.toHaveProperty('image');
    }
  });
});
