import { useMutation } from '@apollo/client/react';
import { parsePriceInput } from '@atelier/commerce';
import { useState, type FormEvent } from 'react';
import {
  ArchiveCouponDocument,
  SaveCouponDocument,
  type OwnerCheckoutRulesQuery,
} from '../../graphql/generated/dashboard.ts';
import { parsePercentInput, parseWholeInput, percentText } from './amount-input.ts';
import { formReader } from './form-reader.ts';
import { Money } from '../shared/money.tsx';
import { names } from './user-errors.tsx';
import { RuleChangeOutcome } from './rule-change-outcome.tsx';
import { useRuleChanges } from './use-rule-changes.ts';
import { RowAction } from './row-action.tsx';

type Coupon = NonNullable<OwnerCheckoutRulesQuery['site']>['coupons'][number];
type Kind = 'PERCENT' | 'FIXED';

interface CouponsProps {
  coupons: readonly Coupon[];
  currency: string;
  onChanged(): Promise<void>;
}

/** The store's coupons: what each takes off and how often it was used; a form to add one; archiving. */
export function CouponsSection({ coupons, currency, onChanged }: CouponsProps) {
  const [save, saving] = useMutation(SaveCouponDocument);
  const [archive] = useMutation(ArchiveCouponDocument);
  const [kind, setKind] = useState<Kind>('PERCENT');
  const { problems, note, change, refuse } = useRuleChanges(onChanged);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read = formReader(form);
    const code = read.text('code');
    const amount =
      kind === 'PERCENT'
        ? read.take('amount', parsePercentInput(read.text('amount')))?.basisPoints
        : read.take('amount', parsePriceInput(read.text('amount'), currency))?.minor;
    const minimum = read.text('minSubtotalCents')
      ? read.take('minSubtotalCents', parsePriceInput(read.text('minSubtotalCents'), currency))?.minor
      : 0;
    const limit = read.text('usageLimit')
      ? read.take('usageLimit', parseWholeInput(read.text('usageLimit'), 'the number of uses'))?.value
      : null;
    const expiresAt = read.text('expiresAt') ? read.take('expiresAt', endOfDay(read.text('expiresAt')))?.iso : null;
    if (
      read.problems.length > 0 ||
      amount === undefined ||
      minimum === undefined ||
      limit === undefined ||
      expiresAt === undefined
    )
      return refuse(read.problems);
    if (
      !(await change(
        async () =>
          (
            await save({
              variables: { input: { code, kind, amount, minSubtotalCents: minimum, usageLimit: limit, expiresAt } },
            })
          ).data?.saveCoupon,
        `Coupon ${code.toUpperCase()} added.`,
      ))
    )
      return;
    form.reset();
    setKind('PERCENT');
  };

  const archiveCoupon = (coupon: Coupon) =>
    change(
      async () => (await archive({ variables: { id: coupon.id } })).data?.archiveCoupon,
      `Coupon ${coupon.code} archived: orders that used it keep it.`,
    );

  return (
    <div className="checkout-rules" aria-labelledby="coupons-title" role="group">
      <h3 id="coupons-title">Coupons</h3>
      {coupons.length === 0 ? (
        <p className="cart-status">No coupons.</p>
      ) : (
        <div className="table-scroll">
          <table className="inventory-table" data-testid="coupons">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Minimum</th>
                <th scope="col">Expires</th>
                <th scope="col">Used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <tr key={coupon.id} data-code={coupon.code}>
                  <th scope="row" className="coupon-code">
                    {coupon.code}
                  </th>
                  <td className="nowrap">
                    {coupon.kind === 'PERCENT' ? (
                      `${percentText(coupon.amount)} off`
                    ) : (
                      <>
                        <Money value={{ minor: coupon.amount, currency }} /> off
                      </>
                    )}
                  </td>
                  <td className="nowrap">
                    {coupon.minSubtotalCents > 0 ? <Money value={{ minor: coupon.minSubtotalCents, currency }} /> : '—'}
                  </td>
                  <td className="nowrap">
                    {coupon.expiresAt
                      ? new Date(coupon.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })
                      : 'Never'}
                  </td>
                  <td className="nowrap">
                    {coupon.timesUsed.toLocaleString('en-US')} /{' '}
                    {coupon.usageLimit === null ? 'no limit' : coupon.usageLimit.toLocaleString('en-US')}
                  </td>
                  <RowAction label="Archive" name={coupon.code} onClick={() => void archiveCoupon(coupon)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="rule-form" onSubmit={submit} aria-label="New coupon" noValidate>
        <div className="panel-row">
          <label>
            Code
            <input
              name="code"
              required
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              aria-invalid={names(problems, 'code') || undefined}
            />
          </label>
          <label>
            Kind
            <select name="kind" value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
              <option value="PERCENT">Percent off</option>
              <option value="FIXED">Amount off</option>
            </select>
          </label>
          <label>
            {kind === 'PERCENT' ? 'Percent off' : `Amount off (${currency})`}
            <input
              name="amount"
              inputMode="decimal"
              required
              autoComplete="off"
              aria-invalid={names(problems, 'amount') || undefined}
            />
          </label>
          <label>
            Minimum subtotal ({currency})
            <input
              name="minSubtotalCents"
              inputMode="decimal"
              placeholder="None"
              autoComplete="off"
              aria-invalid={names(problems, 'minSubtotalCents') || undefined}
            />
          </label>
          <label>
            Expires after
            <input name="expiresAt" type="date" aria-invalid={names(problems, 'expiresAt') || undefined} />
          </label>
          <label>
            Uses allowed
            <input
              name="usageLimit"
              inputMode="numeric"
              placeholder="No limit"
              autoComplete="off"
              aria-invalid={names(problems, 'usageLimit') || undefined}
            />
          </label>
          <button type="submit" className="button-secondary" disabled={saving.loading}>
            {saving.loading ? 'Adding…' : 'Add coupon'}
          </button>
        </div>
        <RuleChangeOutcome problems={problems} note={note} />
      </form>
    </div>
  );
}

/** A date picked in the owner's time zone: the coupon holds to the end of that day there. */
function endOfDay(date: string): { iso: string } | { message: string } {
  const end = new Date(`${date}T23:59:59.999`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(end.getTime())
    ? { iso: end.toISOString() }
    : { message: 'Pick the last day the coupon holds.' };
}
