import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse, type DocumentNode } from 'graphql';

/** The repository's schema/ folder: the composed supergraph and API schema. */
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema');

export function readSchemaFile(fileName: string): string {
  return readFileSync(path.join(SCHEMA_DIR, fileName), 'utf8');
}

/**
 * A schema file's document, read once per process: the same object for every service of a subgraph,
 * so the service's schema, built from it, is built once too (subgraph-service.ts).
 */
const readTypeDefsOnce = new Map<string, DocumentNode>();

/** A subgraph's SDL from beside its code: `readTypeDefs(new URL('./schema.graphql', import.meta.url))`. */
export function readTypeDefs(file: URL): DocumentNode {
  let typeDefs = readTypeDefsOnce.get(file.href);
  if (!typeDefs) readTypeDefsOnce.set(file.href, (typeDefs = parse(readFileSync(file, 'utf8'))));
  return typeDefs;
}
