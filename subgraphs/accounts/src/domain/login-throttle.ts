import { createHash } from 'node:crypto';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface ThrottleLimits {
  /** Attempts allowed for one email from one client within the window. */
  perClient: number;
  /** Attempts allowed for one email from anywhere: bounds guessing spread over many clients. */
  perEmail: number;
  windowMs: number;
  /** Keys remembered at most; when full of live keys, every attempt is refused (fail closed). */
  maxKeys: number;
}

const DEFAULTS: ThrottleLimits = { perClient: 5, perEmail: 50, windowMs: 15 * 60_000, maxKeys: 100_000 };

export interface LoginThrottle {
  /**
   * Counts an attempt before the password is checked, so that parallel requests cannot all slip
   * through while the hash runs; false when the attempt must be refused.
   */
  begin(email: string, client: string): boolean;
  /** A correct password: this client's count for the email starts over. */
  succeeded(email: string, client: string): void;
}

/**
 * Sign-in attempts per email and client within a sliding window, kept in memory (per process,
 * forgotten on restart). Keys are hashed, so long emails cost no memory.
 */
export function createLoginThrottle(limits: Partial<ThrottleLimits> = {}, now: () => number = Date.now): LoginThrottle {
  const { perClient, perEmail, windowMs, maxKeys } = { ...DEFAULTS, ...limits };
  const attempts = new Map<string, number[]>();
  const key = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  const live = (k: string) => (attempts.get(k) ?? []).filter((t) => now() - t < windowMs);
  const prune = () => {
    for (const [k] of attempts) if (live(k).length === 0) attempts.delete(k);
  };

  return {
    begin(email, client) {
      const emailKey = key('email', email);
      const clientKey = key('client', email, client);
      const forEmail = live(emailKey);
      const forClient = live(clientKey);
      if (forEmail.length >= perEmail || forClient.length >= perClient) return false;
      if (attempts.size + 2 > maxKeys) {
        prune();
        if (attempts.size + 2 > maxKeys) return false;
      }
      attempts.set(emailKey, [...forEmail, now()]);
      attempts.set(clientKey, [...forClient, now()]);
      return true;
    },
    succeeded(email, client) {
      attempts.delete(key('client', email, client));
    },
  };
}
