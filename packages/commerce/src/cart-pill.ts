export const CART_PILL_CAP = 100;

/** What the floating cart pill shows for a total quantity; hidden at zero. */
export function cartPillView(totalQuantity: number): { visible: boolean; count: string; label: string } {
  const visible = totalQuantity > 0;
  if (totalQuantity > CART_PILL_CAP) {
    return { visible, count: `${CART_PILL_CAP}+`, label: `More than ${CART_PILL_CAP} items in cart` };
  }
  return {
    visible,
    count: String(totalQuantity),
    label: `${totalQuantity} ${totalQuantity === 1 ? 'item' : 'items'} in cart`,
  };
}
