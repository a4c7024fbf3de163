import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareApiSchemas, describeReport, type RecordedChange } from '../schema/schema-compat.ts';

const read = (name: string) => readFileSync(new URL(`../schema/${name}`, import.meta.url), 'utf8');
const snapshot = read('api.snapshot.graphql');
const recorded = JSON.parse(read('api-changes.json')) as RecordedChange[];

describe('the public API schema', () => {
  it('breaks nothing its snapshot promised, unless the change is recorded after a deprecation', () => {
    // On failure: deprecate first (@deprecated, for 90 days), record the change in
    // schema/api-changes.json, then `npm run schema:snapshot`.
    expect(describeReport(compareApiSchemas(snapshot, read('api.graphql'), recorded))).toBe('');
  });

  /** The snapshot with Product.title marked @deprecated, as a partner's tools would first see it. */
  const withTitleDeprecated = snapshot.replace(/^type Product [^{]*\{[\s\S]*?^}/m, (type) =>
    type.replace(/\n(\s*)title: String!\n/, '\n$1title: String! @deprecated(reason: "Use name.")\n'),
  );
  const withoutTitle = (sdl: string) =>
    sdl.replace(/^type Product [^{]*\{[\s\S]*?^}/m, (type) =>
      type.replace(/\n(\s*"""[^"]*"""\n)?\s*title: String!( @deprecated\(reason: "[^"]*"\))?\n/, '\n'),
    );
  const change = 'Product.title was removed.';
  const recordedRemoval = { change, deprecatedOn: '2026-01-01', removedOn: '2026-04-01', why: 'renamed to name' };

  it('accepts a deprecation: the deprecated field stays in the schema, nothing breaks', () => {
    expect(withTitleDeprecated).not.toBe(snapshot);
    expect(withTitleDeprecated).toContain('title: String! @deprecated(reason: "Use name.")');
    expect(compareApiSchemas(snapshot, withTitleDeprecated, [])).toEqual({
      unrecorded: [],
      tooSoon: [],
      neverDeprecated: [],
    });
  });

  it('fails on a planted removal until it is recorded after 90 days of deprecation', () => {
    const planted = withoutTitle(withTitleDeprecated);
    expect(planted).not.toContain('title: String! @deprecated');
    expect(describeReport(compareApiSchemas(withTitleDeprecated, planted, []))).toBe(
      `breaking, not recorded in schema/api-changes.json: FIELD_REMOVED: ${change}`,
    );
    const tooSoon = { ...recordedRemoval, removedOn: '2026-02-01' };
    expect(describeReport(compareApiSchemas(withTitleDeprecated, planted, [tooSoon]))).toBe(
      `deprecated for less than 90 days (2026-01-01 to 2026-02-01): ${change}`,
    );
    expect(describeReport(compareApiSchemas(withTitleDeprecated, planted, [recordedRemoval]))).toBe('');
  });

  it('refuses a recorded removal of a field the snapshot never marked @deprecated', () => {
    const planted = withoutTitle(snapshot);
    expect(planted).not.toBe(snapshot);
    expect(describeReport(compareApiSchemas(snapshot, planted, [recordedRemoval]))).toBe(
      `removed without @deprecated in the snapshot first: ${change}`,
    );
  });

  it('takes added fields and types as they are', () => {
    const added = `${snapshot}\ntype PartnerNote {\n  text: String!\n}\n`;
    expect(compareApiSchemas(snapshot, added, [])).toEqual({ unrecorded: [], tooSoon: [], neverDeprecated: [] });
  });
});
