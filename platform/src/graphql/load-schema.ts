import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse, type DocumentNode } from 'graphql';

/** The repository's schema/ folder: one SDL per subgraph plus the composed supergraph. */
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema');

export function readSchemaFile(fileName: string): string {
  return readFileSync(path.join(SCHEMA_DIR, fileName), 'utf8');
}

export function loadSubgraphTypeDefs(name: string): DocumentNode {
  return parse(readSchemaFile(`${name}.graphql`));
}
