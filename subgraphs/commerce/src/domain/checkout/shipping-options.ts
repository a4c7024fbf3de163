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
  /** PRICE: minor units of the goods after discounts; WEIGHT: grams. Inclusive lower bound, ignored for FLAT. */
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

function shipsTo(rate: ShippingRate, location: ShippingLocation): boolean {
  if (rate.countries.length === 0) return true;
  const country = location.country.toUpperCase();
  return rate.countries.some((c) => c.toUpperCase() === country);
}

/** What price and weight bands are judged by. */
export interface ShippingBasis {
  /** The goods after discounts (checkoutTotals says why), in minor units. */
  goodsCents: number;
  weightGrams: number;
}

function withinBand(rate: ShippingRate, basis: ShippingBasis): boolean {
  if (rate.basis === 'FLAT') return true;
  const measure = rate.basis === 'PRICE' ? basis.goodsCents : basis.weightGrams;
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

/**
 * The options a shopper may choose from for this destination and cart. Before the shopper says
 * where the order goes there are none: even a rate that ships everywhere may not be what they pay
 * (a cheaper one of their country may apply, or none at all), so no shipping price is assumed and
 * the cart's total is a total before shipping until a location is known.
 */
export function shippingOptionsFor(
  rates: readonly ShippingRate[],
  location: ShippingLocation | null,
  basis: ShippingBasis,
): ShippingOption[] {
  if (!location) return [];
  return rates
    .filter((rate) => shipsTo(rate, location) && withinBand(rate, basis))
    .map((rate) => ({ id: rate.id, name: rate.name, priceCents: rate.priceCents }))
    .sort(byPriceThenName);
}

/**
 * The option checkout charges for. A shopper's earlier choice can drop out when the cart or address
 * changes (a price band left behind); then the cheapest takes its place rather than nothing.
 */
export function chooseShippingOption(
  options: readonly ShippingOption[],
  selectedId: string | null,
): ShippingOption | null {
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
