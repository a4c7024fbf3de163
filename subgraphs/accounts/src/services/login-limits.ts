import type { RateLimitStore } from '@atelier/platform';
import { LOGIN_LIMIT_RULES, mayCheckPassword } from '../domain/login-policy.ts';

export interface LoginAttempt {
  /** Whether the password may be checked at all. */
  allowed: boolean;
  /** The password was right: the attempt is given back, so only failures count. */
  succeeded(): Promise<void>;
  /** The password was wrong: the email's count (from anywhere) goes up too. */
  failed(): Promise<void>;
}

export interface LoginLimits {
  begin(email: string, client: string): Promise<LoginAttempt>;
}

/** The sign-in limits of login-policy.ts, counted in the shared store so that they hold across processes. */
export function loginLimits(store: RateLimitStore): LoginLimits {
  const perClient = store.limit('login-per-client', LOGIN_LIMIT_RULES['login-per-client']);
  const perAddress = store.limit('login-per-address', LOGIN_LIMIT_RULES['login-per-address']);
  const perEmail = store.limit('login-per-email', LOGIN_LIMIT_RULES['login-per-email']);
  return {
    async begin(email, client) {
      const clientKey = `${email}\u0000${client}`;
      const [clientCount, addressCount, emailFailures] = await Promise.all([
        perClient.consume(clientKey),
        perAddress.consume(client),
        perEmail.spent(email),
      ]);
      const allowed = mayCheckPassword(
        { clientAttempts: clientCount.consumed, addressAttempts: addressCount.consumed, emailFailures },
        {
          'login-per-client': perClient.rule.points,
          'login-per-address': perAddress.rule.points,
          'login-per-email': perEmail.rule.points,
        },
      );
      return {
        allowed,
        succeeded: async () => {
          await Promise.all([perClient.reset(clientKey), perAddress.refund(client)]);
        },
        failed: async () => {
          await perEmail.consume(email);
        },
      };
    },
  };
}
