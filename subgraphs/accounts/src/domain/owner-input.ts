import { checkNewPassword, checkOwnerEmail, checkOwnerName } from '@atelier/accounts';
import { failed, ok, type FieldPath, type Outcome, type UserError } from '@atelier/platform';
import { userError } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';

/** An email as given, checked by @atelier/accounts' rule; kept lower-cased. */
export function parseEmail(email: string, field: FieldPath): Outcome<string, AccountsErrorCode> {
  const checked = checkOwnerEmail(email);
  return checked.ok ? ok(checked.value) : failed([userError('EMAIL_INVALID', field, { message: checked.message })]);
}

/** A new password's refusal by @atelier/accounts' rule, or null when it will do. */
export function passwordProblem(
  password: string,
  email: string,
  field: FieldPath,
): UserError<AccountsErrorCode> | null {
  const checked = checkNewPassword(password, { email });
  if (checked.ok) return null;
  return userError(checked.problem === 'tooLong' ? 'PASSWORD_TOO_LONG' : 'PASSWORD_WEAK', field, {
    message: checked.message,
  });
}

export interface NewOwnerInput {
  name: string;
  email: string;
  password: string;
}

/** A sign-up's name, email and password, checked whole: every problem at once, each at its field. */
export function parseNewOwner(input: NewOwnerInput): Outcome<NewOwnerInput, AccountsErrorCode> {
  const errors: UserError<AccountsErrorCode>[] = [];
  const name = checkOwnerName(input.name);
  if (!name.ok) errors.push(userError('NAME_INVALID', ['input', 'name'], { message: name.message }));
  const email = parseEmail(input.email, ['input', 'email']);
  if (!email.ok) errors.push(...email.errors);
  const password = passwordProblem(input.password, input.email, ['input', 'password']);
  if (password) errors.push(password);
  if (errors.length || !name.ok || !email.ok) return failed(errors);
  return ok({ name: name.value, email: email.value, password: input.password });
}
