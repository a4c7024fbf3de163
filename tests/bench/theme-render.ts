import { Compiler, type Code } from '@squarespace/template-engine';
import { cldrFor } from '@atelier/template-language';
import {
  checkThemeFolder,
  renderThemePage,
  RESERVED_KEYS,
  shippedThemeDir,
  type CompiledTheme,
  type ServerTagValues,
} from '@atelier/theme';
import { CollectionPageDocument, ProductPageDocument } from '../../web/src/graphql/generated/storefront.ts';
import {
  collectionContext,
  itemContext,
  postContext,
  websiteContext,
} from '../../web/src/server/render/page-context.ts';
import { print } from 'graphql';
import type { HttpClient } from '../support/http-client.ts';
import { medians } from './medians.ts';

const TAGS: ServerTagValues = {
  headers: '',
  footers: '',
  pageId: 'bench',
  pageClasses: '',
  navigations: {},
  queries: {},
  blockFields: {},
  themeUrl: '/_theme/atelier/x',
  nonce: 'n',
};

/** The bare engine rendering the same compiled theme files the same way: the view, then each region. */
function bareThemePage(bare: Compiler, theme: CompiledTheme, view: string, json: Record<string, unknown>): string {
  const cldr = cldrFor('en-US');
  const page: Record<string, unknown> = {
    ...json,
    [RESERVED_KEYS.headers]: '',
    [RESERVED_KEYS.footers]: '',
    [RESERVED_KEYS.navigations]: {},
    [RESERVED_KEYS.queries]: {},
    [RESERVED_KEYS.blockFields]: {},
    [RESERVED_KEYS.themeUrl]: TAGS.themeUrl,
    [RESERVED_KEYS.nonce]: 'n',
    [RESERVED_KEYS.squarespace]: { 'page-id': 'bench', 'page-classes': '', 'main-content': '' },
  };
  const run = (code: Code) =>
    bare
      .execute({ code, json: page, partials: theme.partials, cldr, enableExpr: true, enableInclude: true })
      .ctx.render();
  (page[RESERVED_KEYS.squarespace] as Record<string, string>)['main-content'] = run(theme.templates.get(view)!);
  return theme.conf.layouts.default!.regions.map((region) => run(theme.templates.get(`${region}.region`)!)).join('');
}

async function pageJson(client: HttpClient, kind: 'product' | 'blog'): Promise<Record<string, unknown>> {
  if (kind === 'product') {
    const { json } = await client.graphql(print(ProductPageDocument), {
      collection: 'shop',
      product: 'linen-shirt',
      withCart: false,
    });
    const website = json.data.website;
    return {
      ...websiteContext(website),
      collection: collectionContext(website.collection),
      item: itemContext(website.collection.product, website.collection),
    };
  }
  const { json } = await client.graphql(print(CollectionPageDocument), {
    collection: 'journal',
    page: 1,
    pageSize: 5,
    productPageSize: 24,
    itemDetails: false,
    withCart: false,
  });
  const website = json.data.website;
  return {
    ...websiteContext(website),
    collection: collectionContext(website.collection),
    items: website.collection.posts.items.map(postContext),
  };
}

/**
 * Render time of a theme page with our compiler (what the site does) beside the bare engine on the
 * same compiled templates and JSON: the product page and the journal's list.
 */
export async function benchThemeRender(client: HttpClient): Promise<void> {
  const { theme } = await checkThemeFolder(shippedThemeDir('atelier'));
  if (!theme) throw new Error('the shipped theme does not compile');
  const bare = new Compiler();
  for (const [kind, view] of [
    ['product', 'collections/products.item'],
    ['blog', 'collections/blog.list'],
  ] as const) {
    const json = await pageJson(client, kind);
    const ours = () => renderThemePage(theme, { view, json, tags: TAGS, locale: 'en-US' }).html;
    const plain = () => bareThemePage(bare, theme, view, json);
    const [bareMs, ourMs] = medians(300, [plain, ours]) as [number, number];
    const label = kind === 'product' ? 'product page' : 'blog list';
    console.log(
      `${`theme render, bare engine (${label})`.padEnd(42)} median ${bareMs.toFixed(3)} ms  (${(1000 / bareMs).toFixed(0)} renders/s)`,
    );
    console.log(
      `${`theme render, Atelier compiler (${label})`.padEnd(42)} median ${ourMs.toFixed(3)} ms  (${(1000 / ourMs).toFixed(0)} renders/s)`,
    );
    console.log(`ratio: Atelier compiler vs bare engine, ${label}: ${(ourMs / bareMs).toFixed(2)}x`);
  }
}
