import type { EntityManager } from '@mikro-orm/postgresql';
import { CAPTCHA_KEY_PATTERN, HOSTED_CAPTCHA_PROVIDERS, isHostedCaptcha, type HostedCaptchaName } from '@atelier/forms';
import { openSecret, sealSecret, type UserError } from '@atelier/platform';

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
  return rows.map((row) => ({ provider: row.provider, siteKey: row.site_key, scriptUrl: HOSTED_CAPTCHA_PROVIDERS[row.provider].scriptUrl }));
}

/** The secret key of the site's provider, opened with the server secret; null when it has none. */
export async function captchaSecretKey(em: EntityManager, secret: string, siteId: string, provider: HostedCaptchaName): Promise<string | null> {
  const [row] = await em.execute<{ sealed_secret_key: string }[]>(
    `select "sealed_secret_key" from "forms"."site_captcha" where "website_id" = ? and "provider" = ?`,
    [siteId, provider],
  );
  return row ? openSecret(secret, PURPOSE, row.sealed_secret_key) : null;
}

const invalid = (field: string, code: string, message: string): UserError => ({ field: ['input', field], code, message });

/** Stores (or, with both keys null, removes) a provider's keys for the site, after checking them. */
export async function saveCaptchaKeys(em: EntityManager, secret: string, siteId: string, input: CaptchaKeysRequest): Promise<{ ok: true } | { ok: false; userErrors: UserError[] }> {
  if (!isHostedCaptcha(input.provider)) return { ok: false, userErrors: [invalid('provider', 'PROVIDER_INVALID', 'The provider is one of recaptcha, hcaptcha, turnstile.')] };
  const sql = em;
  if (input.siteKey == null && input.secretKey == null) {
    await sql.execute(`delete from "forms"."site_captcha" where "website_id" = ? and "provider" = ?`, [siteId, input.provider]);
    return { ok: true };
  }
  const errors = (['siteKey', 'secretKey'] as const)
    .filter((name) => !CAPTCHA_KEY_PATTERN.test(input[name] ?? ''))
    .map((name) => invalid(name, 'KEY_INVALID', `The ${name === 'siteKey' ? 'site key' : 'secret key'} is 1 to 200 letters, digits, - or _, as the provider’s dashboard shows it.`));
  if (errors.length) return { ok: false, userErrors: errors };
  await sql.execute(
    `insert into "forms"."site_captcha" ("website_id", "provider", "site_key", "sealed_secret_key") values (?, ?, ?, ?)
     on conflict ("website_id", "provider") do update set "site_key" = excluded."site_key", "sealed_secret_key" = excluded."sealed_secret_key", "updated_at" = now()`,
    [siteId, input.provider, input.siteKey, sealSecret(secret, PURPOSE, input.secretKey!)],
  );
  return { ok: true };
}
