import type { EntityManager } from '@mikro-orm/postgresql';
import { inJsonList } from '@atelier/platform';
import type { CouponRule } from '../../domain/checkout/coupon-check.ts';
import type { ShippingRate } from '../../domain/checkout/shipping-options.ts';
import type { TaxRule } from '../../domain/checkout/tax-rules.ts';

/** A site's rules for pricing a checkout, as the owner set them. */
export interface PricingRules {
  pricesIncludeTax: boolean;
  coupons: Map<string, CouponRule & { id: string }>;
  rates: ShippingRate[];
  taxRules: TaxRule[];
}

interface CouponRow {
  id: string;
  code: string;
  kind: 'PERCENT' | 'FIXED';
  amount: number;
  min_subtotal_cents: string | number;
  expires_at: Date | string | null;
  usage_limit: number | null;
  times_used: number;
}

/** A coupon as the owner's API shows it. */
export type CouponModel = CouponRule & { id: string };

export const couponOf = (row: CouponRow): CouponModel => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  amount: row.amount,
  minSubtotalCents: Number(row.min_subtotal_cents),
  // The driver gives timestamps as text here.
  expiresAt: row.expires_at == null ? null : new Date(row.expires_at),
  usageLimit: row.usage_limit,
  timesUsed: row.times_used,
});

export const COUPON_COLUMNS = 'id, code, kind, amount, min_subtotal_cents, expires_at, usage_limit, times_used';

interface RateRow {
  id: string;
  name: string;
  countries: string[];
  basis: ShippingRate['basis'];
  min_value: string | number;
  max_value: string | number | null;
  price_cents: string | number;
}

interface TaxRow {
  id: string;
  name: string;
  country: string;
  region: string | null;
  rate_basis_points: number;
  applies_to_shipping: boolean;
}

/**
 * The site's rules in one statement (each list as JSON, in the order pricing reads it): an add and
 * a cart's view read them on every request, and three round trips cost more than their rows. The
 * coupons of the given codes come in it too; an empty list of codes matches none.
 */
const RULES_SQL = `select
  coalesce((select prices_include_tax from cart.checkout_settings where website_id = ?), false) as prices_include_tax,
  coalesce((select json_agg(c) from (select ${COUPON_COLUMNS} from cart.coupon
    where website_id = ? and archived_at is null and ${inJsonList('code')}) c), '[]') as coupons,
  coalesce((select json_agg(r order by r.price_cents, r.name, r.id) from (select id, name, countries, basis, min_value,
    max_value, price_cents from cart.shipping_rate where website_id = ?) r), '[]') as rates,
  coalesce((select json_agg(t order by t.country, t.region nulls first, t.name, t.id) from (select id, name, country,
    region, rate_basis_points, applies_to_shipping from cart.tax_rule where website_id = ?) t), '[]') as tax_rules`;

/**
 * Reads what prices a checkout of the site: its settings, the coupons of the given codes (not
 * archived), its shipping rates and tax rules. The manager's own execute, so that inside a
 * transaction it reads what the transaction sees.
 */
export async function loadPricingRules(
  em: EntityManager,
  siteId: string,
  couponCodes: readonly string[],
): Promise<PricingRules> {
  const [row] = await em.execute<
    { prices_include_tax: boolean; coupons: CouponRow[]; rates: RateRow[]; tax_rules: TaxRow[] }[]
  >(RULES_SQL, [siteId, siteId, JSON.stringify(couponCodes), siteId, siteId]);
  const { prices_include_tax: pricesIncludeTax, coupons, rates, tax_rules: taxRules } = row!;
  return {
    pricesIncludeTax,
    coupons: new Map(coupons.map((c) => [c.code, couponOf(c)])),
    rates: rates.map((r) => ({
      id: r.id,
      name: r.name,
      countries: r.countries,
      basis: r.basis,
      min: Number(r.min_value),
      max: r.max_value == null ? null : Number(r.max_value),
      priceCents: Number(r.price_cents),
    })),
    taxRules: taxRules.map((t) => ({
      id: t.id,
      name: t.name,
      country: t.country,
      region: t.region,
      rateBasisPoints: t.rate_basis_points,
      appliesToShipping: t.applies_to_shipping,
    })),
  };
}
