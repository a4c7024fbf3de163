import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { composeSupergraph } from '../schema/compose.ts';
import { SUBGRAPHS } from '../subgraphs.config.ts';

const root = new URL('..', import.meta.url);
const committed = (file: string) => readFileSync(new URL(`../schema/${file}`, import.meta.url), 'utf8');
const exists = (path: string) => existsSync(new URL(path, root));

describe('committed schema artefacts', () => {
  it('compose without errors and match schema/supergraph.graphql and schema/api.graphql', () => {
    const { supergraphSdl, apiSchemaSdl } = composeSupergraph();
    expect(committed('supergraph.graphql'), 'supergraph.graphql is stale: run `npm run compose`').toBe(supergraphSdl);
    expect(committed('api.graphql'), 'api.graphql is stale: run `npm run compose`').toBe(apiSchemaSdl);
  });

  it('match the generated resolver types and typed documents', () => {
    // --check exits non-zero when any generated file would change.
    expect(() =>
      execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  }, 60_000);
});

describe('the subgraphs', () => {
  it('are each listed once in subgraphs.config.ts', () => {
    const folders = readdirSync(new URL('subgraphs/', root), { withFileTypes: true }).filter(
      (d) => d.isDirectory() && exists(`subgraphs/${d.name}/package.json`),
    );
    expect(SUBGRAPHS.map((s) => s.name).sort()).toEqual(folders.map((d) => d.name).sort());
  });

  it('keep their SDL, generated code, parts and README in their own folder, as subgraphs/README.md says', () => {
    for (const subgraph of SUBGRAPHS) {
      const folder = `subgraphs/${subgraph.name}`;
      expect(subgraph.sdl).toBe(`${folder}/src/schema.graphql`);
      expect(Object.keys(subgraph.generates).filter((path) => !path.startsWith(`${folder}/src/`))).toEqual([]);
      const parts = [
        'README.md',
        'codegen.ts',
        'src/schema.graphql',
        'src/context.ts',
        'src/resolvers/index.ts',
        'src/services',
        'src/domain',
        'src/entities',
        'src/migrations/index.ts',
        'src/seed-demo.ts',
      ];
      expect(
        parts.filter((part) => !exists(`${folder}/${part}`)),
        folder,
      ).toEqual([]);
    }
    // schema/ holds only what is composed from them, and the API as partners were last promised it
    // (schema-compat.ts, `npm run schema:snapshot`).
    expect(
      readdirSync(new URL('schema/', root))
        .filter((file) => file.endsWith('.graphql'))
        .sort(),
    ).toEqual(['api.graphql', 'api.snapshot.graphql', 'supergraph.graphql']);
  });
});
