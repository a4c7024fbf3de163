/** Emails compare without regard to case or surrounding spaces; owners are stored this way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** No address is longer than 254 characters (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;
