import { createHash } from 'node:crypto';
import { decodeCaptchaSolution, type CaptchaChallenge } from './proof-of-work.ts';
import type { CaptchaSetting } from './form-definition.ts';
import { createChallenge, DEFAULT_CAPTCHA, verifySolution } from './proof-of-work-server.ts';
import { HOSTED_CAPTCHA_PROVIDERS, isHostedCaptcha, type HostedCaptchaName } from './captcha-providers.ts';

/**
 * The part of a MikroORM EntityManager that spending needs: its execute, which runs in the
 * manager's transaction (its connection's execute would not).
 */
export interface SpendingConnection {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- MikroORM's execute is generic over its own row types.
  execute(sql: string, params: any[]): Promise<any>;
}

export type CaptchaOutcome =
  | { ok: true; spend(em: SpendingConnection): Promise<boolean> }
  /** UNAVAILABLE: the site gave no keys for the form's provider, or the provider did not answer. */
  | { ok: false; code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID' | 'CAPTCHA_UNAVAILABLE' };

/**
 * The captcha of a form or a restock box, whatever its provider. The built-in proof of work is
 * checked here, with the server's secret; a hosted provider's token (reCAPTCHA, hCaptcha,
 * Turnstile) is checked at the provider's siteverify with the site's secret key, and a form whose
 * site gave no keys is refused rather than let through. An accepted answer is spent in the
 * transaction that stores what it guards, so it counts once: each subgraph keeps its spent
 * challenges (and the hashes of hosted tokens) in its own `spent_captcha` table.
 */
export interface CaptchaGate {
  challenge(siteId: string): CaptchaChallenge;
  check(setting: CaptchaSetting, captchaKey: string | null | undefined, siteId: string): Promise<CaptchaOutcome>;
}

export interface CaptchaGateOptions {
  secret: string;
  /** The PostgreSQL schema whose spent_captcha table records spent challenges (forms, restock). */
  schema: string;
  maxNumber?: number;
  /** The site's secret key for a hosted provider, or null when its owner gave none. */
  hostedSecret?(siteId: string, provider: HostedCaptchaName): Promise<string | null>;
  /** Where each provider's tokens are checked, over its own siteverify (a proxy, or a test's stand-in). */
  verifyUrls?: Partial<Record<HostedCaptchaName, string>>;
}

/** ATELIER_CAPTCHA_VERIFY_URLS: `turnstile=https://…,recaptcha=https://…`, for a proxy in front of the providers. */
export function parseVerifyUrls(
  text = process.env.ATELIER_CAPTCHA_VERIFY_URLS,
): Partial<Record<HostedCaptchaName, string>> {
  const urls: Partial<Record<HostedCaptchaName, string>> = {};
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [name, url] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
    if (!isHostedCaptcha(name) || !/^https?:\/\//.test(url))
      throw new Error(`ATELIER_CAPTCHA_VERIFY_URLS: "${entry}" is not <recaptcha|hcaptcha|turnstile>=<http(s) URL>`);
    urls[name] = url;
  }
  return urls;
}

/** How long a hosted token is remembered as spent: longer than any provider keeps it valid. */
const HOSTED_TOKEN_TTL_MS = 30 * 60_000;

/** Asks the provider whether the token is one its widget gave for this site's key. */
async function verifyHosted(
  url: string,
  secretKey: string,
  token: string,
): Promise<'valid' | 'invalid' | 'unavailable'> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: secretKey, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return 'unavailable';
    const body = (await response.json()) as { success?: unknown };
    return body.success === true ? 'valid' : 'invalid';
  } catch {
    return 'unavailable';
  }
}

const NO_SPEND = async () => true;

export function captchaGate({
  secret,
  schema,
  maxNumber = Number(process.env.ATELIER_CAPTCHA_MAX_NUMBER) || DEFAULT_CAPTCHA.maxNumber,
  hostedSecret,
  verifyUrls = {},
}: CaptchaGateOptions): CaptchaGate {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const spendSql = `insert into "${schema}"."spent_captcha" ("challenge", "expires_at") values (?, ?) on conflict do nothing returning "challenge"`;
  return {
    challenge: (siteId) => createChallenge(secret, { siteId, maxNumber, ttlSeconds: DEFAULT_CAPTCHA.ttlSeconds }),
    async check(setting, captchaKey, siteId) {
      if (setting === 'none') return { ok: true, spend: NO_SPEND };
      if (!captchaKey) return { ok: false, code: 'CAPTCHA_REQUIRED' };
      if (isHostedCaptcha(setting)) {
        const secretKey = await hostedSecret?.(siteId, setting);
        if (!secretKey) return { ok: false, code: 'CAPTCHA_UNAVAILABLE' };
        if (captchaKey.length > 4096) return { ok: false, code: 'CAPTCHA_INVALID' };
        const verdict = await verifyHosted(
          verifyUrls[setting] ?? HOSTED_CAPTCHA_PROVIDERS[setting].verifyUrl,
          secretKey,
          captchaKey,
        );
        if (verdict !== 'valid')
          return { ok: false, code: verdict === 'invalid' ? 'CAPTCHA_INVALID' : 'CAPTCHA_UNAVAILABLE' };
        const spent = `${setting}:${createHash('sha256').update(captchaKey).digest('base64url')}`;
        return {
          ok: true,
          spend: async (em) =>
            ((await em.execute(spendSql, [spent, new Date(Date.now() + HOSTED_TOKEN_TTL_MS)])) as unknown[]).length ===
            1,
        };
      }
      if (setting !== 'builtin') return { ok: false, code: 'CAPTCHA_INVALID' };
      const solution = decodeCaptchaSolution(captchaKey);
      const verified = solution && verifySolution(secret, solution, { siteId });
      if (!verified || !verified.ok) return { ok: false, code: 'CAPTCHA_INVALID' };
      return {
        ok: true,
        spend: async (em) =>
          ((await em.execute(spendSql, [verified.challenge, verified.expiresAt])) as unknown[]).length === 1,
      };
    },
  };
}
