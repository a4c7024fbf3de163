/** A signed-in owner stays signed in for 14 days. */
export const SESSION_LIFETIME_SECONDS = 14 * 24 * 60 * 60;
