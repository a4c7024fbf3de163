import type { StorefrontProductFragment, StorefrontWebsiteFragment } from '../../graphql/generated/operations.ts';

/**
 * Shapes GraphQL data into the JSON context the template language and its commerce formatters
 * read (item.structuredContent.variants, websiteSettings, featureFlags, ...).
 */
export function itemContext(product: StorefrontProductFragment, collection?: { title: string; fullUrl: string }) {
  return {
    id: product.id,
    collectionId: product.collectionId,
    recordType: 11,
    title: product.title,
    urlId: product.urlId,
    fullUrl: product.fullUrl,
    excerpt: product.excerpt,
    body: product.body,
    collection,
    structuredContent: {
      productType: product.productTypeCode,
      variantOptionOrdering: product.variantOptionOrdering,
      isSubscribable: product.isSubscribable,
      useCustomAddButtonText: product.useCustomAddButtonText,
      customAddButtonText: product.customAddButtonText ?? '',
      priceMoney: product.priceMoney ?? undefined,
      salePriceMoney: product.salePriceMoney ?? undefined,
      onSale: product.onSale,
      variants: product.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        price: v.price,
        salePrice: v.salePrice,
        onSale: v.onSale,
        priceMoney: v.priceMoney,
        salePriceMoney: v.salePriceMoney,
        qtyInStock: v.qtyInStock,
        unlimited: v.unlimited,
        attributes: Object.fromEntries(v.attributes.map((a) => [a.name, a.value])),
        optionValues: v.attributes.map((a) => ({ optionName: a.name, value: a.value })),
      })),
    },
  };
}

export function websiteContext(website: StorefrontWebsiteFragment) {
  return {
    website: { id: website.id, title: website.title },
    websiteSettings: { storeSettings: website.storeSettings },
    featureFlags: { useCLDRMoneyFormat: website.storeSettings.useCLDRMoneyFormat },
    localizedStrings: {},
  };
}
