import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { composeSupergraph } from '../schema/compose.ts';

const committed = (file: string) => readFileSync(new URL(`../schema/${file}`, import.meta.url), 'utf8');

describe('committed schema artefacts', () => {
  it('compose without errors and match schema/supergraph.graphql and schema/api.graphql', () => {
    const { supergraphSdl, apiSchemaSdl } = composeSupergraph();
    expect(committed('supergraph.graphql'), 'supergraph.graphql is stale: run `npm run compose`').toBe(supergraphSdl);
    expect(committed('api.graphql'), 'api.graphql is stale: run `npm run compose`').toBe(apiSchemaSdl);
  });

  it('match the generated resolver types and typed documents', () => {
    // --check exits non-zero when any generated file would change.
    expect(() =>
      execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], { cwd: new URL('..', import.meta.url), stdio: 'pipe' }),
    ).not.toThrow();
  }, 60_000);
});
