import { CartEntrySchema } from './cart-entry.ts';
import { DonationSchema } from './donation.ts';
import { GiftCardSchema } from './gift-card.ts';
import { OrderLineSchema } from './order-line.ts';
import { PaymentSchema } from './payment.ts';
import { ShopOrderSchema } from './shop-order.ts';
import { ShoppingCartSchema } from './shopping-cart.ts';
import { StockLevelSchema } from './stock-level.ts';
import { SubscriptionSchema } from './subscription.ts';

export const cartEntities = [
  ShoppingCartSchema,
  CartEntrySchema,
  StockLevelSchema,
  ShopOrderSchema,
  OrderLineSchema,
  PaymentSchema,
  GiftCardSchema,
  SubscriptionSchema,
  DonationSchema,
];
