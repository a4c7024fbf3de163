import type { ShippingLocation } from './shipping-options.ts';
import { roundedShare } from './rounded-share.ts';

/** A tax the owner charges in a country, or only in one of its regions. */
export interface TaxRule {
  id: string;
  name: string;
  country: string;
  region: string | null;
  /** 825 = 8.25 %: basis points keep rates such as 8.25 % whole numbers. */
  rateBasisPoints: number;
  appliesToShipping: boolean;
}

/** One rule's share of an order's tax, so a receipt can list each tax by name. */
export interface AppliedTax {
  id: string;
  name: string;
  rateBasisPoints: number;
  taxCents: number;
}

const WHOLE = 10_000;

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * The rules that tax an order sent here. They stack: a country's rule and a rule of the region
 * within it both apply, as a state tax comes on top of a national one. Owners type codes in either
 * case, so the comparison ignores it.
 */
export function applicableTaxRules(rules: readonly TaxRule[], location: ShippingLocation | null): TaxRule[] {
  if (!location) return [];
  return rules.filter(
    (rule) =>
      same(rule.country, location.country) &&
      (rule.region === null || (location.region !== null && same(rule.region, location.region))),
  );
}

/**
 * The tax inside an amount that already includes it at a combined rate: what is left after taking
 * out the pre-tax price. Working from the combined rate (not rule by rule) keeps the whole exactly
 * what a single rate would give.
 */
function taxIncluded(amountCents: number, combinedBasisPoints: number): number {
  if (combinedBasisPoints <= 0) return 0;
  return amountCents - roundedShare(amountCents, WHOLE, WHOLE + combinedBasisPoints);
}

/**
 * Parts of `whole` in proportion to each rule's rate, each rounded, the last taking what remains so
 * the parts add up to the whole exactly. A part is never more than what remains, so none goes negative
 * even when several round up.
 */
function splitByRate(whole: number, rules: readonly TaxRule[]): number[] {
  const combined = rules.reduce((sum, r) => sum + r.rateBasisPoints, 0);
  if (whole === 0 || combined <= 0) return rules.map(() => 0);
  let remaining = whole;
  return rules.map((rule, i) => {
    if (i === rules.length - 1) return remaining;
    const part = Math.min(roundedShare(whole, rule.rateBasisPoints, combined), remaining);
    remaining -= part;
    return part;
  });
}

/**
 * The tax on an order. When prices exclude tax, each rule taxes its own base. When they include it,
 * the tax is already inside the goods and shipping amounts and is only taken out to be reported; goods
 * and shipping are separate bases because a rule may tax one and not the other.
 */
export function taxFor(
  rules: readonly TaxRule[],
  location: ShippingLocation | null,
  amounts: { goodsCents: number; shippingCents: number },
  pricesIncludeTax: boolean,
): { taxCents: number; applied: AppliedTax[] } {
  const applicable = applicableTaxRules(rules, location);
  const goods = Math.max(0, amounts.goodsCents);
  const shipping = Math.max(0, amounts.shippingCents);

  let taxes: number[];
  if (!pricesIncludeTax) {
    taxes = applicable.map((rule) =>
      roundedShare(goods + (rule.appliesToShipping ? shipping : 0), rule.rateBasisPoints, WHOLE),
    );
  } else {
    const goodsRate = applicable.reduce((sum, r) => sum + r.rateBasisPoints, 0);
    const goodsParts = splitByRate(taxIncluded(goods, goodsRate), applicable);
    const shippingRules = applicable.filter((r) => r.appliesToShipping);
    const shippingRate = shippingRules.reduce((sum, r) => sum + r.rateBasisPoints, 0);
    const shippingParts = splitByRate(taxIncluded(shipping, shippingRate), shippingRules);
    taxes = applicable.map((rule, i) => {
      const s = shippingRules.indexOf(rule);
      return (goodsParts[i] ?? 0) + (s >= 0 ? (shippingParts[s] ?? 0) : 0);
    });
  }

  const applied = applicable.map((rule, i) => ({
    id: rule.id,
    name: rule.name,
    rateBasisPoints: rule.rateBasisPoints,
    taxCents: taxes[i] ?? 0,
  }));
  return { taxCents: applied.reduce((sum, a) => sum + a.taxCents, 0), applied };
}
