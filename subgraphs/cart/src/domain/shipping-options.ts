/** Where an order goes: country ISO 3166-1 alpha-2 upper-case; region a subdivision code such as "CA". */
export interface ShippingLocation {
  country: string;
  region: string | null;
  postalCode: string | null;
}

/** One shipping rate the owner set up; it is offered only where and when its conditions hold. */
export interface ShippingRate {
  id: string;
  name: string;
  /** Empty = ships everywhere. */
  countries: string[];
  basis: 'FLAT' | 'PRICE' | 'WEIGHT';
  /** PRICE: subtotal minor units; WEIGHT: grams. Inclusive lower bound, ignored for FLAT. */
  min: number;
  /** Exclusive upper bound, null = none, so adjacent bands ([0, 5000), [5000, null)) never overlap. */
  max: number | null;
  /** What the shopper pays for this option. */
  priceCents: number;
}

export interface ShippingOption {
  id: string;
  name: string;
  priceCents: number;
}

function shipsTo(rate: ShippingRate, location: ShippingLocation | null): boolean {
  if (rate.countries.length === 0) return true;
  // Before the shopper says where, only what ships everywhere is certain to be on offer.
  if (!location) return false;
  const country = location.country.toUpperCase();
  return rate.countries.some((c) => c.toUpperCase() === country);
}

function withinBand(rate: ShippingRate, basis: { subtotalCents: number; weightGrams: number }): boolean {
  if (rate.basis === 'FLAT') return true;
  const measure = rate.basis === 'PRICE' ? basis.subtotalCents : basis.weightGrams;
  return measure >= rate.min && (rate.max === null || measure < rate.max);
}

/** Cheapest first, so the default choice is the first; name and id make equal prices list the same way every time. */
function byPriceThenName(a: ShippingOption, b: ShippingOption): number {
  if (a.priceCents !== b.priceCents) return a.priceCents - b.priceCents;
  // Code-unit order, not localeCompare: the order must not change with the server's locale.
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
}

/** The options a shopper may choose from for this destination and cart. */
export function shippingOptionsFor(
  rates: readonly ShippingRate[],
  location: ShippingLocation | null,
  basis: { subtotalCents: number; weightGrams: number },
): ShippingOption[] {
  return rates
    .filter((rate) => shipsTo(rate, location) && withinBand(rate, basis))
    .map((rate) => ({ id: rate.id, name: rate.name, priceCents: rate.priceCents }))
    .sort(byPriceThenName);
}

/**
 * The option checkout charges for. A shopper's earlier choice can drop out when the cart or address
 * changes (a price band left behind); then the cheapest takes its place rather than nothing.
 */
export function chooseShippingOption(options: readonly ShippingOption[], selectedId: string | null): ShippingOption | null {
  if (selectedId !== null) {
    const selected = options.find((o) => o.id === selectedId);
    if (selected) return selected;
  }
  let cheapest: ShippingOption | null = null;
  for (const option of options) {
    if (!cheapest || byPriceThenName(option, cheapest) < 0) cheapest = option;
  }
  return cheapest;
}
