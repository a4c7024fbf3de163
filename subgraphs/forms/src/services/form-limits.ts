import type { RateLimitStore } from '@atelier/platform';
import { FORM_LIMIT_RULES } from '../domain/submission-policy.ts';
import { COMMENT_LIMIT_RULES } from '../domain/comments/comment-policy.ts';

export interface FormLimits {
  /** Counts a submission attempt from the client to the form; false once either limit is spent. */
  submission(client: string, formId: string): Promise<boolean>;
  submissionKey(client: string): Promise<boolean>;
  /** Counts a comment from the client to the site; false once either limit is spent. */
  comment(client: string, siteId: string): Promise<boolean>;
  like(client: string): Promise<boolean>;
}

/** The limits of submission-policy.ts, counted in the shared store so that every process sees them. */
export function formLimits(store: RateLimitStore): FormLimits {
  const perClient = store.limit('submissions-per-client', FORM_LIMIT_RULES['submissions-per-client']);
  const perForm = store.limit('submissions-per-form', FORM_LIMIT_RULES['submissions-per-form']);
  const keys = store.limit('keys-per-client', FORM_LIMIT_RULES['keys-per-client']);
  const commentsPerClient = store.limit('comments-per-client', COMMENT_LIMIT_RULES['comments-per-client']);
  const commentsPerSite = store.limit('comments-per-site', COMMENT_LIMIT_RULES['comments-per-site']);
  const likes = store.limit('likes-per-client', COMMENT_LIMIT_RULES['likes-per-client']);
  return {
    async submission(client, formId) {
      const [byClient, byForm] = await Promise.all([perClient.consume(client), perForm.consume(formId)]);
      return byClient.allowed && byForm.allowed;
    },
    async submissionKey(client) {
      return (await keys.consume(client)).allowed;
    },
    async comment(client, siteId) {
      const [byClient, bySite] = await Promise.all([
        commentsPerClient.consume(client),
        commentsPerSite.consume(siteId),
      ]);
      return byClient.allowed && bySite.allowed;
    },
    async like(client) {
      return (await likes.consume(client)).allowed;
    },
  };
}
