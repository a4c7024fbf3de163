import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { TEST_CARDS } from '@atelier/commerce';
import { BillingSaveCardDocument } from '../../graphql/generated/dashboard.ts';
import { sendBillingEvent } from './billing-events.ts';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';
import { CardNumberInput } from './card-number-input.tsx';

/** A card number as it is printed on the card, in groups of four (the field takes it so too), kept on one line. */
function CardNumber({ digits }: { digits: string }) {
  return <span className="card-number">{digits.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>;
}

/** What a card field says of the test provider's cards (packages/commerce TEST_CARDS). */
export function TestCardsHint() {
  return (
    <>
      Test mode: <CardNumber digits={TEST_CARDS.approve} /> is approved, <CardNumber digits={TEST_CARDS.decline} />{' '}
      declined.
    </>
  );
}

/**
 * The card the site's plan is charged to: changed by typing a new number (the test provider's cards
 * here). A card saved is read again by the panel (`onSaved`): the answer carries no site id to update it by.
 */
export function BillingCardForm({ paymentMethod, onSaved }: { paymentMethod: string | null; onSaved(): void }) {
  const [save, saving] = useMutation(BillingSaveCardDocument);
  const [open, setOpen] = useState(false);
  const [cardNumber, setCardNumber] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [saved, setSaved] = useState(false);
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    sendBillingEvent('click', 'save-card');
    setSaved(false);
    const refused = await problemsOf(async () => (await save({ variables: { cardNumber } })).data?.saveBillingCard);
    setProblems(refused);
    if (refused.length === 0) {
      setSaved(true);
      setOpen(false);
      setCardNumber('');
      onSaved();
    }
  };

  return (
    <div className="billing-card">
      <h3>Payment method</h3>
      <p className="billing-card-now">
        {paymentMethod ?? 'No card kept yet.'}
        {saved && (
          <span className="hint" role="status">
            {' '}
            · saved
          </span>
        )}
      </p>
      {!open ? (
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            sendBillingEvent('click', 'change-card');
            setOpen(true);
            setSaved(false);
          }}
        >
          {paymentMethod ? 'Change card' : 'Add a card'}
        </button>
      ) : (
        <form className="panel-row billing-card-form" onSubmit={submit}>
          <label>
            Card number
            <CardNumberInput
              value={cardNumber}
              onChange={setCardNumber}
              describedBy={hintId}
              invalid={problems.length > 0}
              required
            />
          </label>
          <button type="submit" className="button-primary" disabled={saving.loading}>
            {saving.loading ? 'Saving…' : 'Save card'}
          </button>
          <button type="button" className="button-secondary" onClick={() => (setOpen(false), setProblems([]))}>
            Cancel
          </button>
          <p className="hint billing-card-hint" id={hintId}>
            <TestCardsHint />
          </p>
        </form>
      )}
      <ProblemList problems={problems} />
    </div>
  );
}
