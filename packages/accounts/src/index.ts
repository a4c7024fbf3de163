export {
  checkNewPassword,
  PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  type PasswordCheck,
  type PasswordProblem,
} from './password-rule.ts';
export {
  checkOwnerEmail,
  checkOwnerName,
  EMAIL_LENGTH,
  NAME_LENGTH,
  OWNER_INPUT_MESSAGES,
  type InputCheck,
} from './owner-input.ts';
