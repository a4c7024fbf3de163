import { EntitySchema } from '@mikro-orm/core';

/**
 * A site's client errors of one message and place (fingerprint: hash of message, file and line),
 * counted, with when they were first and last seen and the first full report as the example.
 */
export class ClientErrorGroup {
  siteId!: string;
  fingerprint!: string;
  app!: string;
  message!: string;
  file = '';
  line = 0;
  col = 0;
  count!: string;
  firstSeen!: Date;
  lastSeen!: Date;
  /** One full report: app, message, stack, file, line, column, url, userAgent, templateId, custom. */
  example!: Record<string, unknown>;
}

export const ClientErrorGroupSchema = new EntitySchema<ClientErrorGroup>({
  class: ClientErrorGroup,
  tableName: 'client_error_group',
  properties: {
    siteId: { type: 'text', primary: true },
    fingerprint: { type: 'text', primary: true },
    app: { type: 'text' },
    message: { type: 'text' },
    file: { type: 'text' },
    line: { type: 'integer' },
    col: { type: 'integer' },
    count: { type: 'bigint' },
    firstSeen: { type: 'datetime' },
    lastSeen: { type: 'datetime' },
    example: { type: 'json' },
  },
});
