import { isSoldOut, moneyOf, type ProductTypeName } from '@atelier/commerce';
import { absoluteUrl } from './site-origin.ts';

export interface JsonLdProduct {
  title: string;
  productType: ProductTypeName;
  currency: string;
  variants: readonly {
    sku?: string | null;
    price: number;
    salePrice: number;
    onSale: boolean;
    qtyInStock: number;
    unlimited: boolean;
  }[];
}

/**
 * schema.org Product data of a product page: one Offer per variant at the price a shopper pays now
 * (the sale price when on sale), as a decimal string in the product's currency, available or not
 * by the storefront's own sold-out rule, so search results say what the page says.
 */
export function productJsonLd(
  product: JsonLdProduct,
  page: { origin: string; url: string; description: string; images: readonly string[] },
): Record<string, unknown> {
  const url = absoluteUrl(page.origin, page.url);
  const offers = product.variants.map((v) => ({
    '@type': 'Offer',
    ...(v.sku ? { sku: v.sku } : {}),
    price: moneyOf(v.onSale ? v.salePrice : v.price, product.currency).value,
    priceCurrency: product.currency,
    availability: isSoldOut({ productType: product.productType, variants: [v] })
      ? 'https://schema.org/OutOfStock'
      : 'https://schema.org/InStock',
    url,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(page.description ? { description: page.description } : {}),
    ...(page.images.length ? { image: page.images.map((image) => absoluteUrl(page.origin, image)) } : {}),
    ...(product.variants[0]?.sku ? { sku: product.variants[0].sku } : {}),
    url,
    offers,
  };
}
