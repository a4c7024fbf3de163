/** Product types with the numeric codes of the template language and the storefront API. */
export const PRODUCT_TYPES = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductTypeName = keyof typeof PRODUCT_TYPES;

export function productTypeCode(type: ProductTypeName): number {
  return PRODUCT_TYPES[type];
}

export function productTypeFromCode(code: number): ProductTypeName | undefined {
  return (Object.keys(PRODUCT_TYPES) as ProductTypeName[]).find((name) => PRODUCT_TYPES[name] === code);
}
