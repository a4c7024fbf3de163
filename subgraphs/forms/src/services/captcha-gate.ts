import type { EntityManager } from '@mikro-orm/postgresql';
import { type CaptchaChallenge, type CaptchaSetting, decodeCaptchaSolution } from '@atelier/forms';
import { createChallenge, DEFAULT_CAPTCHA, verifySolution } from '@atelier/forms/server';

export type CaptchaOutcome = { ok: true; spend(em: EntityManager): Promise<boolean> } | { ok: false; code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID' };

/**
 * The captcha of a form, whatever its provider. The built-in proof of work is checked here, with
 * the server's secret; a hosted provider (reCAPTCHA, hCaptcha, Turnstile) would be asked by its
 * adapter, and until a site has given one its keys such a form is refused rather than let through.
 * An accepted answer is spent in the transaction that stores the submission, so it counts once.
 */
export interface CaptchaGate {
  challenge(siteId: string): CaptchaChallenge;
  check(setting: CaptchaSetting, captchaKey: string | null | undefined, siteId: string): Promise<CaptchaOutcome>;
}

const NO_SPEND = async () => true;

export function captchaGate(secret: string, maxNumber = Number(process.env.ATELIER_CAPTCHA_MAX_NUMBER) || DEFAULT_CAPTCHA.maxNumber): CaptchaGate {
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
        spend: async (em) => {
          const rows = await em.getConnection().execute<{ challenge: string }[]>(
            'insert into "forms"."spent_captcha" ("challenge", "expires_at") values (?, ?) on conflict do nothing returning "challenge"',
            [verified.challenge, verified.expiresAt],
          );
          return rows.length === 1;
        },
      };
    },
  };
}
