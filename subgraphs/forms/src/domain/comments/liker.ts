import { createHmac } from 'node:crypto';
import { isLikerId } from '@atelier/forms';

/** Who is liking: the like button's id for the browser when it sent one, and the client's address. */
export interface Liker {
  visitorId: string | null | undefined;
  clientAddress: string;
}

/**
 * The key one like per visitor is kept under: a keyed hash of the site and the visitor's id, or of
 * the site and the client's address when the browser sent no id. Each kind hashes under its own
 * label, so an id never meets an address; the key makes the hash useless across sites, and neither
 * the id nor the address is kept by any table. undefined: a visitorId of another shape than the
 * button's, refused rather than counted by address (a like must not quietly count twice).
 */
export function likerKey(secret: string, siteId: string, liker: Liker): string | undefined {
  const hash = (kind: string, who: string) =>
    createHmac('sha256', secret).update(`${kind}\n${siteId}\n${who}`).digest('base64url');
  if (liker.visitorId === null || liker.visitorId === undefined) return hash('like', liker.clientAddress);
  return isLikerId(liker.visitorId) ? hash('like-visitor', liker.visitorId) : undefined;
}
