import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import {
  DeleteTaxRuleDocument,
  SaveTaxRuleDocument,
  type OwnerCheckoutRulesQuery,
} from '../../graphql/generated/dashboard.ts';
import { parsePercentInput, percentText } from './amount-input.ts';
import { formReader } from './form-reader.ts';
import { names } from './user-errors.tsx';
import { RuleChangeOutcome } from './rule-change-outcome.tsx';
import { useRuleChanges } from './use-rule-changes.ts';
import { RowAction } from './row-action.tsx';

type Rule = NonNullable<OwnerCheckoutRulesQuery['site']>['taxRules'][number];

/** The store's tax rules: where each applies, its rate and whether shipping is taxed; adding and deleting. */
export function TaxRulesSection({ rules, onChanged }: { rules: readonly Rule[]; onChanged(): Promise<void> }) {
  const [save, saving] = useMutation(SaveTaxRuleDocument);
  const [remove] = useMutation(DeleteTaxRuleDocument);
  const { problems, note, change, refuse } = useRuleChanges(onChanged);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read = formReader(form);
    const name = read.text('name');
    const rateBasisPoints = read.take('rateBasisPoints', parsePercentInput(read.text('rateBasisPoints')))?.basisPoints;
    if (read.problems.length > 0 || rateBasisPoints === undefined) return refuse(read.problems);
    const input = {
      name,
      country: read.text('country'),
      region: read.text('region') || null,
      rateBasisPoints,
      appliesToShipping: read.checked('appliesToShipping'),
    };
    if (
      !(await change(async () => (await save({ variables: { input } })).data?.saveTaxRule, `Tax rule “${name}” added.`))
    )
      return;
    form.reset();
  };

  const deleteRule = (rule: Rule) =>
    change(
      async () => (await remove({ variables: { id: rule.id } })).data?.deleteTaxRule,
      `Tax rule “${rule.name}” deleted.`,
    );

  return (
    <div className="checkout-rules" aria-labelledby="tax-rules-title" role="group">
      <h3 id="tax-rules-title">Tax rules</h3>
      {rules.length === 0 ? (
        <p className="cart-status">No tax rules: checkout adds no tax.</p>
      ) : (
        <div className="table-scroll">
          <table className="inventory-table" data-testid="tax-rules">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Where</th>
                <th scope="col" className="num">
                  Rate
                </th>
                <th scope="col">Shipping</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <th scope="row">{rule.name}</th>
                  <td>{rule.region ? `${rule.country}, ${rule.region}` : `${rule.country} (whole country)`}</td>
                  <td className="num nowrap">{percentText(rule.rateBasisPoints)}</td>
                  <td>{rule.appliesToShipping ? 'Taxed' : 'Not taxed'}</td>
                  <RowAction label="Delete" name={rule.name} onClick={() => void deleteRule(rule)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="rule-form" onSubmit={submit} aria-label="New tax rule" noValidate>
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
            Country
            <input
              name="country"
              required
              maxLength={2}
              placeholder="US"
              autoCapitalize="characters"
              autoComplete="off"
              className="short-input"
              aria-invalid={names(problems, 'country') || undefined}
            />
          </label>
          <label>
            Region
            <input
              name="region"
              maxLength={60}
              placeholder="Whole country"
              autoCapitalize="characters"
              autoComplete="off"
              aria-invalid={names(problems, 'region') || undefined}
            />
          </label>
          <label>
            Rate (%)
            <input
              name="rateBasisPoints"
              inputMode="decimal"
              required
              placeholder="7.25"
              autoComplete="off"
              className="short-input"
              aria-invalid={names(problems, 'rateBasisPoints') || undefined}
            />
          </label>
          <label className="check">
            <input type="checkbox" name="appliesToShipping" /> Tax shipping too
          </label>
          <button type="submit" className="button-secondary" disabled={saving.loading}>
            {saving.loading ? 'Adding…' : 'Add tax rule'}
          </button>
        </div>
        <RuleChangeOutcome problems={problems} note={note} />
      </form>
    </div>
  );
}
