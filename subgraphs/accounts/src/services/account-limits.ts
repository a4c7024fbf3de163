import type { RateLimitStore } from '@atelier/platform';
import { ACCOUNT_LIMIT_RULES } from '../domain/account-policy.ts';

export interface AccountLimits {
  /** Counts a sign-up from the client; false once its limit is spent. */
  signUp(client: string): Promise<boolean>;
  /** Counts a mailed link from the client to the address (whether or not it has an account); false once either is spent. */
  mail(client: string, email: string): Promise<boolean>;
}

/** The limits of account-policy.ts, counted in the shared store so that they hold across processes. */
export function accountLimits(store: RateLimitStore): AccountLimits {
  const signUps = store.limit('sign-ups-per-address', ACCOUNT_LIMIT_RULES['sign-ups-per-address']);
  const mailsPerAddress = store.limit('account-mails-per-address', ACCOUNT_LIMIT_RULES['account-mails-per-address']);
  const mailsPerEmail = store.limit('account-mails-per-email', ACCOUNT_LIMIT_RULES['account-mails-per-email']);
  return {
    signUp: async (client) => (await signUps.consume(client)).allowed,
    async mail(client, email) {
      const [byClient, byEmail] = await Promise.all([mailsPerAddress.consume(client), mailsPerEmail.consume(email)]);
      return byClient.allowed && byEmail.allowed;
    },
  };
}
