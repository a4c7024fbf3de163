/** The card number field of the billing panel (its card form and the plan change's preview). */
export function CardNumberInput(props: {
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  disabled?: boolean;
  required?: boolean;
}) {
  return (
    <input
      inputMode="numeric"
      autoComplete="cc-number"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
      required={props.required}
    />
  );
}
