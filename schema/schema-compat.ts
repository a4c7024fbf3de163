import {
  BreakingChangeType,
  buildSchema,
  findBreakingChanges,
  isInterfaceType,
  isObjectType,
  type BreakingChange,
  type GraphQLSchema,
} from 'graphql';

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
  /** Recorded removals of fields the snapshot did not mark @deprecated: partners were never told. */
  neverDeprecated: RecordedChange[];
}

/** Whether a removed field ("Product.title was removed.") carried @deprecated in the snapshot. */
function wasDeprecated(snapshot: GraphQLSchema, change: BreakingChange): boolean {
  const [typeName, fieldName] = change.description.replace(/ was removed\.$/, '').split('.');
  const type = snapshot.getType(typeName ?? '');
  if (!fieldName || !(isObjectType(type) || isInterfaceType(type))) return true;
  return Boolean(type.getFields()[fieldName]?.deprecationReason);
}

/**
 * The public API schema against its committed snapshot: every breaking change (graphql-js's
 * findBreakingChanges: a field, type, argument or enum value removed, a type changed, an argument
 * made required) must be recorded with a deprecation of at least MIN_DEPRECATION_DAYS, and a removed
 * field must have been marked @deprecated in the snapshot, so that partners' tools warned of it.
 */
export function compareApiSchemas(
  snapshotSdl: string,
  currentSdl: string,
  recorded: readonly RecordedChange[],
): CompatReport {
  const snapshot = buildSchema(snapshotSdl);
  const breaking = findBreakingChanges(snapshot, buildSchema(currentSdl));
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
  const neverDeprecated = breaking
    .filter((change) => change.type === BreakingChangeType.FIELD_REMOVED && byChange.has(change.description))
    .filter((change) => !wasDeprecated(snapshot, change))
    .map((change) => byChange.get(change.description)!);
  return { unrecorded, tooSoon, neverDeprecated };
}

/** The report in words, for the failing test and the snapshot tool. */
export function describeReport(report: CompatReport): string {
  const lines = [
    ...report.unrecorded.map((c) => `breaking, not recorded in schema/api-changes.json: ${c.type}: ${c.description}`),
    ...report.tooSoon.map(
      (e) => `deprecated for less than ${MIN_DEPRECATION_DAYS} days (${e.deprecatedOn} to ${e.removedOn}): ${e.change}`,
    ),
    ...report.neverDeprecated.map((e) => `removed without @deprecated in the snapshot first: ${e.change}`),
  ];
  return lines.join('\n');
}
