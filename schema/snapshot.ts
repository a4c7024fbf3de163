import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareApiSchemas, describeReport, type RecordedChange } from './schema-compat.ts';

/**
 * Takes the public API schema as the new snapshot partners are held to (`npm run schema:snapshot`),
 * once it has no breaking change that schema/api-changes.json does not record.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const current = read('api.graphql');
const report = compareApiSchemas(
  read('api.snapshot.graphql'),
  current,
  JSON.parse(read('api-changes.json')) as RecordedChange[],
);
const problems = describeReport(report);
if (problems) {
  console.error(problems);
  process.exit(1);
}
writeFileSync(path.join(dir, 'api.snapshot.graphql'), current);
console.log('wrote schema/api.snapshot.graphql');
