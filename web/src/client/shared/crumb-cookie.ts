/** The page's crumb (a cookie scripts may read), sent back in X-CSRF-Token on the site's own posts. */
export function crumbCookie(): string {
  const match = /(?:^|;\s*)crumb=([0-9a-f]+)/.exec(document.cookie);
  return match?.[1] ?? '';
}
