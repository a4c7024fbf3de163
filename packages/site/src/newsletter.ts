/**
 * The site's page of type 300 (newsletter unsubscribe): a newsletter mail's link opens it with its
 * token, and its button posts the token back to the same address.
 */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The absolute unsubscribe link of a mail, for the site on `origin`. */
export const newsletterUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
