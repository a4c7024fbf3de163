import { changeRatio } from '@atelier/analytics';
import { csvDocument } from '@atelier/commerce';

/** One row of a top table: a page, referrer, campaign…, its count in the range and in the previous period. */
export interface TopRow {
  key: string;
  value: number;
  previousValue: number;
}

export interface Period {
  from: string;
  to: string;
}

/** The change against the previous period as the dashboard writes it: "+25%", "−10%", "0%", or "new" when there was none before. */
export function changeText(value: number, previous: number): string {
  const ratio = changeRatio(value, previous);
  if (ratio === null) return value === 0 ? '0%' : 'new';
  const percent = Math.round(ratio * 100);
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${-percent}%` : '0%';
}

/** Which way a change went, for its colour. */
export const changeDirection = (value: number, previous: number) =>
  value > previous ? 'up' : value < previous ? 'down' : 'same';

/** A part of a whole as a percentage with one decimal ("3.2%"); "0%" of nothing. */
export function shareText(part: number, whole: number): string {
  if (whole === 0) return '0%';
  return `${(Math.round((part / whole) * 1000) / 10).toLocaleString('en-US')}%`;
}

/** A period as the dashboard names it: "2026-11-01 to 2026-11-30", or the one day. */
export const periodText = (period: Period) =>
  period.from === period.to ? period.from : `${period.from} to ${period.to}`;

/** A whole number with thousands separators, as every figure of the panel is written. */
export const countText = (value: number) => value.toLocaleString('en-US');

/**
 * A top table as a spreadsheet: the key, its count in the range and in the previous period, headed
 * with the periods so that a file keeps saying what it counted. The change is left to the sheet: a
 * signed "+25%" would be taken for a formula and written as text.
 */
export function topTableCsv(
  keyHeading: string,
  valueHeading: string,
  rows: readonly TopRow[],
  range: Period,
  previous: Period,
) {
  return csvDocument([
    [keyHeading, `${valueHeading} (${periodText(range)})`, `${valueHeading} (${periodText(previous)})`],
    ...rows.map((row) => [row.key, String(row.value), String(row.previousValue)]),
  ]);
}

/** A name for a downloaded table: the site, what it holds and the range, safe as a file name. */
export function csvFileName(site: string, what: string, range: Period): string {
  const safe = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${safe(site) || 'site'}-${safe(what)}-${range.from}-to-${range.to}.csv`;
}
