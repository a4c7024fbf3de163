/**
 * The built-in captcha: a proof of work in the manner of ALTCHA. The server hands out a challenge
 * (the SHA-256 of a salt and a secret number below maxNumber, signed with the server's secret); the
 * browser finds the number by trying them in turn, which costs a person's browser a second and a
 * sender of a million messages a million seconds; the server checks the answer with one hash.
 * No third party sees the visitor. This half is what both sides share: the shapes, the hash, the
 * solver and the encoding of an answer as the captchaKey of a submission.
 */

export const CAPTCHA_ALGORITHM = 'SHA-256';

export interface CaptchaChallenge {
  algorithm: typeof CAPTCHA_ALGORITHM;
  /** Hex SHA-256 of salt followed by the secret number in decimal. */
  challenge: string;
  /** Random, with the expiry and site in it, so that the signature covers them. */
  salt: string;
  /** The secret number is at most this. */
  maxNumber: number;
  /** Hex HMAC-SHA-256 of the challenge with the server's secret: only the server can make one. */
  signature: string;
}

export interface CaptchaSolution {
  algorithm: typeof CAPTCHA_ALGORITHM;
  challenge: string;
  salt: string;
  number: number;
  signature: string;
}

const HEX_64 = /^[0-9a-f]{64}$/;
/** An encoded answer is short; anything longer is not one of ours. */
export const MAX_CAPTCHA_KEY_LENGTH = 1024;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The hash both sides compute: WebCrypto, which the browser and Node 20 both have. */
export async function proofOfWorkHash(salt: string, number: number): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${number}`)));
}

export interface SolveOptions {
  signal?: AbortSignal;
  /** Called now and then with the share of the numbers tried (0..1), for a progress bar. */
  onProgress?(share: number): void;
}

/** Finds the secret number; null when there is none below maxNumber or the work was aborted. */
export async function solveChallenge(
  challenge: CaptchaChallenge,
  options: SolveOptions = {},
): Promise<CaptchaSolution | null> {
  for (let number = 0; number <= challenge.maxNumber; number += 1) {
    if (options.signal?.aborted) return null;
    if ((await proofOfWorkHash(challenge.salt, number)) === challenge.challenge) {
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        salt: challenge.salt,
        number,
        signature: challenge.signature,
      };
    }
    if (number % 2000 === 0) options.onProgress?.(number / Math.max(challenge.maxNumber, 1));
  }
  return null;
}

/** The answer as it travels, in the submission's captchaKey or a restock sign-up's captchaToken. */
export function encodeCaptchaSolution(solution: CaptchaSolution): string {
  return btoa(JSON.stringify(solution));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an answer sent by a client; null for anything that is not the shape of one. */
export function decodeCaptchaSolution(text: unknown): CaptchaSolution | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_CAPTCHA_KEY_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(text));
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const { algorithm, challenge, salt, number, signature } = parsed;
  if (algorithm !== CAPTCHA_ALGORITHM || typeof challenge !== 'string' || !HEX_64.test(challenge)) return null;
  if (typeof signature !== 'string' || !HEX_64.test(signature) || typeof salt !== 'string' || salt.length > 200)
    return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, salt, number, signature };
}
