import type { EntityManager } from '@mikro-orm/postgresql';
import { CAPTCHA_KEY_PATTERN, HOSTED_CAPTCHA_PROVIDERS, isHostedCaptcha, type HostedCaptchaName } from '@atelier/forms';
import { failed, ok, openSecret, sealSecret, type Outcome } from '@atelier/platform';
import { refuse, userError } from '../errors.ts';
import type { FormsErrorCode } from '../generated/resolvers-types.ts';

/** The purpose the secret box derives the captcha keys' encryption key for. */
const PURPOSE = 'forms.captcha-secret-key';

export interface CaptchaSiteKeyView {
  provider: HostedCaptchaName;
  siteKey: string;
  scriptUrl: string;
}

export interface CaptchaKeysRequest {
  provider: string;
  siteKey?: string | null;
  secretKey?: string | null;
}

/** The site's hosted providers and their public keys, by provider name. */
export async function captchaSiteKeys(em: EntityManager, siteId: string): Promise<CaptchaSiteKeyView[]> {
  const rows = await em.execute<{ provider: HostedCaptchaName; site_key: string }[]>(
    `select "provider", "site_key" from "forms"."site_captcha" where "website_id" = ? order by "provider"`,
    [siteId],
  );
  return rows.map((row) => ({
    provider: row.provider,
    siteKey: row.site_key,
    scriptUrl: HOSTED_CAPTCHA_PROVIDERS[row.provider].scriptUrl,
  }));
}

/** The secret key of the site's provider, opened with the server secret; null when it has none. */
export async function captchaSecretKey(
  em: EntityManager,
  secret: string,
  siteId: string,
  provider: HostedCaptchaName,
): Promise<string | null> {
  const [row] = await em.execute<{ sealed_secret_key: string }[]>(
    `select "sealed_secret_key" from "forms"."site_captcha" where "website_id" = ? and "provider" = ?`,
    [siteId, provider],
  );
  return row ? openSecret(secret, PURPOSE, row.sealed_secret_key) : null;
}

/** Stores (or, with both keys null, removes) a provider's keys for the site, after checking them. */
export async function saveCaptchaKeys(
  em: EntityManager,
  secret: string,
  siteId: string,
  input: CaptchaKeysRequest,
): Promise<Outcome<void, FormsErrorCode>> {
  if (!isHostedCaptcha(input.provider)) return refuse('PROVIDER_INVALID', ['input', 'provider']);
  const sql = em;
  if (input.siteKey == null && input.secretKey == null) {
    await sql.execute(`delete from "forms"."site_captcha" where "website_id" = ? and "provider" = ?`, [
      siteId,
      input.provider,
    ]);
    return ok(undefined);
  }
  const errors = (['siteKey', 'secretKey'] as const)
    .filter((key) => !CAPTCHA_KEY_PATTERN.test(input[key] ?? ''))
    .map((key) => userError('KEY_INVALID', ['input', key], { key }));
  if (errors.length) return failed(errors);
  await sql.execute(
    `insert into "forms"."site_captcha" ("website_id", "provider", "site_key", "sealed_secret_key") values (?, ?, ?, ?)
     on conflict ("website_id", "provider") do update set "site_key" = excluded."site_key", "sealed_secret_key" = excluded."sealed_secret_key", "updated_at" = now()`,
    [siteId, input.provider, input.siteKey, sealSecret(secret, PURPOSE, input.secretKey!)],
  );
  return ok(undefined);
}
