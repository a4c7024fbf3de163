import { EntitySchema } from '@mikro-orm/core';
import type { Device, EventKind } from '../domain/event-kinds.ts';

/**
 * One raw event, in the day's partition of `tracking.event` (received_at decides which). Written in
 * SQL by the batch insert (services/ingest.ts); the entity is for reading. No IP, no e-mail, no
 * name: the visitor is only the day's salted hash. Bots are not stored.
 */
export class TrackingEvent {
  id!: string;
  siteId!: string;
  receivedAt!: Date;
  kind!: EventKind;
  visitorHash!: string;
  sessionId: string | null = null;
  visitCount: number | null = null;
  path: string | null = null;
  referrerHost: string | null = null;
  utmSource: string | null = null;
  utmMedium: string | null = null;
  utmCampaign: string | null = null;
  device: Device = 'other';
  browser: string | null = null;
  searchTerm: string | null = null;
  accountId: string | null = null;
  schemaName: string | null = null;
  data: Record<string, unknown> | null = null;
}

export const TrackingEventSchema = new EntitySchema<TrackingEvent>({
  class: TrackingEvent,
  tableName: 'event',
  properties: {
    receivedAt: { type: 'datetime', primary: true },
    id: { type: 'bigint', primary: true },
    siteId: { type: 'text' },
    kind: { type: 'text' },
    visitorHash: { type: 'text' },
    sessionId: { type: 'text', nullable: true },
    visitCount: { type: 'integer', nullable: true },
    path: { type: 'text', nullable: true },
    referrerHost: { type: 'text', nullable: true },
    utmSource: { type: 'text', nullable: true },
    utmMedium: { type: 'text', nullable: true },
    utmCampaign: { type: 'text', nullable: true },
    device: { type: 'text' },
    browser: { type: 'text', nullable: true },
    searchTerm: { type: 'text', nullable: true },
    accountId: { type: 'text', nullable: true },
    schemaName: { type: 'text', nullable: true },
    data: { type: 'json', nullable: true },
  },
});
