/**
 * What an API key may be allowed to do, with the words the dashboard shows for each: the partners
 * subgraph checks a new key's scopes against this list, the gateway checks each request against
 * FIELD_SCOPES, and the API keys panel lists them.
 */
export const API_KEY_SCOPES = {
  CATALOG_READ: 'Read the catalog as the storefront shows it: products, variants, collections, pages',
  CATALOG_WRITE: 'Change the catalog: products, prices, images, pages; read archived products and protected pages',
  INVENTORY: 'Read and set stock',
  ORDERS_READ: 'Read orders and their mails, donations, gift cards, subscriptions and checkout settings',
  ORDERS_WRITE: 'Fulfil and refund orders; change coupons, shipping, taxes, checkout settings',
  FORMS: 'Read and change forms; read their submissions and the newsletter’s sign-ups',
  RESTOCK: 'Read restock sign-ups and send notices',
  ANALYTICS_READ: 'Read analytics and client errors',
  WEBHOOKS: 'Read, add and remove webhook subscriptions; read and redeliver their deliveries',
} as const;

export type ApiKeyScopeName = keyof typeof API_KEY_SCOPES;

export const API_KEY_SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as ApiKeyScopeName[];

/** A field no key may use, whatever its scopes: the owner's own account, billing, the keys themselves. */
export const NEVER = 'NEVER';

/**
 * The scope each field needs, by schema coordinate. A root field (Query, Mutation) not listed is
 * refused to every key (a new root field is closed until someone decides its scope); a field of
 * any other type not listed needs nothing beyond the root field that reached it, so every field an
 * owner alone may read is listed here with a scope beyond CATALOG_READ (tests/key-field-scopes.test.ts
 * walks the schema for those a key could otherwise reach).
 */
export const FIELD_SCOPES: Readonly<Record<string, ApiKeyScopeName | typeof NEVER>> = {
  'Query.site': 'CATALOG_READ',
  'Query.website': 'CATALOG_READ',
  'Query.siteOf': 'CATALOG_READ',
  'Query.product': 'CATALOG_READ',
  'Query.variant': 'CATALOG_READ',
  'Query.variantOf': 'CATALOG_READ',
  'Query.variants': 'CATALOG_READ',
  'Query.products': 'CATALOG_READ',
  'Query.collections': 'CATALOG_READ',
  'Query.imageFile': 'CATALOG_READ',
  'Query.stockedItems': 'INVENTORY',
  'Query.order': 'ORDERS_READ',
  'Query.subscription': 'ORDERS_READ',
  'Query.salesSummary': 'ORDERS_READ',
  'Query.form': 'FORMS',
  'Query.forms': 'FORMS',
  'Query.formBlockSchema': 'FORMS',
  'Query.siteAnalytics': 'ANALYTICS_READ',
  'Query.clientErrorGroups': 'ANALYTICS_READ',
  'Query.apiKey': 'CATALOG_READ',
  'Website.owner': NEVER,
  'Website.billing': NEVER,
  'Website.outbox': NEVER,
  'Website.apiKeys': NEVER,
  'Website.checkoutSettings': 'ORDERS_READ',
  'Website.coupons': 'ORDERS_READ',
  'Website.shippingRates': 'ORDERS_READ',
  'Website.taxRules': 'ORDERS_READ',
  'Website.orders': 'ORDERS_READ',
  'Website.order': 'ORDERS_READ',
  'Website.giftCards': 'ORDERS_READ',
  'Website.subscriptions': 'ORDERS_READ',
  'Website.forms': 'FORMS',
  'Website.restockSignUpGroups': 'RESTOCK',
  'Website.restockSignUps': 'RESTOCK',
  'Website.mailingListSize': 'RESTOCK',
  'Website.trackingSettings': 'ANALYTICS_READ',
  'Website.orderMailPreviews': 'ORDERS_READ',
  'Website.donations': 'ORDERS_READ',
  // The template editor's files and versions, and comment moderation, are the dashboard's.
  'Website.themeVersions': NEVER,
  'Website.themeSource': NEVER,
  'Website.themePreview': NEVER,
  'ThemeVersion.savedBy': NEVER,
  'Website.comments': NEVER,
  // What the owner's editor shows beyond the storefront: protected content, archived products.
  'Collection.ownerBody': 'CATALOG_WRITE',
  'Collection.archivedProducts': 'CATALOG_WRITE',
  'Collection.ownerProducts': 'CATALOG_WRITE',
  'Website.newsletterSignUps': 'FORMS',
  'Form.submissions': 'FORMS',
  'Form.submissionsCsv': 'FORMS',
  'Query.webhookSubscriptions': 'WEBHOOKS',
  'Query.webhookDeliveries': 'WEBHOOKS',
  'Mutation.createWebhookSubscription': 'WEBHOOKS',
  'Mutation.deleteWebhookSubscription': 'WEBHOOKS',
  'Mutation.redeliverWebhook': 'WEBHOOKS',
  'Mutation.savePost': 'CATALOG_WRITE',
  'Mutation.savePage': 'CATALOG_WRITE',
  'Mutation.saveCollectionSeo': 'CATALOG_WRITE',
  'Mutation.setCollectionPassword': 'CATALOG_WRITE',
  'Mutation.setHomeCollection': 'CATALOG_WRITE',
  'Mutation.setFavicon': 'CATALOG_WRITE',
  'Mutation.saveProduct': 'CATALOG_WRITE',
  'Mutation.duplicateProduct': 'CATALOG_WRITE',
  'Mutation.archiveProduct': 'CATALOG_WRITE',
  'Mutation.uploadImage': 'CATALOG_WRITE',
  'Mutation.addImageUrl': 'CATALOG_WRITE',
  'Mutation.updateVariantPrices': 'CATALOG_WRITE',
  'Mutation.saveMerchandisingSettings': 'CATALOG_WRITE',
  'Mutation.setStock': 'INVENTORY',
  'Mutation.fulfillOrder': 'ORDERS_WRITE',
  'Mutation.refundOrder': 'ORDERS_WRITE',
  'Mutation.saveCoupon': 'ORDERS_WRITE',
  'Mutation.archiveCoupon': 'ORDERS_WRITE',
  'Mutation.saveShippingRate': 'ORDERS_WRITE',
  'Mutation.deleteShippingRate': 'ORDERS_WRITE',
  'Mutation.saveTaxRule': 'ORDERS_WRITE',
  'Mutation.deleteTaxRule': 'ORDERS_WRITE',
  'Mutation.saveCheckoutSettings': 'ORDERS_WRITE',
  'Mutation.saveForm': 'FORMS',
  'Mutation.deleteForm': 'FORMS',
  'Mutation.sendRestockNotices': 'RESTOCK',
  'Mutation.saveRestockSettings': 'RESTOCK',
};

const ROOT_TYPES: ReadonlySet<string> = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Whether a key with these scopes may use the field `type.field`: undefined when it may, else the
 * scope it lacks (NEVER for a field no key may use).
 */
export function missingScope(
  scopes: readonly string[],
  type: string,
  field: string,
): ApiKeyScopeName | typeof NEVER | undefined {
  if (field.startsWith('__')) return undefined;
  const needed = FIELD_SCOPES[`${type}.${field}`];
  if (needed === undefined) return ROOT_TYPES.has(type) ? NEVER : undefined;
  if (needed === NEVER) return NEVER;
  return scopes.includes(needed) ? undefined : needed;
}

/** A scope's name as an API key's input gives it; undefined for anything else. */
export const scopeNamed = (name: string): ApiKeyScopeName | undefined =>
  Object.hasOwn(API_KEY_SCOPES, name) ? (name as ApiKeyScopeName) : undefined;
