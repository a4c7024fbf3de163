import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { OwnerCheckoutRulesDocument, SaveCheckoutSettingsDocument } from '../../graphql/generated/dashboard.ts';
import { CouponsSection } from './coupons-section.tsx';
import { ShippingRatesSection } from './shipping-rates-section.tsx';
import { TaxRulesSection } from './tax-rules-section.tsx';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';
import { LoadStatus } from './load-status.tsx';

/** How the store prices checkout: its coupons, shipping rates and tax rules, and whether prices include tax. */
export function CheckoutRulesPanel() {
  const { data, loading, error, refetch } = useQuery(OwnerCheckoutRulesDocument);
  const site = data?.site;
  // Every change is read back from the server: lists are sorted and filtered there.
  const reload = async () => {
    await refetch().catch(() => undefined);
  };
  return (
    <section className="dashboard-panel checkout-rules-panel" aria-labelledby="checkout-rules-title">
      <h2 id="checkout-rules-title">Checkout</h2>
      <LoadStatus what="checkout settings" loading={loading} error={error} loaded={Boolean(site)} />
      {site && (
        <>
          <PricesIncludeTaxForm pricesIncludeTax={site.checkoutSettings.pricesIncludeTax} onChanged={reload} />
          <CouponsSection coupons={site.coupons} currency={site.storeSettings.selectedCurrency} onChanged={reload} />
          <ShippingRatesSection
            rates={site.shippingRates}
            currency={site.storeSettings.selectedCurrency}
            onChanged={reload}
          />
          <TaxRulesSection rules={site.taxRules} onChanged={reload} />
        </>
      )}
    </section>
  );
}

function PricesIncludeTaxForm({
  pricesIncludeTax,
  onChanged,
}: {
  pricesIncludeTax: boolean;
  onChanged(): Promise<void>;
}) {
  const [save, { loading }] = useMutation(SaveCheckoutSettingsDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [saved, setSaved] = useState(false);
  const [checked, setChecked] = useState(pricesIncludeTax);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const refused = await problemsOf(
      async () => (await save({ variables: { pricesIncludeTax: checked } })).data?.saveCheckoutSettings,
    );
    setProblems(refused);
    setSaved(refused.length === 0);
    if (refused.length === 0) await onChanged();
  };
  return (
    <form className="checkout-settings" onSubmit={submit} aria-label="Tax in prices">
      <div className="panel-row">
        <label className="check">
          <input
            type="checkbox"
            name="pricesIncludeTax"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />{' '}
          Prices include tax
        </label>
        <button type="submit" className="button-secondary" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </button>
      </div>
      <p className="hint">
        When on, your prices already hold the tax and checkout shows it as included; when off, tax is added at checkout.
      </p>
      {saved && (
        <p className="form-note" role="status">
          Saved.
        </p>
      )}
      <ProblemList problems={problems} />
    </form>
  );
}
