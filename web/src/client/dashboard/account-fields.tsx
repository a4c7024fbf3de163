import { useId, type InputHTMLAttributes } from 'react';
import type { Problem } from './user-errors.tsx';

/** The first message about this input (the last part of a problem's path names it), for beside the field. */
export const messageFor = (problems: readonly Problem[], field: string) =>
  problems.find((problem) => problem.field?.at(-1) === field)?.message;

/** The problems no field shows: for the alert above the button. */
export const unplaced = (problems: readonly Problem[], fields: readonly string[]) =>
  problems.filter((problem) => !fields.includes(problem.field?.at(-1) ?? ''));

/**
 * A labelled input of the account pages, its hint and problem under it, tied to it by
 * aria-describedby (outside the label, so they are not read as its name); invalid while it has a problem.
 */
export function AccountField({
  label,
  hint,
  problem,
  ...input
}: { label: string; hint?: string; problem?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} aria-invalid={problem ? true : undefined} aria-describedby={described} />
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {problem && (
        <span className="field-error" id={`${id}-problem`} data-field-error={input.name}>
          {problem}
        </span>
      )}
    </div>
  );
}
