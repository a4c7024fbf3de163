import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { signedInClient } from './support/sign-in.ts';

/**
 * A shop page asks only for what product cards show, until the theme's list reads more: then that
 * page is drawn again with whole items, and so is every later one of the theme. A theme never shows
 * a card without what it reads.
 */
const app = useTestPlatform();

const IMPORT = `mutation($zip: String!) { importTheme(zipBase64: $zip) { userErrors { code } } }`;
const zipOf = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))).toString(
    'base64',
  );
const THEME = {
  'template.conf': JSON.stringify({ name: 'Reader', layouts: { default: { name: 'D', regions: ['site'] } } }),
  'site.region':
    '<!doctype html><html><head>{squarespace-headers}</head><body><main>{squarespace.main-content}</main>{squarespace-footers}</body></html>',
};

async function useTheme(list: string): Promise<void> {
  const owner = await signedInClient(app.url);
  const { json } = await owner.graphql(IMPORT, { zip: zipOf({ ...THEME, 'collections/products.list': list }) });
  expect(json.data.importTheme.userErrors).toEqual([]);
}

describe('shop pages give a theme every field its list reads', () => {
  it('shows what a list reads beyond the cards: text, SKUs, scarcity, a JSON dump, on every visit', async () => {
    const [mug] = await app.db.query<{ id: string; excerpt: string; sku: string }>(
      `select p.id, p.excerpt, v.sku from catalog.product p join catalog.variant v on v.product_id = p.id
        where p.collection_id = 'col_shop' and p.archived_at is null and p.excerpt <> '' and v.sku <> '' order by p.position, v.position limit 1`,
    );
    try {
      await useTheme(
        '{.repeated section items}<article id="{id}"><p class="excerpt">{excerpt}</p>{.repeated section structuredContent.variants}<i>{sku}</i>{.end}</article>{.end}',
      );
      for (let visit = 0; visit < 2; visit++) {
        const { status, text } = await new HttpClient(app.url).request('GET', '/shop');
        expect(status).toBe(200);
        expect(text).toContain(`<article id="${mug!.id}"><p class="excerpt">${mug!.excerpt}</p>`);
        expect(text).toContain(`<i>${mug!.sku}</i>`);
      }
      await useTheme('<pre>{items|json}</pre>');
      const dump = await new HttpClient(app.url).request('GET', '/shop');
      expect(dump.text).toContain(`"sku":"${mug!.sku}"`);
      expect(dump.text).toContain(`"excerpt":${JSON.stringify(mug!.excerpt)}`);
      await useTheme('<p class="scarcity">{productMerchandisingContext|json}</p>');
      const scarcity = await new HttpClient(app.url).request('GET', '/shop');
      expect(scarcity.text).toContain('scarcityTemplateViews');
    } finally {
      await (await signedInClient(app.url)).graphql(
        `mutation { useShippedTheme(name: "atelier") { userErrors { code } } }`,
      );
    }
  });
});
