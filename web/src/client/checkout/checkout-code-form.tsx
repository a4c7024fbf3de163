import { useState, type FormEvent } from 'react';

export interface CheckoutCodeFormProps {
  label: string;
  /** Applies the code; answers the server's refusal, or null when it was applied. */
  apply(code: string): Promise<string | null>;
}

/** A code the shopper types into checkout (a coupon, a gift card): applied on submit, its refusal shown beside it. */
export function CheckoutCodeForm({ label, apply }: CheckoutCodeFormProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const refusal = await apply(code);
      if (refusal) setProblem(refusal);
      else setCode('');
    } catch {
      setProblem('We could not reach the store. Check your connection and try again.');
    }
    setBusy(false);
  };
  return (
    <form className="checkout-coupon" onSubmit={submit}>
      <label>
        <span>{label}</span>
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={Boolean(problem)}
          autoComplete="off"
        />
      </label>
      <button type="submit" disabled={busy || !code.trim()}>
        Apply
      </button>
      {problem && (
        <span className="field-error" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}
