import { useMutation } from '@apollo/client/react';
import { parsePriceInput } from '@atelier/commerce';
import { useState, type FormEvent } from 'react';
import {
  DeleteShippingRateDocument,
  SaveShippingRateDocument,
  type OwnerCheckoutRulesQuery,
} from '../../graphql/generated/dashboard.ts';
import { parseWholeInput } from './amount-input.ts';
import { formReader } from './form-reader.ts';
import { Money } from '../shared/money.tsx';
import { names } from './user-errors.tsx';
import { RuleChangeOutcome } from './rule-change-outcome.tsx';
import { useRuleChanges } from './use-rule-changes.ts';
import { RowAction } from './row-action.tsx';

type Rate = NonNullable<OwnerCheckoutRulesQuery['site']>['shippingRates'][number];
type Basis = 'FLAT' | 'PRICE' | 'WEIGHT';

const BASIS_TEXT: Readonly<Record<Basis, string>> = {
  FLAT: 'Flat rate',
  PRICE: 'By subtotal after discounts',
  WEIGHT: 'By weight',
};

interface RatesProps {
  rates: readonly Rate[];
  currency: string;
  onChanged(): Promise<void>;
}

/** The store's shipping rates: where each ships and for which subtotals or weights; adding and deleting. */
export function ShippingRatesSection({ rates, currency, onChanged }: RatesProps) {
  const [save, saving] = useMutation(SaveShippingRateDocument);
  const [remove] = useMutation(DeleteShippingRateDocument);
  const [basis, setBasis] = useState<Basis>('FLAT');
  const { problems, note, change, refuse } = useRuleChanges(onChanged);
  // Bounds are minor units by subtotal and grams by weight: each is read in its own unit.
  const bound = (text: string): { value: number } | { message: string } => {
    if (basis === 'WEIGHT') return parseWholeInput(text, 'a weight in grams');
    const price = parsePriceInput(text, currency);
    return 'minor' in price ? { value: price.minor } : price;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read = formReader(form);
    const name = read.text('name');
    const countries = read
      .text('countries')
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase());
    const ranged = basis !== 'FLAT';
    const min = ranged && read.text('min') ? read.take('min', bound(read.text('min')))?.value : 0;
    const max = ranged && read.text('max') ? read.take('max', bound(read.text('max')))?.value : null;
    const priceCents = read.take('priceCents', parsePriceInput(read.text('priceCents'), currency))?.minor;
    if (read.problems.length > 0 || min === undefined || max === undefined || priceCents === undefined)
      return refuse(read.problems);
    if (
      !(await change(
        async () =>
          (
            await save({ variables: { input: { name, countries, basis, min, max, priceCents } } })
          ).data?.saveShippingRate,
        `Shipping rate “${name}” added.`,
      ))
    )
      return;
    form.reset();
    setBasis('FLAT');
  };

  const deleteRate = (rate: Rate) =>
    change(
      async () => (await remove({ variables: { id: rate.id } })).data?.deleteShippingRate,
      `Shipping rate “${rate.name}” deleted.`,
    );

  return (
    <div className="checkout-rules" aria-labelledby="shipping-rates-title" role="group">
      <h3 id="shipping-rates-title">Shipping rates</h3>
      {rates.length === 0 ? (
        <p className="cart-status">No shipping rates: orders that need shipping cannot be placed.</p>
      ) : (
        <div className="table-scroll">
          <table className="inventory-table" data-testid="shipping-rates">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Ships to</th>
                <th scope="col">Applies to</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.map((rate) => (
                <tr key={rate.id}>
                  <th scope="row">{rate.name}</th>
                  <td>{rate.countries.length ? rate.countries.join(', ') : 'Everywhere'}</td>
                  <td>
                    <RangeText rate={rate} currency={currency} />
                  </td>
                  <td className="num nowrap">
                    <Money value={{ minor: rate.priceCents, currency }} />
                  </td>
                  <RowAction label="Delete" name={rate.name} onClick={() => void deleteRate(rate)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="rule-form" onSubmit={submit} aria-label="New shipping rate" noValidate>
        <div className="panel-row">
          <label>
            Name
            <input
              name="name"
              required
              maxLength={80}
              autoComplete="off"
              aria-invalid={names(problems, 'name') || undefined}
            />
          </label>
          <label>
            Countries
            <input
              name="countries"
              placeholder="Everywhere, or US, CA"
              autoComplete="off"
              aria-describedby="rate-countries-hint"
              aria-invalid={names(problems, 'countries') || undefined}
            />
          </label>
          <label>
            Basis
            <select name="basis" value={basis} onChange={(event) => setBasis(event.target.value as Basis)}>
              {(Object.keys(BASIS_TEXT) as Basis[]).map((value) => (
                <option key={value} value={value}>
                  {BASIS_TEXT[value]}
                </option>
              ))}
            </select>
          </label>
          {basis !== 'FLAT' && (
            <>
              <label>
                {basis === 'PRICE' ? `From subtotal (${currency})` : 'From weight (g)'}
                <input
                  name="min"
                  inputMode={basis === 'PRICE' ? 'decimal' : 'numeric'}
                  placeholder="0"
                  autoComplete="off"
                  aria-invalid={names(problems, 'min') || undefined}
                />
              </label>
              <label>
                {basis === 'PRICE' ? `Below subtotal (${currency})` : 'Below weight (g)'}
                <input
                  name="max"
                  inputMode={basis === 'PRICE' ? 'decimal' : 'numeric'}
                  placeholder="No end"
                  autoComplete="off"
                  aria-invalid={names(problems, 'max') || undefined}
                />
              </label>
            </>
          )}
          <label>
            Price ({currency})
            <input
              name="priceCents"
              inputMode="decimal"
              required
              autoComplete="off"
              aria-invalid={names(problems, 'priceCents') || undefined}
            />
          </label>
          <button type="submit" className="button-secondary" disabled={saving.loading}>
            {saving.loading ? 'Adding…' : 'Add rate'}
          </button>
        </div>
        <p className="hint" id="rate-countries-hint">
          Countries are two-letter codes separated by commas; leave them empty to ship everywhere.
        </p>
        <RuleChangeOutcome problems={problems} note={note} />
      </form>
    </div>
  );
}

function RangeText({ rate, currency }: { rate: Rate; currency: string }) {
  if (rate.basis === 'PRICE') {
    return (
      <>
        Subtotals from <Money value={{ minor: rate.min, currency }} />
        {rate.max !== null && (
          <>
            {' '}
            to under <Money value={{ minor: rate.max, currency }} />
          </>
        )}
      </>
    );
  }
  if (rate.basis === 'WEIGHT')
    return (
      <>{`Weights from ${rate.min.toLocaleString('en-US')} g${rate.max !== null ? ` to under ${rate.max.toLocaleString('en-US')} g` : ''}`}</>
    );
  return <>Every order</>;
}
