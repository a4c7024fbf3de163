export * from './product-type.ts';
export * from './money.ts';
export * from './display-status.ts';
export * from './quantity.ts';
export * from './variant-selection.ts';
export * from './cart-pill.ts';
export * from './availability.ts';
