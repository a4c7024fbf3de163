import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The commerce subgraph's SDL and what graphql-codegen makes of it; the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('commerce', {
  mappers: {
    ShoppingCart: '../entities/shopping-cart.ts#ShoppingCart as ShoppingCartModel',
    CartEntry: '../entities/cart-entry.ts#CartEntry as CartEntryModel',
    Variant: '../entities/stock-level.ts#VariantReference as VariantReferenceModel',
    Order: '../entities/shop-order.ts#ShopOrder as ShopOrderModel',
    OrderLine: '../entities/order-line.ts#OrderLine as OrderLineModel',
    OrderPayment: '../entities/payment.ts#Payment as PaymentModel',
    Coupon: '../services/checkout/pricing-rules.ts#CouponModel',
    GiftCard: '../entities/gift-card.ts#GiftCard as GiftCardModel',
    Donation: '../entities/donation.ts#Donation as DonationModel',
    ProductSubscription: '../entities/subscription.ts#Subscription as SubscriptionModel',
    Website: '../entities/website-reference.ts#WebsiteReference as WebsiteReferenceModel',
  },
  ports: true,
});
