import type { EntityManager } from '@mikro-orm/postgresql';
import { featureGatedMessage, isFeatureGated } from '@atelier/billing';
import { apiKeyStart, hashApiKey, isWellFormedApiKey, newApiKeySecret } from '@atelier/partners/server';
import type { ApiKeyScopeName } from '@atelier/partners';
import { announceSiteChange, newId, ok, Refusal, unlessRefused, type Outcome } from '@atelier/platform';
import { ApiKey } from '../entities/api-key.ts';
import { API_KEY_RULES, checkApiKeyInput } from '../domain/api-key-input.ts';
import { refuse } from '../errors.ts';
import type { PartnersErrorCode } from '../generated/resolvers-types.ts';
import type { PlanPort } from '../ports/plan-port.ts';

/** The site's keys, newest first, revoked ones too (the owner sees what was cut off and when). */
export function keysOf(em: EntityManager, siteId: string): Promise<ApiKey[]> {
  return em.find(ApiKey, { websiteId: siteId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

export interface NewApiKey {
  key: ApiKey;
  /** Shown once: only its hash is stored. */
  secret: string;
}

/**
 * Makes a key for the site when its plan includes API access and it has room for one more active
 * key. The count and the insert share a transaction holding the site's lock, so two at once cannot
 * both take the last place.
 */
export async function createApiKey(
  em: EntityManager,
  plans: PlanPort,
  siteId: string,
  input: { name: string; scopes: readonly string[] },
): Promise<Outcome<NewApiKey, PartnersErrorCode>> {
  const checked = checkApiKeyInput(input);
  if (!checked.ok) return checked;
  const entitlement = await plans.entitlementOf(siteId);
  if (isFeatureGated('API_ACCESS', entitlement))
    return refuse('FEATURE_NOT_IN_PLAN', null, { message: featureGatedMessage('API_ACCESS', entitlement) });
  const secret = newApiKeySecret();
  return unlessRefused(() =>
    em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtext('partners.api_key:' || ?))`, [siteId]);
      const active = await tx.count(ApiKey, { websiteId: siteId, revokedAt: null });
      if (active >= API_KEY_RULES.maxActiveKeys)
        throw new Refusal(refuse('TOO_MANY_KEYS', null, { max: API_KEY_RULES.maxActiveKeys }));
      const key = tx.create(ApiKey, {
        id: newId('key'),
        websiteId: siteId,
        name: checked.value.name,
        scopes: checked.value.scopes,
        secretHash: hashApiKey(secret),
        secretStart: apiKeyStart(secret),
        createdAt: new Date(),
        lastUsedAt: null,
        revokedAt: null,
      });
      await tx.flush();
      return ok({ key, secret });
    }),
  );
}

/**
 * Revokes one of the site's keys. Every process keeps the keys it checked (the gateway's key
 * cache): the revocation is announced once committed and answered only when each has forgotten,
 * so the key is refused everywhere from the owner's answer on.
 */
export async function revokeApiKey(
  em: EntityManager,
  siteId: string,
  id: string,
): Promise<Outcome<ApiKey, PartnersErrorCode>> {
  const key = await em.findOne(ApiKey, { id, websiteId: siteId });
  if (!key) return refuse('NOT_FOUND', ['id']);
  const revoked = await em.execute<{ revoked_at: string | Date }[]>(
    `update "partners"."api_key" set "revoked_at" = now() where "id" = ? and "revoked_at" is null returning "revoked_at"`,
    [id],
  );
  if (!revoked[0]) return refuse('ALREADY_REVOKED', ['id']);
  key.revokedAt = new Date(revoked[0].revoked_at);
  await announceSiteChange(em, { kind: 'keys', websiteId: siteId });
  return ok(key);
}

export interface KeyAccess {
  id: string;
  websiteId: string;
  scopes: ApiKeyScopeName[];
}

/**
 * The active key with this secret, when its site's plan still includes API access; null
 * otherwise. Notes the use (to the minute: the gateway asks again at most once a minute per key
 * and process, so this is what "last used" can know).
 */
export async function checkApiKey(em: EntityManager, plans: PlanPort, secret: string): Promise<KeyAccess | null> {
  if (!isWellFormedApiKey(secret)) return null;
  const rows = await em.execute<{ id: string; website_id: string; scopes: ApiKeyScopeName[] }[]>(
    `update "partners"."api_key" set "last_used_at" = date_trunc('minute', now())
      where "secret_hash" = ? and "revoked_at" is null
      returning "id", "website_id", "scopes"`,
    [hashApiKey(secret)],
  );
  const row = rows[0];
  if (!row) return null;
  if (isFeatureGated('API_ACCESS', await plans.entitlementOf(row.website_id))) return null;
  return { id: row.id, websiteId: row.website_id, scopes: row.scopes };
}

/** The key of an id, as the key itself may read it (Query.apiKey). */
export async function keyAccessOf(em: EntityManager, id: string): Promise<KeyAccess | null> {
  const key = await em.findOne(ApiKey, { id, revokedAt: null });
  return key ? { id: key.id, websiteId: key.websiteId, scopes: key.scopes } : null;
}
