import { errorsFrom, OWNER_ERROR_TEXTS, type ErrorCatalogue } from '@atelier/platform';
import type { WebhookErrorCode } from './generated/resolvers-types.ts';

type UrlProblem = 'address' | 'credentials' | 'length';

/** Every code of the webhooks subgraph (its SDL enum WebhookErrorCode) with its words, written once. */
export const WEBHOOK_ERRORS = {
  ...OWNER_ERROR_TEXTS,
  URL_INVALID: ({ why }: { why: UrlProblem }) =>
    ({
      address: 'Enter a full web address starting with https:// or http://.',
      credentials: 'Leave the user name and password out of the address.',
      length: 'The address is too long: use at most 2000 characters.',
    })[why],
  URL_NOT_PUBLIC: ({ why }: { why: 'private' | 'product' | 'unknown' }) =>
    ({
      private: 'This address is inside a private network or on this machine: use one on the public internet.',
      product: 'This address is Atelier’s own: webhooks go to your own server.',
      unknown: 'No server answers to this host name: check the address.',
    })[why],
  EVENTS_INVALID: ({ why }: { why: 'empty' | 'twice' }) =>
    why === 'empty' ? 'Choose at least one event to send.' : 'Name each event once.',
  TOO_MANY_SUBSCRIPTIONS: ({ max }: { max: number }) =>
    `A site keeps at most ${max} webhooks: remove one before adding another.`,
  NOT_FOUND: ({ what }: { what: 'subscription' | 'delivery' }) =>
    what === 'subscription' ? 'This site has no such webhook.' : 'This site has no such delivery.',
} as const satisfies ErrorCatalogue<WebhookErrorCode>;

export const { userError, refuse } = errorsFrom(WEBHOOK_ERRORS);
