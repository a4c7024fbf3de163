import type { RateLimitStore } from '@atelier/platform';
import { FORM_LIMIT_RULES } from '../domain/submission-policy.ts';

export interface FormLimits {
  /** Counts a submission attempt from the client to the form; false once either limit is spent. */
  submission(client: string, formId: string): Promise<boolean>;
  submissionKey(client: string): Promise<boolean>;
}

/** The limits of submission-policy.ts, counted in the shared store so that every process sees them. */
export function formLimits(store: RateLimitStore): FormLimits {
  const perClient = store.limit('submissions-per-client', FORM_LIMIT_RULES['submissions-per-client']);
  const perForm = store.limit('submissions-per-form', FORM_LIMIT_RULES['submissions-per-form']);
  const keys = store.limit('keys-per-client', FORM_LIMIT_RULES['keys-per-client']);
  return {
    async submission(client, formId) {
      const [byClient, byForm] = await Promise.all([perClient.consume(client), perForm.consume(formId)]);
      return byClient.allowed && byForm.allowed;
    },
    async submissionKey(client) {
      return (await keys.consume(client)).allowed;
    },
  };
}
