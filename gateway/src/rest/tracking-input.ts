import { unstorableTextIn } from '@atelier/platform';
import { parseVisitRecord, TRACKING_COOKIES } from '@atelier/tracking';
import type { ClientErrorReportInput, TrackingEventInput, TrackingEventKind } from './generated/operations.ts';

/**
 * Reading the collector's legacy bodies (SPEC section 7) into the tracking mutations' inputs: the
 * shapes only (which event, JSON where JSON is due, the site named is the Host's). Each field's own
 * rules (lengths, hosts, personal data, the common fields' declared types) are the tracking
 * subgraph's, applied when the batch is written; a field that breaks them is dropped there.
 */
export type Read<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const fail = (field: string, message: string): { ok: false; field: string; message: string } => ({
  ok: false,
  field,
  message,
});

/** SPEC section 3's CensusEventType: the `event` of RecordHit. */
const CENSUS_KINDS: Record<string, TrackingEventKind> = {
  '1': 'PAGE_VIEW',
  '2': 'SITE_SEARCH',
  '10': 'HEARTBEAT',
  '20': 'AUDIO',
  '21': 'VIDEO',
};

/** The census paths without an event number, and what each records. */
export const CENSUS_PATH_KINDS = {
  'button-click': 'BUTTON_CLICK',
  'button-render': 'BUTTON_RENDER',
  'form-render': 'FORM_RENDER',
  overlay: 'OVERLAY',
} as const satisfies Record<string, TrackingEventKind>;

/** The events service's schemas the page script sends for commerce (packages/tracking's COMMERCE_SCHEMAS). */
const SCHEMA_KINDS: Record<string, TrackingEventKind> = {
  commerce_add_to_cart: 'ADD_TO_CART',
  commerce_purchase: 'PURCHASE',
};

/** The visit-record cookie (packages/tracking's README), whose value RecordHit also sends in its body. */
export const VISIT_RECORD_COOKIE = TRACKING_COOKIES.visitRecord;

const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;
const MAX_ERROR_REPORTS = 20;
const MAX_LINE = 10_000_000;

type Body = Record<string, unknown>;
const optionalString = (value: unknown): string | null | undefined =>
  typeof value === 'string' ? value : value === undefined || value === null ? null : undefined;

/** A JSON object sent as a string (form fields), or as an object (an XHR's JSON body); missing is {}. */
function jsonObject(value: unknown, field: string, required = false): Read<Body> {
  if (value === undefined || value === null || value === '')
    return required ? fail(field, `${field} is required.`) : { ok: true, value: {} };
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return fail(field, `${field} must be a JSON object.`);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return fail(field, `${field} must be a JSON object.`);
  // Escaped in the JSON text, a NUL or lone surrogate passed the edge's check of the raw fields.
  const unstorable = unstorableTextIn(parsed);
  return unstorable ? fail(field, unstorable) : { ok: true, value: parsed as Body };
}

/** A websiteId the page names must be the site of the Host it posts to: another site's is refused. */
function sameSite(data: Body, siteId: string, field: string): Read<null> {
  const named = data.websiteId;
  if (named === undefined || named === null) return { ok: true, value: null };
  return named === siteId ? { ok: true, value: null } : fail(`${field}.websiteId`, 'websiteId is not this site.');
}

/**
 * The visit count of the visit-record cookie (packages/tracking reads it): its count, or null when the
 * value is not such a record or its count does not fit the event's Int.
 */
export function visitCountOf(record: unknown): number | null {
  const count = typeof record === 'string' ? parseVisitRecord(record)?.count : undefined;
  return count !== undefined && count <= 2_147_483_647 ? count : null;
}

/** The census data's fields that are columns of an event (the rest is kept as its data). */
const COLUMN_FIELDS = new Set([
  'websiteId',
  'path',
  'pagePath',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'sessionId',
  'authenticatedAccountId',
  'searchTerm',
]);

/**
 * The fields a census hit's data and the other census paths share: where the page is and how it was
 * reached; what else the page sent (its template, page type, visit flags, the block's facts) is the
 * event's data, which the subgraph keeps without personal data and within 4 KB.
 */
function pageFields(data: Body): Partial<TrackingEventInput> {
  const str = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : null);
  const extra = Object.fromEntries(
    Object.entries(data).filter(([name, value]) => !COLUMN_FIELDS.has(name) && value !== null && value !== undefined),
  );
  return {
    path: str('path') ?? str('pagePath'),
    referrer: str('referrer'),
    utmSource: str('utmSource'),
    utmMedium: str('utmMedium'),
    utmCampaign: str('utmCampaign'),
    sessionId: str('sessionId'),
    accountId: str('authenticatedAccountId'),
    data: Object.keys(extra).length ? JSON.stringify(extra) : null,
  };
}

/** POST /api/census/RecordHit: form-encoded `event` (a CensusEventType), `data` (JSON) and the visit-record cookie's value. */
export function readCensusHit(body: Body, siteId: string, cookieRecord: unknown): Read<TrackingEventInput> {
  const kind = typeof body.event === 'string' ? CENSUS_KINDS[body.event] : undefined;
  if (!kind) return fail('event', 'event must be a census event type: 1, 2, 10, 20 or 21.');
  const data = jsonObject(body.data, 'data', true);
  if (!data.ok) return data;
  const site = sameSite(data.value, siteId, 'data');
  if (!site.ok) return site;
  const searchTerm = data.value.searchTerm;
  return {
    ok: true,
    value: {
      kind,
      ...pageFields(data.value),
      visitCount: visitCountOf(body[VISIT_RECORD_COOKIE] ?? body.visitor ?? cookieRecord),
      searchTerm: kind === 'SITE_SEARCH' && typeof searchTerm === 'string' ? searchTerm : null,
    },
  };
}

/** The census paths of blocks (button-click, button-render, form-render, overlay) and quick views: an optional `data`. */
export function readCensusBlock(
  body: Body,
  siteId: string,
  kind: TrackingEventKind,
  pagePath: string | null,
  itemId?: string,
): Read<TrackingEventInput> {
  if (itemId !== undefined && !ITEM_ID.test(itemId))
    return fail('id', 'The item id must be 1 to 64 letters, digits, - or _.');
  const data = jsonObject(body.data, 'data');
  if (!data.ok) return data;
  const site = sameSite(data.value, siteId, 'data');
  if (!site.ok) return site;
  const fields = pageFields(itemId ? { ...data.value, itemId } : data.value);
  return { ok: true, value: { kind, ...fields, path: fields.path ?? pagePath } };
}

/** POST /api/events/RecordEvent: form-encoded `crumb` (checked before), `event` (its name) and `data` (JSON). */
export function readRecordEvent(body: Body, siteId: string, pagePath: string | null): Read<TrackingEventInput> {
  if (typeof body.event !== 'string' || !EVENT_NAME.test(body.event))
    return fail('event', 'event must be a name of 1 to 100 letters, digits, _ . : or -.');
  const data = jsonObject(body.data, 'data');
  if (!data.ok) return data;
  const site = sameSite(data.value, siteId, 'data');
  if (!site.ok) return site;
  const fields = pageFields(data.value);
  return {
    ok: true,
    value: {
      kind: SCHEMA_KINDS[body.event] ?? 'ANALYTICS',
      ...fields,
      path: fields.path ?? pagePath,
      schemaName: body.event,
      data: JSON.stringify(data.value),
    },
  };
}

/**
 * POST /api/v1/events (a beacon form-encoded, or an XHR's JSON): `analyticsId` (read, never stored:
 * visitors are counted by the day's salted hash), `commonData` and `customData` (JSON objects, as
 * strings or objects), `customSchemaName`. commerce_add_to_cart and commerce_purchase are the
 * commerce events; any other schema is an analytics event.
 */
export function readAnalyticsEvent(body: Body, siteId: string): Read<TrackingEventInput> {
  const schema = body.customSchemaName;
  if (typeof schema !== 'string' || !EVENT_NAME.test(schema))
    return fail('customSchemaName', 'customSchemaName must be a name of 1 to 100 letters, digits, _ . : or -.');
  if (optionalString(body.analyticsId) === undefined) return fail('analyticsId', 'analyticsId must be a string.');
  const common = jsonObject(body.commonData, 'commonData');
  if (!common.ok) return common;
  const site = sameSite(common.value, siteId, 'commonData');
  if (!site.ok) return site;
  const custom = jsonObject(body.customData, 'customData');
  if (!custom.ok) return custom;
  return {
    ok: true,
    value: {
      kind: SCHEMA_KINDS[schema] ?? 'ANALYTICS',
      schemaName: schema,
      commonData: JSON.stringify(common.value),
      data: JSON.stringify(custom.value),
    },
  };
}

/**
 * POST /api/events/RecordJavascriptErrors: a JSON array of at most 20 `{event, data, timestamp}`,
 * `data` a JSON string of app, message, stack, file, line, column, custom, websiteId, templateId,
 * url and userAgent. One report naming another site refuses the whole request.
 */
export function readErrorReports(body: unknown, siteId: string): Read<ClientErrorReportInput[]> {
  if (!Array.isArray(body)) return fail('body', 'The body must be a JSON array of error reports.');
  if (body.length === 0) return fail('body', 'Send at least one error report.');
  if (body.length > MAX_ERROR_REPORTS) return fail('body', `Send at most ${MAX_ERROR_REPORTS} error reports at once.`);
  const reports: ClientErrorReportInput[] = [];
  for (const [index, item] of body.entries()) {
    const at = `${index}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return fail(at, 'Each error report must be an object of event, data and timestamp.');
    const { event, timestamp } = item as Body;
    if (optionalString(event) === undefined) return fail(`${at}.event`, 'event must be a string.');
    if (timestamp !== undefined && timestamp !== null && (typeof timestamp !== 'number' || !Number.isFinite(timestamp)))
      return fail(`${at}.timestamp`, 'timestamp must be a number of milliseconds.');
    const data = jsonObject((item as Body).data, `${at}.data`, true);
    if (!data.ok) return data;
    const site = sameSite(data.value, siteId, `${at}.data`);
    if (!site.ok) return site;
    const d = data.value;
    if (typeof d.message !== 'string' || !d.message) return fail(`${at}.data.message`, 'message must be a string.');
    for (const name of ['app', 'stack', 'file', 'templateId', 'url', 'userAgent'])
      if (optionalString(d[name]) === undefined) return fail(`${at}.data.${name}`, `${name} must be a string.`);
    for (const name of ['line', 'column'])
      if (
        d[name] !== undefined &&
        d[name] !== null &&
        !(Number.isInteger(d[name]) && (d[name] as number) >= 0 && (d[name] as number) <= MAX_LINE)
      )
        return fail(`${at}.data.${name}`, `${name} must be a whole number from 0 to ${MAX_LINE}.`);
    const custom = d.custom === undefined || d.custom === null ? null : jsonObject(d.custom, `${at}.data.custom`);
    if (custom && !custom.ok) return custom;
    reports.push({
      app: typeof d.app === 'string' ? d.app : 'unknown',
      message: d.message,
      stack: optionalString(d.stack),
      file: optionalString(d.file),
      line: (d.line as number | undefined) ?? null,
      column: (d.column as number | undefined) ?? null,
      custom: custom ? JSON.stringify(custom.value) : null,
      templateId: optionalString(d.templateId),
      url: optionalString(d.url),
      userAgent: optionalString(d.userAgent),
      timestamp: (timestamp as number | undefined) ?? null,
    });
  }
  return { ok: true, value: reports };
}

/**
 * A text/plain beacon's body: a JSON value when it parses as one, else form fields; a body that is
 * neither is no fields (each path then names what is missing).
 */
export function beaconBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
}
