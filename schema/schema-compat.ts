import { buildSchema, findBreakingChanges, type BreakingChange } from 'graphql';

/**
 * A breaking change of the public API that was announced: deprecated on one day, removed no
 * earlier than MIN_DEPRECATION_DAYS later. Recorded in schema/api-changes.json by the change's
 * description as graphql-js words it ("Product.legacyId was removed.").
 */
export interface RecordedChange {
  change: string;
  deprecatedOn: string;
  removedOn: string;
  why: string;
}

/** How long partners are warned (the field deprecated, and working) before a breaking change. */
export const MIN_DEPRECATION_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CompatReport {
  /** Breaking changes no entry records: each fails the check. */
  unrecorded: BreakingChange[];
  /** Entries whose deprecation was shorter than the minimum: each fails the check. */
  tooSoon: RecordedChange[];
}

/**
 * The public API schema against its committed snapshot: every breaking change (graphql-js's
 * findBreakingChanges: a field, type, argument or enum value removed, a type changed, an argument
 * made required) must be recorded with a deprecation of at least MIN_DEPRECATION_DAYS.
 */
export function compareApiSchemas(
  snapshotSdl: string,
  currentSdl: string,
  recorded: readonly RecordedChange[],
): CompatReport {
  const breaking = findBreakingChanges(buildSchema(snapshotSdl), buildSchema(currentSdl));
  const byChange = new Map(recorded.map((entry) => [entry.change, entry]));
  const unrecorded = breaking.filter((change) => !byChange.has(change.description));
  const tooSoon = breaking
    .map((change) => byChange.get(change.description))
    .filter((entry): entry is RecordedChange => entry !== undefined)
    .filter(
      (entry) =>
        Date.parse(entry.removedOn) - Date.parse(entry.deprecatedOn) < MIN_DEPRECATION_DAYS * DAY_MS ||
        Number.isNaN(Date.parse(entry.removedOn) - Date.parse(entry.deprecatedOn)),
    );
  return { unrecorded, tooSoon };
}

/** The report in words, for the failing test and the snapshot tool. */
export function describeReport(report: CompatReport): string {
  const lines = [
    ...report.unrecorded.map((c) => `breaking, not recorded in schema/api-changes.json: ${c.type}: ${c.description}`),
    ...report.tooSoon.map(
      (e) => `deprecated for less than ${MIN_DEPRECATION_DAYS} days (${e.deprecatedOn} to ${e.removedOn}): ${e.change}`,
    ),
  ];
  return lines.join('\n');
}
