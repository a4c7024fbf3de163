import { decodeCaptchaSolution, type CaptchaChallenge } from './proof-of-work.ts';
import type { CaptchaSetting } from './form-definition.ts';
import { createChallenge, DEFAULT_CAPTCHA, verifySolution } from './proof-of-work-server.ts';

/** The part of a MikroORM EntityManager that spending needs: the transaction's connection. */
export interface SpendingConnection {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- MikroORM's execute is generic over its own row types.
  getConnection(): { execute(sql: string, params: any[]): Promise<any> };
}

export type CaptchaOutcome = { ok: true; spend(em: SpendingConnection): Promise<boolean> } | { ok: false; code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID' };

/**
 * The captcha of a form or a restock box, whatever its provider. The built-in proof of work is
 * checked here, with the server's secret; a hosted provider (reCAPTCHA, hCaptcha, Turnstile) would
 * be asked by its adapter, and until a site has given one its keys such a form is refused rather
 * than let through. An accepted answer is spent in the transaction that stores what it guards, so
 * it counts once: each subgraph keeps its spent challenges in its own `spent_captcha` table.
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
}

const NO_SPEND = async () => true;

export function captchaGate({ secret, schema, maxNumber = Number(process.env.ATELIER_CAPTCHA_MAX_NUMBER) || DEFAULT_CAPTCHA.maxNumber }: CaptchaGateOptions): CaptchaGate {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const spendSql = `insert into "${schema}"."spent_captcha" ("challenge", "expires_at") values (?, ?) on conflict do nothing returning "challenge"`;
  return {
    challenge: (siteId) => createChallenge(secret, { siteId, maxNumber, ttlSeconds: DEFAULT_CAPTCHA.ttlSeconds }),
    async check(setting, captchaKey, siteId) {
      if (setting === 'none') return { ok: true, spend: NO_SPEND };
      if (!captchaKey) return { ok: false, code: 'CAPTCHA_REQUIRED' };
      if (setting !== 'builtin') return { ok: false, code: 'CAPTCHA_INVALID' };
      const solution = decodeCaptchaSolution(captchaKey);
      const verified = solution && verifySolution(secret, solution, { siteId });
      if (!verified || !verified.ok) return { ok: false, code: 'CAPTCHA_INVALID' };
      return {
        ok: true,
        spend: async (em) => ((await em.getConnection().execute(spendSql, [verified.challenge, verified.expiresAt])) as unknown[]).length === 1,
      };
    },
  };
}
