import type { RateLimitStore } from '@atelier/platform';
import { RESTOCK_LIMIT_RULES } from '../domain/restock-policy.ts';

export interface RestockLimits {
  /** Counts a sign-up attempt from the client for the variant; false once either limit is spent. */
  signUp(client: string, variantId: string): Promise<boolean>;
}

/** The limits of restock-policy.ts, counted in the shared store so that every process sees them. */
export function restockLimits(store: RateLimitStore): RestockLimits {
  const perClient = store.limit('sign-ups-per-client', RESTOCK_LIMIT_RULES['sign-ups-per-client']);
  const perVariant = store.limit('sign-ups-per-variant', RESTOCK_LIMIT_RULES['sign-ups-per-variant']);
  return {
    async signUp(client, variantId) {
      const [byClient, byVariant] = await Promise.all([perClient.consume(client), perVariant.consume(variantId)]);
      return byClient.allowed && byVariant.allowed;
    },
  };
}
