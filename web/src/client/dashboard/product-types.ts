import type { ProductTypeName } from '@atelier/commerce';

/** How the dashboard names the product types. */
export const TYPE_LABELS: Record<ProductTypeName, string> = {
  PHYSICAL: 'Physical',
  DIGITAL: 'Digital',
  SERVICE: 'Service',
  GIFT_CARD: 'Gift card',
  PAYWALL: 'Paywall',
};
