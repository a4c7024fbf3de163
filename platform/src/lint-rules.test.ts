import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules `npm run lint` applies, each shown failing on a planted violation: the repository's own
 * .dependency-cruiser.cjs on a small tree of fixture files, and its eslint.config.js on texts given
 * as files of the tree. A rule that matched nothing would pass the real tree unnoticed.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const depcruiseConfig = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: NonNullable<ICruiseOptions['ruleSet']>['forbidden'];
  options: ICruiseOptions;
};

/** Files of a small tree, laid out as the repository's, with the imports each plants. */
const FIXTURES: Record<string, string> = {
  'subgraphs/alpha/src/domain/pure-rule.ts':
    "import { MikroORM } from '@mikro-orm/core';\nexport const rule = MikroORM;\n",
  'subgraphs/alpha/src/domain/calls-out.ts':
    "import http from 'node:http';\nimport { ask } from '../ports/catalog.ts';\nexport const out = [http, ask];\n",
  'subgraphs/alpha/src/ports/catalog.ts': 'export const ask = 1;\n',
  'subgraphs/alpha/src/services/orders.ts':
    "import { beta } from '../../../beta/src/index.ts';\nexport const orders = beta;\n",
  'subgraphs/beta/src/index.ts': 'export const beta = 1;\n',
  'web/src/client/storefront/island.ts':
    "import { panel } from '../dashboard/panel.ts';\nexport const island = panel;\n",
  'web/src/client/dashboard/panel.ts': 'export const panel = 1;\n',
  'web/src/client/storefront/quick-view.ts':
    "import { SaveFormDocument } from '../../graphql/generated/dashboard.ts';\nimport { Editor } from '@tiptap/core';\nexport const quickView = [SaveFormDocument, Editor];\n",
  'web/src/graphql/generated/dashboard.ts': 'export const SaveFormDocument = 1;\n',
  'web/src/client/shared/widget.ts': "import { pay } from '../checkout/pay.ts';\nexport const widget = pay;\n",
  'web/src/client/checkout/pay.ts': 'export const pay = 1;\n',
  'packages/rules/src/total.ts':
    "import { gateway } from '../../../gateway/src/router.ts';\nexport const total = gateway;\n",
  'gateway/src/router.ts': 'export const gateway = 1;\n',
  'platform/src/first.ts': "import { second } from './second.ts';\nexport const first = () => second;\n",
  'platform/src/second.ts': "import { first } from './first.ts';\nexport const second = () => first;\n",
  // Allowed: a type-only cycle, a subgraph's own folders, shared code from an audience.
  'subgraphs/beta/src/context.ts':
    "import type { Resolvers } from './resolvers-types.ts';\nexport type Context = { r?: Resolvers };\n",
  'subgraphs/beta/src/resolvers-types.ts':
    "import type { Context } from './context.ts';\nexport type Resolvers = { c?: Context };\n",
  'web/src/client/checkout/summary.ts':
    "import { widget } from '../shared/widget.ts';\nexport const summary = widget;\n",
};

let tree: string;
let violations: IViolation[];

beforeAll(async () => {
  tree = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  const { tsConfig: _tsConfig, cache: _cache, ...options } = depcruiseConfig.options;
  const result = await cruise(['subgraphs', 'web', 'packages', 'gateway', 'platform'], {
    ...options,
    baseDir: tree,
    validate: true,
    ruleSet: { forbidden: depcruiseConfig.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  violations = result.output.summary.violations;
}, 60_000);

afterAll(() => rmSync(tree, { recursive: true, force: true }));

const broken = (rule: string) =>
  violations
    .filter((v) => v.rule.name === rule)
    .map((v) => (v.cycle ? v.cycle.map((step) => step.name).join(' <- ') : `${v.from} -> ${v.to}`));

describe('the boundary rules (.dependency-cruiser.cjs)', () => {
  it('refuse a subgraph importing another', () => {
    expect(broken('no-subgraph-to-subgraph')).toEqual([
      'subgraphs/alpha/src/services/orders.ts -> subgraphs/beta/src/index.ts',
    ]);
  });

  it('refuse the ORM, the network, ports and services in domain/', () => {
    expect(broken('domain-no-orm')).toEqual(['subgraphs/alpha/src/domain/pure-rule.ts -> @mikro-orm/core']);
    expect(broken('domain-no-network').sort()).toEqual([
      'subgraphs/alpha/src/domain/calls-out.ts -> http',
      'subgraphs/alpha/src/domain/calls-out.ts -> subgraphs/alpha/src/ports/catalog.ts',
    ]);
  });

  it('keep each audience of the web client to its own folder and shared/', () => {
    expect(broken('client-audience-own-folder').sort()).toEqual([
      'web/src/client/shared/widget.ts -> web/src/client/checkout/pay.ts',
      'web/src/client/storefront/island.ts -> web/src/client/dashboard/panel.ts',
    ]);
  });

  it("keep the checkout's and the dashboard's documents and the editor out of the islands", () => {
    expect(broken('client-audience-own-documents')).toEqual([
      'web/src/client/storefront/quick-view.ts -> web/src/graphql/generated/dashboard.ts',
    ]);
    expect(broken('storefront-no-editor')).toEqual(['web/src/client/storefront/quick-view.ts -> @tiptap/core']);
  });

  it('refuse packages/ importing the parts that use them', () => {
    expect(broken('packages-no-app')).toEqual(['packages/rules/src/total.ts -> gateway/src/router.ts']);
  });

  it('refuse a run-time cycle and let a type-only one pass', () => {
    const cycles = broken('no-circular');
    expect(cycles.length).toBeGreaterThan(0);
    expect(cycles.every((cycle) => /platform\/src\/(first|second)\.ts/.test(cycle))).toBe(true);
  });

  it('each rule of the config has a planted violation here', () => {
    const named = depcruiseConfig.forbidden!.map((rule) => rule.name);
    expect(new Set(violations.map((v) => v.rule.name))).toEqual(new Set(named));
  });
});

describe('the code rules (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const rulesBroken = async (file: string, text: string) =>
    (await eslint.lintText(text, { filePath: path.join(ROOT, file) }))[0]!.messages.map((m) => m.ruleId);

  it('refuse console output in product code and allow it in a terminal script', async () => {
    const text = "export function greet(name: string): void {\n  console.log('hello', name);\n}\n";
    expect(await rulesBroken('platform/src/planted.ts', text)).toEqual(['no-console']);
    expect(await rulesBroken('tests/bench/planted.ts', text)).toEqual([]);
  }, 60_000);

  it("refuse a browser test routing the page's requests", async () => {
    const text =
      "import type { Page } from 'playwright-core';\nexport async function fake(page: Page): Promise<void> {\n  await page.route('**/api/cart', (route) => route.fulfill({ status: 500 }));\n}\n";
    expect(await rulesBroken('tests/browser/planted.test.ts', text)).toEqual(['no-restricted-syntax']);
  }, 60_000);

  it('refuse a loose comparison, a thrown string and a value import used as a type', async () => {
    const text = [
      "import { OptionalProps } from '@mikro-orm/core';",
      'export type Props = typeof OptionalProps;',
      "export function check(count: number): void {\n  if (count == 0) throw 'none';\n}",
      '',
    ].join('\n');
    expect((await rulesBroken('packages/commerce/src/planted.ts', text)).sort()).toEqual([
      '@typescript-eslint/consistent-type-imports',
      'eqeqeq',
      'no-throw-literal',
    ]);
  }, 60_000);
});
