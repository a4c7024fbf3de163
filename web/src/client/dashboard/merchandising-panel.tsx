import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  OwnerMerchandisingDocument,
  SaveMerchandisingSettingsDocument,
  type OwnerMerchandisingQuery,
} from '../../graphql/generated/dashboard.ts';
import { LoadStatus } from './load-status.tsx';

type Settings = NonNullable<OwnerMerchandisingQuery['site']>['storeSettings']['merchandisingSettings'];

/** The store's merchandising settings: sold-out text, restock notices, the sold-out variants dropdown. */
export function MerchandisingPanel() {
  const { data, loading, error } = useQuery(OwnerMerchandisingDocument);
  const settings = data?.site?.storeSettings.merchandisingSettings;
  if (!settings) {
    return (
      <section className="dashboard-panel" aria-labelledby="merchandising-title">
        <h2 id="merchandising-title">Merchandising</h2>
        <LoadStatus what="merchandising settings" loading={loading} error={error} loaded={false} />
      </section>
    );
  }
  return <MerchandisingForm settings={settings} />;
}

function MerchandisingForm({ settings }: { settings: Settings }) {
  const [save, { loading }] = useMutation(SaveMerchandisingSettingsDocument);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data } = await save({
      variables: {
        input: {
          customSoldOutText: String(form.get('customSoldOutText') ?? ''),
          restockNotificationsEnabled: form.get('restockNotificationsEnabled') === 'on',
          restockNotificationsSuccessText: String(form.get('restockNotificationsSuccessText') ?? ''),
          soldOutVariantsDropdownDisabled: form.get('soldOutVariantsDropdownDisabled') === 'on',
        },
      },
    });
    const problem = data?.saveMerchandisingSettings.userErrors[0];
    setNote(problem ? { ok: false, text: problem.message } : { ok: true, text: 'Saved.' });
  };
  return (
    <section className="dashboard-panel" aria-labelledby="merchandising-title">
      <h2 id="merchandising-title">Merchandising</h2>
      <form onSubmit={submit}>
        <div className="panel-row">
          <label className="grow">
            Sold-out text <span className="hint">(“Sold Out” when empty)</span>
            <input name="customSoldOutText" maxLength={100} defaultValue={settings.customSoldOutText} />
          </label>
          <label className="check">
            <input
              type="checkbox"
              name="soldOutVariantsDropdownDisabled"
              defaultChecked={settings.soldOutVariantsDropdownDisabled}
            />{' '}
            Sold-out variants cannot be chosen
          </label>
        </div>
        <div className="panel-row">
          <label className="check">
            <input
              type="checkbox"
              name="restockNotificationsEnabled"
              defaultChecked={settings.restockNotificationsEnabled}
            />{' '}
            Offer restock notices on sold-out variants
          </label>
          <label className="grow">
            Message after signing up <span className="hint">(“Signed up!” when empty)</span>
            <input
              name="restockNotificationsSuccessText"
              maxLength={500}
              defaultValue={settings.restockNotificationsSuccessText}
            />
          </label>
        </div>
        {note && (
          <p className={note.ok ? 'form-note' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </p>
        )}
        <button className="button-secondary" type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save settings'}
        </button>
      </form>
    </section>
  );
}
