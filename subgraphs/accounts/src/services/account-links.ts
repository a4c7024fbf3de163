import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken, isWellFormedToken, newOpaqueToken, Refusal, type Outcome, ok } from '@atelier/platform';
import { AccountLink } from '../entities/account-link.ts';
import {
  linkExpiry,
  linkState,
  SPENT_LINKS_KEPT_DAYS,
  type LinkKind,
  type LinkState,
} from '../domain/account-links.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';

/** What a link is bound to: the address a verification verifies, the website a hand-off is for. */
export interface LinkBinding {
  email?: string;
  websiteId?: string;
}

/** Issues a link of this kind to the owner (written with the manager's flush or transaction); the token goes in the mail. */
export function issueLink(em: EntityManager, ownerId: string, kind: LinkKind, binding: LinkBinding = {}): string {
  const token = newOpaqueToken();
  em.create(AccountLink, {
    tokenHash: hashToken(token),
    ownerId,
    purpose: kind,
    email: binding.email ?? null,
    websiteId: binding.websiteId ?? null,
    expiresAt: linkExpiry(kind, new Date()),
  });
  return token;
}

/** Where a token of this kind stands; 'invalid' for one never issued (or of another kind). */
export async function linkStatus(
  em: EntityManager,
  token: string,
  kind: LinkKind,
): Promise<{ state: LinkState | 'invalid'; link: AccountLink | null }> {
  const link = isWellFormedToken(token)
    ? await em.findOne(AccountLink, { tokenHash: hashToken(token), purpose: kind })
    : null;
  return link ? { state: linkState(link, new Date()), link } : { state: 'invalid', link: null };
}

const REFUSAL = { invalid: 'LINK_INVALID', expired: 'LINK_EXPIRED', used: 'LINK_USED' } as const;

/** A link that can be used now, or the refusal that says why not (its words name the kind of link). */
export async function usableLink(
  em: EntityManager,
  token: string,
  kind: LinkKind,
): Promise<Outcome<AccountLink, AccountsErrorCode>> {
  const { state, link } = await linkStatus(em, token, kind);
  if (state === 'valid' && link) return ok(link);
  return refuse(REFUSAL[state === 'valid' ? 'invalid' : state], ['token'], { kind });
}

/**
 * Uses the link up, inside the transaction of what it opens: the row is marked used only if it
 * still was not and has not expired, so of two clicks at once one goes on and the other is refused.
 */
export async function spendLink(em: EntityManager, link: AccountLink): Promise<void> {
  const now = new Date();
  const spent = await em.nativeUpdate(
    AccountLink,
    { tokenHash: link.tokenHash, usedAt: null, expiresAt: { $gt: now } },
    { usedAt: now },
  );
  if (spent !== 1) throw new Refusal(refuse('LINK_USED', ['token'], { kind: link.purpose }));
}

/** Marks the owner's other open links of a kind used: a new password retires every reset link sent before it. */
export function retireLinks(em: EntityManager, ownerId: string, kind: LinkKind): Promise<number> {
  return em.nativeUpdate(AccountLink, { ownerId, purpose: kind, usedAt: null }, { usedAt: new Date() });
}

/** Links expired long enough ago that nobody will click them any more. */
export function removeSpentLinks(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(AccountLink, {
    expiresAt: { $lt: new Date(now.getTime() - SPENT_LINKS_KEPT_DAYS * 86_400_000) },
  });
}
