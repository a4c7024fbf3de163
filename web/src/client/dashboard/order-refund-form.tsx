import { useMutation } from '@apollo/client/react';
import { toDecimalString } from '@atelier/commerce';
import { useState, type FormEvent } from 'react';
import { RefundOrderDocument } from '../../graphql/generated/dashboard.ts';
import { parseAmountInput } from './amount-input.ts';
import { Money } from '../shared/money.tsx';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';

interface RefundFormProps {
  orderId: string;
  currency: string;
  /** What is left to refund, in minor units: the amount offered at first. */
  remaining: number;
  onRefunded(amount: number): Promise<void>;
}

/** A refund of the whole remainder or a part of it; the button names the sum it sends. */
export function OrderRefundForm({ orderId, currency, remaining, onRefunded }: RefundFormProps) {
  const [refund, { loading }] = useMutation(RefundOrderDocument);
  const [text, setText] = useState(() => toDecimalString(remaining, currency));
  const [problems, setProblems] = useState<Problem[]>([]);
  const parsed = parseAmountInput(text, currency);
  const amount = 'minor' in parsed ? parsed.minor : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ('message' in parsed) return setProblems([{ field: ['amountCents'], message: parsed.message }]);
    // Checked here too, so that the owner reads the limit in money rather than the API's minor units.
    if (parsed.minor <= 0 || parsed.minor > remaining)
      return setProblems([
        {
          field: ['amountCents'],
          message: `Enter an amount from ${toDecimalString(1, currency)} to ${toDecimalString(remaining, currency)}.`,
        },
      ]);
    setProblems([]);
    // The amount is always sent, even for the whole remainder: should another refund land first, this one is refused rather than changed.
    const refused = await problemsOf(
      async () => (await refund({ variables: { id: orderId, amountCents: parsed.minor } })).data?.refundOrder,
    );
    setProblems(refused);
    if (refused.length === 0) await onRefunded(parsed.minor);
  };

  return (
    <form className="order-refund" onSubmit={submit} aria-label="Refund" noValidate>
      <div className="panel-row">
        <label>
          Refund amount ({currency})
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={problems.length > 0 || undefined}
            aria-describedby="refund-hint"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="button-secondary" disabled={loading}>
          {loading ? (
            'Refunding…'
          ) : amount && amount > 0 ? (
            <>
              Refund <Money value={{ minor: amount, currency }} />
            </>
          ) : (
            'Refund'
          )}
        </button>
      </div>
      <p className="hint" id="refund-hint">
        Up to <Money value={{ minor: remaining, currency }} /> can be refunded. A whole refund of an order not yet
        fulfilled puts its items back in stock.
      </p>
      <ProblemList problems={problems} />
    </form>
  );
}
