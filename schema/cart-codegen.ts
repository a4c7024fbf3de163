import { resolverTypes, typedDocuments, type SubgraphCodegen } from './subgraph-codegen.ts';

/**
 * The cart subgraph's codegen settings, kept here until the cart takes the shape of
 * subgraphs/README.md: then its SDL moves to subgraphs/cart/src/schema.graphql and this file to
 * subgraphs/cart/codegen.ts (as `subgraphCodegen('cart', …)`).
 */
export const cartCodegen: SubgraphCodegen<'cart'> = {
  name: 'cart',
  sdl: 'schema/cart.graphql',
  generates: {
    'subgraphs/cart/src/generated/resolvers-types.ts': resolverTypes('schema/cart.graphql', {
      ShoppingCart: '../entities/shopping-cart.ts#ShoppingCart as ShoppingCartModel',
      CartEntry: '../entities/cart-entry.ts#CartEntry as CartEntryModel',
      Variant: '../entities/stock-level.ts#VariantReference as VariantReferenceModel',
      Order: '../entities/shop-order.ts#ShopOrder as ShopOrderModel',
      OrderLine: '../entities/order-line.ts#OrderLine as OrderLineModel',
      OrderPayment: '../entities/payment.ts#Payment as PaymentModel',
      Coupon: '../services/pricing-rules.ts#CouponModel',
      GiftCard: '../entities/gift-card.ts#GiftCard as GiftCardModel',
      ProductSubscription: '../entities/subscription.ts#Subscription as SubscriptionModel',
      Website: '../owner/website-reference.ts#WebsiteReference as WebsiteReferenceModel',
    }),
    'subgraphs/cart/src/services/generated/operations.ts': typedDocuments('subgraphs/cart/src/services/**/*.graphql'),
  },
};
