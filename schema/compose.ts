import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { printSchema } from '@apollo/federation-internals';
import { SUBGRAPHS } from '../subgraphs.config.ts';

const SCHEMA_DIR = path.dirname(fileURLToPath(import.meta.url));

export interface Composition {
  supergraphSdl: string;
  apiSchemaSdl: string;
}

/** The URL a subgraph has in the committed supergraph; the gateway replaces it at run time. */
export const placeholderUrl = (name: string) => `http://${name}.subgraph.internal/graphql`;

export function composeSupergraph(): Composition {
  const result = composeServices(
    SUBGRAPHS.map(({ name, sdl }) => ({
      name,
      url: placeholderUrl(name),
      typeDefs: parse(readFileSync(path.join(SCHEMA_DIR, '..', sdl), 'utf8')),
    })),
  );
  if (result.errors) {
    throw new Error(`Composition failed:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl.trimEnd() + '\n',
    apiSchemaSdl: printSchema(result.schema.toAPISchema()).trimEnd() + '\n',
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { supergraphSdl, apiSchemaSdl } = composeSupergraph();
  writeFileSync(path.join(SCHEMA_DIR, 'supergraph.graphql'), supergraphSdl);
  writeFileSync(path.join(SCHEMA_DIR, 'api.graphql'), apiSchemaSdl);
  console.log('wrote schema/supergraph.graphql and schema/api.graphql');
}
