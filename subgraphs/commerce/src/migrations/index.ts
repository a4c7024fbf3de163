import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000100_cart_initial } from './Migration20261121000100_cart_initial.ts';
import { Migration20261121120100_cart_sums_and_limits } from './Migration20261121120100_cart_sums_and_limits.ts';
import { Migration20261123000000_cart_checkout } from './Migration20261123000000_cart_checkout.ts';
import { Migration20261124000000_gift_cards } from './Migration20261124000000_gift_cards.ts';
import { Migration20261125000000_subscriptions } from './Migration20261125000000_subscriptions.ts';
import { Migration20261126000000_cart_entry_weight } from './Migration20261126000000_cart_entry_weight.ts';
import { Migration20261128010000_stock_level_site } from './Migration20261128010000_stock_level_site.ts';
import { Migration20261129000000_shop_order_paid_idx } from './Migration20261129000000_shop_order_paid_idx.ts';
import { Migration20261130000000_donations } from './Migration20261130000000_donations.ts';

/** Every migration of the cart schema, oldest first. Never edit one that has landed: add another. */
export const cartMigrations: MigrationObject[] = [
  { name: 'Migration20261121000100_cart_initial', class: Migration20261121000100_cart_initial },
  { name: 'Migration20261121120100_cart_sums_and_limits', class: Migration20261121120100_cart_sums_and_limits },
  { name: 'Migration20261123000000_cart_checkout', class: Migration20261123000000_cart_checkout },
  { name: 'Migration20261124000000_gift_cards', class: Migration20261124000000_gift_cards },
  { name: 'Migration20261125000000_subscriptions', class: Migration20261125000000_subscriptions },
  { name: 'Migration20261126000000_cart_entry_weight', class: Migration20261126000000_cart_entry_weight },
  { name: 'Migration20261128010000_stock_level_site', class: Migration20261128010000_stock_level_site },
  { name: 'Migration20261129000000_shop_order_paid_idx', class: Migration20261129000000_shop_order_paid_idx },
  { name: 'Migration20261130000000_donations', class: Migration20261130000000_donations },
];
