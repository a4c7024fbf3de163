/**
 * The simple address pattern of SPEC section 5, shared by the form's email field and the restock
 * sign-up: something, an @, and a domain with a dot, no spaces; 3 to 256 characters (section 9).
 */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(text: string): boolean {
  // The length goes first so the pattern never runs over an oversized answer.
  const length = [...text].length;
  return length >= EMAIL_LENGTH.min && length <= EMAIL_LENGTH.max && EMAIL_PATTERN.test(text);
}
