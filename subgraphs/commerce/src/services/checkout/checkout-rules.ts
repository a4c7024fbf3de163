import type { EntityManager } from '@mikro-orm/postgresql';
import { newId, type Outcome } from '@atelier/platform';
import type { CouponRule } from '../../domain/checkout/coupon-check.ts';
import type { ShippingRate } from '../../domain/checkout/shipping-options.ts';
import type { TaxRule } from '../../domain/checkout/tax-rules.ts';
import { COUPON_COLUMNS, couponOf, loadPricingRules } from './pricing-rules.ts';
import { userError, type CartUserError } from '../../errors.ts';

export type Saved<T> = Outcome<T, CartUserError['code']>;
const NOT_FOUND = (what: 'coupon' | 'shipping rate' | 'tax rule') => userError('NOT_FOUND', ['id'], { of: what });

export async function listCoupons(em: EntityManager, siteId: string) {
  const rows = await em.execute<Parameters<typeof couponOf>[0][]>(
    `select ${COUPON_COLUMNS} from cart.coupon where website_id = ? and archived_at is null order by created_at desc, id desc`,
    [siteId],
  );
  return rows.map(couponOf);
}

/** Creates or changes a coupon; a code another coupon of the store uses is refused. */
export async function saveCoupon(
  em: EntityManager,
  siteId: string,
  id: string | null | undefined,
  coupon: Omit<CouponRule, 'timesUsed'>,
): Promise<Saved<CouponRule & { id: string }>> {
  const taken = await em.execute<{ id: string }[]>(
    'select id from cart.coupon where website_id = ? and code = ? and id <> ?',
    [siteId, coupon.code, id ?? ''],
  );
  if (taken.length) return { ok: false, errors: [userError('CODE_TAKEN', ['input', 'code'], { code: coupon.code })] };
  const values = [
    coupon.code,
    coupon.kind,
    coupon.amount,
    coupon.minSubtotalCents,
    coupon.expiresAt,
    coupon.usageLimit,
  ];
  const rows = id
    ? await em.execute<Parameters<typeof couponOf>[0][]>(
        // A limit below what was used already is kept at the uses: the coupon is simply used up.
        `update cart.coupon set code = ?, kind = ?, amount = ?, min_subtotal_cents = ?, expires_at = ?, usage_limit = greatest(?, times_used) where id = ? and website_id = ? and archived_at is null returning ${COUPON_COLUMNS}`,
        [...values, id, siteId],
      )
    : await em.execute<Parameters<typeof couponOf>[0][]>(
        `insert into cart.coupon (id, website_id, code, kind, amount, min_subtotal_cents, expires_at, usage_limit) values (?, ?, ?, ?, ?, ?, ?, ?) returning ${COUPON_COLUMNS}`,
        [newId('coupon'), siteId, ...values],
      );
  return rows[0] ? { ok: true, value: couponOf(rows[0]) } : { ok: false, errors: [NOT_FOUND('coupon')] };
}

export async function archiveCoupon(
  em: EntityManager,
  siteId: string,
  id: string,
): Promise<Saved<CouponRule & { id: string }>> {
  const rows = await em.execute<Parameters<typeof couponOf>[0][]>(
    `update cart.coupon set archived_at = now() where id = ? and website_id = ? and archived_at is null returning ${COUPON_COLUMNS}`,
    [id, siteId],
  );
  return rows[0] ? { ok: true, value: couponOf(rows[0]) } : { ok: false, errors: [NOT_FOUND('coupon')] };
}

export async function saveShippingRate(
  em: EntityManager,
  siteId: string,
  id: string | null | undefined,
  rate: Omit<ShippingRate, 'id'>,
): Promise<Saved<ShippingRate>> {
  const values = [rate.name, JSON.stringify(rate.countries), rate.basis, rate.min, rate.max, rate.priceCents];
  const rows = id
    ? await em.execute<{ id: string }[]>(
        'update cart.shipping_rate set name = ?, countries = ?::jsonb, basis = ?, min_value = ?, max_value = ?, price_cents = ? where id = ? and website_id = ? returning id',
        [...values, id, siteId],
      )
    : await em.execute<{ id: string }[]>(
        'insert into cart.shipping_rate (id, website_id, name, countries, basis, min_value, max_value, price_cents) values (?, ?, ?, ?::jsonb, ?, ?, ?, ?) returning id',
        [newId('rate'), siteId, ...values],
      );
  return rows[0]
    ? { ok: true, value: { id: rows[0].id, ...rate } }
    : { ok: false, errors: [NOT_FOUND('shipping rate')] };
}

export async function saveTaxRule(
  em: EntityManager,
  siteId: string,
  id: string | null | undefined,
  rule: Omit<TaxRule, 'id'>,
): Promise<Saved<TaxRule>> {
  const values = [rule.name, rule.country, rule.region, rule.rateBasisPoints, rule.appliesToShipping];
  const rows = id
    ? await em.execute<{ id: string }[]>(
        'update cart.tax_rule set name = ?, country = ?, region = ?, rate_basis_points = ?, applies_to_shipping = ? where id = ? and website_id = ? returning id',
        [...values, id, siteId],
      )
    : await em.execute<{ id: string }[]>(
        'insert into cart.tax_rule (id, website_id, name, country, region, rate_basis_points, applies_to_shipping) values (?, ?, ?, ?, ?, ?, ?) returning id',
        [newId('tax'), siteId, ...values],
      );
  return rows[0] ? { ok: true, value: { id: rows[0].id, ...rule } } : { ok: false, errors: [NOT_FOUND('tax rule')] };
}

/** Deletes a shipping rate or tax rule of the site; orders keep copies of what priced them. */
export async function deleteRule(
  em: EntityManager,
  siteId: string,
  table: 'shipping_rate' | 'tax_rule',
  id: string,
): Promise<Saved<null>> {
  const rows = await em.execute<{ id: string }[]>(
    `delete from cart.${table} where id = ? and website_id = ? returning id`,
    [id, siteId],
  );
  return rows.length
    ? { ok: true, value: null }
    : { ok: false, errors: [NOT_FOUND(table === 'tax_rule' ? 'tax rule' : 'shipping rate')] };
}

export async function saveCheckoutSettings(
  em: EntityManager,
  siteId: string,
  pricesIncludeTax: boolean,
): Promise<{ pricesIncludeTax: boolean }> {
  await em.execute(
    'insert into cart.checkout_settings (website_id, prices_include_tax) values (?, ?) on conflict (website_id) do update set prices_include_tax = excluded.prices_include_tax, updated_at = now()',
    [siteId, pricesIncludeTax],
    'run',
  );
  return { pricesIncludeTax };
}

export async function pricingRulesOf(em: EntityManager, siteId: string) {
  return loadPricingRules(em, siteId, []);
}
