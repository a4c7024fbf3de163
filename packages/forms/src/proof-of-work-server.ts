import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_ALGORITHM, type CaptchaChallenge, type CaptchaSolution } from './proof-of-work.ts';

/**
 * The server's half of the built-in captcha (proof-of-work.ts): making a challenge and checking an
 * answer. Only the server holds the secret, so a challenge cannot be made up; the expiry and site
 * are in the signed salt, so an old answer, or one solved for another site, is refused. That an
 * answer is used once is the caller's part: it records the challenge (see CaptchaCheck.challenge).
 */

export interface ChallengeOptions {
  siteId: string;
  /** Larger is slower for the visitor and for a sender of spam alike. */
  maxNumber: number;
  ttlSeconds: number;
  now?: number;
}

export const DEFAULT_CAPTCHA = { maxNumber: 30_000, ttlSeconds: 20 * 60 } as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sign = (secret: string, challenge: string) =>
  createHmac('sha256', secret).update(`captcha:${challenge}`).digest('hex');

export function createChallenge(secret: string, options: ChallengeOptions): CaptchaChallenge {
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + options.ttlSeconds;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&site=${encodeURIComponent(options.siteId)}`;
  const challenge = sha256(`${salt}${randomInt(0, options.maxNumber + 1)}`);
  return {
    algorithm: CAPTCHA_ALGORITHM,
    challenge,
    salt,
    maxNumber: options.maxNumber,
    signature: sign(secret, challenge),
  };
}

export type CaptchaCheck =
  | { ok: true; challenge: string; expiresAt: Date }
  | { ok: false; reason: 'forged' | 'expired' | 'wrong-answer' | 'other-site' };

export function verifySolution(
  secret: string,
  solution: CaptchaSolution,
  expected: { siteId: string; now?: number },
): CaptchaCheck {
  const wanted = Buffer.from(sign(secret, solution.challenge), 'hex');
  const given = Buffer.from(solution.signature, 'hex');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'forged' };
  const params = new URLSearchParams(solution.salt.slice(solution.salt.indexOf('?') + 1));
  const expires = Number(params.get('expires'));
  if (!Number.isSafeInteger(expires) || expires * 1000 <= (expected.now ?? Date.now()))
    return { ok: false, reason: 'expired' };
  if (params.get('site') !== expected.siteId) return { ok: false, reason: 'other-site' };
  if (sha256(`${solution.salt}${solution.number}`) !== solution.challenge) return { ok: false, reason: 'wrong-answer' };
  return { ok: true, challenge: solution.challenge, expiresAt: new Date(expires * 1000) };
}
