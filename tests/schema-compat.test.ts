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

  it('fails on a planted breaking change, and passes it once recorded with 90 days of deprecation', () => {
    const planted = snapshot.replace(/^type Product [^{]*\{[\s\S]*?^}/m, (type) =>
      type.replace(/\n(\s*"""[^"]*"""\n)?\s*title: String!\n/, '\n'),
    );
    expect(planted).not.toBe(snapshot);
    const change = 'Product.title was removed.';
    expect(describeReport(compareApiSchemas(snapshot, planted, []))).toBe(
      `breaking, not recorded in schema/api-changes.json: FIELD_REMOVED: ${change}`,
    );
    const tooSoon = { change, deprecatedOn: '2026-01-01', removedOn: '2026-02-01', why: 'renamed to name' };
    expect(describeReport(compareApiSchemas(snapshot, planted, [tooSoon]))).toBe(
      `deprecated for less than 90 days (2026-01-01 to 2026-02-01): ${change}`,
    );
    expect(describeReport(compareApiSchemas(snapshot, planted, [{ ...tooSoon, removedOn: '2026-04-01' }]))).toBe('');
  });

  it('takes added fields and types as they are', () => {
    const added = `${snapshot}\ntype PartnerNote {\n  text: String!\n}\n`;
    expect(compareApiSchemas(snapshot, added, [])).toEqual({ unrecorded: [], tooSoon: [] });
  });
});
