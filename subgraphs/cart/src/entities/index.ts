import { CartEntrySchema } from './cart-entry.ts';
import { ShoppingCartSchema } from './shopping-cart.ts';
import { StockLevelSchema } from './stock-level.ts';

export const cartEntities = [ShoppingCartSchema, CartEntrySchema, StockLevelSchema];
