export interface LoginThrottle {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * After `maxFailures` wrong passwords for one email within `windowMs`, further attempts are refused
 * until the window has passed, so a password cannot be guessed at the speed of the KDF. It is kept
 * in memory: per process, and forgotten on restart.
 */
export function createLoginThrottle({ maxFailures = 5, windowMs = 15 * 60_000, now = () => Date.now() } = {}): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < windowMs);
  return {
    isBlocked: (key) => recent(key).length >= maxFailures,
    recordFailure: (key) => {
      const kept = recent(key);
      kept.push(now());
      failures.set(key, kept);
      if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
    },
    reset: (key) => void failures.delete(key),
  };
}
