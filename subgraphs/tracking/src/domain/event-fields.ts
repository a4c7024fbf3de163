import { checkCommonFields } from '@atelier/tracking';
import type { EventKind } from './event-kinds.ts';
import { withoutPersonalData } from './personal-data.ts';
import { storableText } from './storable-text.ts';

/** An event as the collector (or a visitor's own call) sends it: the SDL's TrackingEventInput. */
export interface EventInput {
  kind: EventKind;
  path?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  sessionId?: string | null;
  visitCount?: number | null;
  searchTerm?: string | null;
  accountId?: string | null;
  schemaName?: string | null;
  data?: string | null;
  commonData?: string | null;
}

/** The columns of tracking.event an event fills (the visitor's hash, device and browser aside). */
export interface EventFields {
  kind: EventKind;
  path: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  sessionId: string | null;
  visitCount: number | null;
  searchTerm: string | null;
  accountId: string | null;
  schemaName: string | null;
  data: Record<string, unknown> | null;
}

/**
 * Lengths kept. A path, host, campaign or search term is a roll-up key, in the primary key's and the
 * top tables' indexes, whose entries PostgreSQL caps near 2.7 KB: 500 characters of a path stay
 * under it even at four bytes a character.
 */
export const EVENT_LIMITS = { path: 500, host: 255, utm: 100, searchTerm: 200, id: 64, dataBytes: 4096 } as const;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SCHEMA_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

const text = (value: string | null | undefined, max: number) => {
  const trimmed = value && storableText(value).replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** A page's path: its own, or a URL's; without query or fragment (they may carry e-mail addresses or tokens). */
export function pathOf(value: string | null | undefined): string | null {
  if (!value) return null;
  let path = storableText(value).trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.split(/[?#]/, 1)[0]!;
  return path.startsWith('/') ? path.slice(0, EVENT_LIMITS.path) : null;
}

/** The host of a referrer given as a URL or a bare host, lower-cased; null for anything else. */
export function referrerHostOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return null;
  let host = trimmed;
  if (trimmed.includes('/')) {
    try {
      host = new URL(trimmed).host;
    } catch {
      return null;
    }
  }
  return host && host.length <= EVENT_LIMITS.host && HOST.test(host) ? host : null;
}

/** An event's own fields: a JSON object of at most 4 KB, without personal data; null otherwise. */
export function dataOf(value: string | null | undefined): { data: Record<string, unknown> | null; problem?: string } {
  if (!value) return { data: null };
  if (value.length > EVENT_LIMITS.dataBytes)
    return { data: null, problem: `data is longer than ${EVENT_LIMITS.dataBytes} characters: dropped.` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { data: null, problem: 'data is not JSON: dropped.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { data: null, problem: 'data is not a JSON object: dropped.' };
  return { data: withoutPersonalData(parsed) as Record<string, unknown> };
}

/**
 * The columns of one event, each checked on its own: a field that does not fit is dropped (null)
 * with a warning, the event is kept. Analytics common fields fill the page's path, referrer,
 * session and account when the event does not name them itself.
 */
export function eventFields(input: EventInput): { fields: EventFields; warnings: string[] } {
  const warnings: string[] = [];
  let common: ReturnType<typeof checkCommonFields>['fields'] = {};
  if (input.commonData) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.commonData);
    } catch {
      parsed = undefined;
    }
    const checked = checkCommonFields(parsed);
    common = checked.fields;
    warnings.push(...checked.warnings);
  }
  const sessionId = input.sessionId ?? common.sessionId ?? null;
  const accountId = input.accountId ?? common.authenticatedAccountId ?? null;
  const schemaName = text(input.schemaName, 200);
  const visitCount = input.visitCount ?? null;
  const { data, problem } = dataOf(input.data);
  if (problem) warnings.push(problem);
  const fields: EventFields = {
    kind: input.kind,
    path: pathOf(input.path ?? common.pagePath ?? common.pageUrl),
    referrerHost: referrerHostOf(input.referrer ?? common.referrer),
    utmSource: text(input.utmSource, EVENT_LIMITS.utm),
    utmMedium: text(input.utmMedium, EVENT_LIMITS.utm),
    utmCampaign: text(input.utmCampaign, EVENT_LIMITS.utm),
    sessionId: sessionId && ID.test(sessionId) ? sessionId : null,
    visitCount: visitCount !== null && Number.isInteger(visitCount) && visitCount >= 1 ? visitCount : null,
    searchTerm: text(input.searchTerm, EVENT_LIMITS.searchTerm)?.toLowerCase() ?? null,
    accountId: accountId && ID.test(accountId) ? accountId : null,
    schemaName: schemaName && SCHEMA_NAME.test(schemaName) ? schemaName : null,
    data,
  };
  if (sessionId && !fields.sessionId) warnings.push('sessionId is not 1 to 64 letters, digits, - or _: dropped.');
  if (accountId && !fields.accountId) warnings.push('accountId is not 1 to 64 letters, digits, - or _: dropped.');
  if (schemaName && !fields.schemaName)
    warnings.push('schemaName is not 1 to 100 letters, digits, _ . : or -: dropped.');
  if (visitCount !== null && !fields.visitCount) warnings.push('visitCount is not a positive integer: dropped.');
  return { fields, warnings };
}
