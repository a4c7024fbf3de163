import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { DEMO_GALLERY_IMAGES } from '@atelier/demo-site';
import { escapeHtml, paragraphsOf } from '@atelier/html';
import { readThemeFolder } from '@atelier/theme';
import { HttpClient } from './support/http-client.ts';
import { solvedCaptcha } from './support/solved-captcha.ts';
import { captureLogLines } from './support/log-lines.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { signedInClient } from './support/sign-in.ts';

const app = useTestPlatform();

const IMPORT = `mutation($zip: String!) { importTheme(zipBase64: $zip) {
  website { theme } problems { file line message } warnings { file line message } userErrors { code } } }`;
const SAVE_POST = `mutation($input: PostInput!) { savePost(input: $input) { post { id urlId } userErrors { code message } } }`;
const SAVE_PRODUCT = `mutation($input: ProductInput!) { saveProduct(input: $input) {
  product { id version featured variants { id } } userErrors { code message } } }`;
const SAVE_EVENT = `mutation($input: EventInput!) { saveEvent(input: $input) { event { id featured } userErrors { code message } } }`;

/** The data-id values inside the first element of this class, in their order. */
function idsIn(html: string, cls: string): string[] {
  const start = html.indexOf(`class="${cls}"`);
  if (start < 0) throw new Error(`no element of class ${cls} in the page`);
  const block = html.slice(start, start + html.slice(start).search(/<\/(ol|ul|nav|section)>/));
  return [...block.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]!);
}
const textsIn = (html: string, cls: string) => {
  const start = html.indexOf(`class="${cls}"`);
  const block = html.slice(start, html.indexOf('</ul>', start));
  return [...block.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]!);
};

async function importFixture(owner: HttpClient) {
  const folder = await readThemeFolder(
    path.resolve(import.meta.dirname, '../packages/theme/test-themes/server-tag-data'),
  );
  const zip = Buffer.from(zipSync(Object.fromEntries(folder.files!))).toString('base64');
  const { json } = await owner.graphql(IMPORT, { zip });
  return json.data.importTheme;
}

const newestPosts = async (where: string, limit: number) =>
  (
    await app.db.query<{ id: string }>(
      `select id from catalog.post where collection_id = 'col_journal' and ${where} order by added_on desc, id desc limit ${limit}`,
    )
  ).map((r) => r.id);

describe('server tags render the site’s content (a theme using each, imported on real PostgreSQL)', () => {
  it('fills queries, folder navigation, categories, related items and comment counts from the site', async () => {
    const owner = await signedInClient(app.url);
    const made: Record<string, string> = {};
    for (const [title, categories, tags, featured] of [
      ['Flax notes', ['Materials'], ['linen', 'fabric'], true],
      ['Hemp notes', ['Materials'], ['fabric'], false],
      ['Oil notes', ['Care'], ['linen'], true],
    ] as const) {
      const { json } = await owner.graphql(SAVE_POST, {
        input: { collectionId: 'col_journal', title, body: `<p>${title}</p>`, categories, tags, featured },
      });
      expect(json.data.savePost.userErrors).toEqual([]);
      made[title] = json.data.savePost.post.id;
    }
    const imported = await importFixture(owner);
    expect(imported.userErrors).toEqual([]);
    expect(imported.warnings).toEqual([
      { file: 'collections/blog.list', line: 9, message: 'limit 80 is more than 50: the query shows the first 50.' },
    ]);

    const visitor = new HttpClient(app.url);
    const journal = await visitor.request('GET', '/journal');
    expect(journal.status).toBe(200);
    const html = journal.text;
    // <squarespace:query>: a literal collection, one named by {collection.urlId} with a category, a tag, a shop.
    expect(idsIn(html, 'Latest')).toEqual(await newestPosts('true', 2));
    expect(idsIn(html, 'Latest')).toEqual([made['Oil notes'], made['Hemp notes']]);
    expect(idsIn(html, 'Care')).toEqual(await newestPosts(`'Care' = any(categories)`, 3));
    expect(idsIn(html, 'Care')).toContain(made['Oil notes']);
    expect(idsIn(html, 'Fabric')).toEqual(await newestPosts(`'fabric' = any(tags)`, 50));
    expect(idsIn(html, 'Fabric').slice(0, 2)).toEqual([made['Hemp notes'], made['Flax notes']]);
    // featured="true": the posts their owner features, newest first.
    expect(idsIn(html, 'Featured')).toEqual(await newestPosts('featured', 5));
    expect(idsIn(html, 'Featured')).toEqual([made['Oil notes'], made['Flax notes']]);
    const shop = await visitor.graphql(`{ site { collection(urlId: "shop") { productPage(first: 50) {
      edges { node { id categories } } } categories } collections { id navigation } } }`);
    const shopProducts = shop.json.data.site.collection.productPage.edges.map(
      (e: { node: { id: string; categories: string[] } }) => e.node,
    );
    expect(idsIn(html, 'Shop')).toEqual(shopProducts.map((p: { id: string }) => p.id));
    // A collection the site does not have: an empty list, never a failed page.
    expect(html).toMatch(/<ol class="Nowhere"><li>nothing<\/li><\/ol>/);
    // <squarespace:folder-navigation>: the pages of the navigation the blog is listed in, the blog active.
    const mainNav = shop.json.data.site.collections
      .filter((c: { navigation: string | null }) => c.navigation === 'mainNav')
      .map((c: { id: string }) => c.id);
    expect(idsIn(html, 'Folder')).toEqual(mainNav);
    expect(html).toContain('<a data-id="col_journal" class="active" href="/journal">');
    // <squarespace:category>: the blog's categories and tags (its own), and the shop's (named).
    const labels = await app.db.query<{ categories: string[]; tags: string[] }>(
      `select array(select distinct c from catalog.post, unnest(categories) c where collection_id = 'col_journal' order by 1) as categories,
              array(select distinct t from catalog.post, unnest(tags) t where collection_id = 'col_journal' order by 1) as tags`,
    );
    expect(textsIn(html, 'Categories')).toEqual(labels[0]!.categories);
    expect(textsIn(html, 'Tags')).toEqual(labels[0]!.tags);
    expect(textsIn(html, 'Categories')).toEqual(expect.arrayContaining(['Care', 'Materials']));
    expect(textsIn(html, 'ShopCategories')).toEqual(shop.json.data.site.collection.categories);
    expect(textsIn(html, 'ShopCategories').length).toBeGreaterThan(0);
    // Comments are off on the demo site: the theme shows no count.
    expect(html).not.toContain('class="Count"');

    // Related items of a post: same blog, sharing a category or tag, most shared first, itself left out.
    const flax = await visitor.request('GET', '/journal/flax-notes');
    expect(flax.status).toBe(200);
    // Why linen (Materials; linen, fabric) shares three, Hemp notes and Indigo dye day two each (Hemp is newer), Oil notes one.
    expect(idsIn(flax.text, 'Related')).toEqual(['post_why_linen', made['Hemp notes']]);
    const system = [...flax.text.matchAll(/class="sqs-related-item" href="([^"]+)"/g)].map((m) => m[1]);
    expect(system).toEqual(['/journal/why-linen', '/journal/hemp-notes', '/journal/dye-day']);
    expect(flax.text).not.toContain('class="sqs-related-item" href="/journal/flax-notes"');

    // A product's related items: products of its shop sharing a category.
    const first = shopProducts.find((p: { categories: string[] }) => p.categories.length > 0)!;
    const product = await visitor.graphql(`query($id: ID!) { product(id: $id) { fullUrl } }`, { id: first.id });
    const page = await visitor.request('GET', product.json.data.product.fullUrl);
    expect(page.status).toBe(200);
    const expected = shopProducts
      .filter(
        (p: { id: string; categories: string[] }) =>
          p.id !== first.id && p.categories.some((c) => first.categories.includes(c)),
      )
      .slice(0, 3)
      .map((p: { id: string }) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(idsIn(page.text, 'Related')).toEqual(expected);

    // Comment counts in the spec's words once comments are on: none, one, two.
    await owner.graphql(
      `mutation { saveCommentSettings(input: { commentsEnabled: true, simpleLikingEnabled: false }) { userErrors { code } } }`,
    );
    for (const [post, count] of [
      [made['Hemp notes'], 1],
      [made['Oil notes'], 2],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const commenter = new HttpClient(app.url);
        await commenter.openPage('/journal');
        const added = await commenter.graphql(
          `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { code } } }`,
          {
            input: {
              postId: post,
              authorName: `Reader ${i}`,
              body: 'Useful.',
              captchaKey: await solvedCaptcha(commenter),
            },
          },
        );
        expect(added.json.data.addComment.userErrors).toEqual([]);
        const approved = await owner.graphql(
          `mutation($id: ID!) { moderateComment(id: $id, action: APPROVE) { userErrors { code } } }`,
          { id: added.json.data.addComment.comment.id },
        );
        expect(approved.json.data.moderateComment.userErrors).toEqual([]);
      }
    }
    const counted = (await visitor.request('GET', '/journal')).text;
    const countOf = (id: string) =>
      new RegExp(`<article data-id="${id}">[^<]*<span class="Count">([^<]*)</span>`).exec(counted)?.[1];
    expect(countOf(made['Flax notes']!)).toBe('No Comments');
    expect(countOf(made['Hemp notes']!)).toBe('1 Comment');
    expect(countOf(made['Oil notes']!)).toBe('2 Comments');
  });

  it('lists the featured products of a shop and events of an events page, and a gallery’s images, as the API does', async () => {
    const owner = await signedInClient(app.url);
    const shopId = (await owner.graphql('{ site { collection(urlId: "shop") { id } } }')).json.data.site.collection.id;
    const saveProduct = async (input: Record<string, unknown>) => {
      const { json } = await owner.graphql(SAVE_PRODUCT, {
        input: { collectionId: shopId, productType: 'PHYSICAL', ...input },
      });
      expect(json.data.saveProduct.userErrors).toEqual([]);
      return json.data.saveProduct.product as {
        id: string;
        version: number;
        featured: boolean;
        variants: { id: string }[];
      };
    };
    const made = async (title: string, featured?: boolean) =>
      saveProduct({
        title,
        variants: [{ sku: title.replace(/\W/g, ''), price: 900 }],
        ...(featured === undefined ? {} : { featured }),
      });
    const bowl = await made('Featured bowl', true);
    const plain = await made('Plain bowl');
    const cup = await made('Featured cup', true);
    const jug = await made('Featured jug', true);
    expect([bowl.featured, plain.featured, cup.featured, jug.featured]).toEqual([true, false, true, true]);
    // A save that leaves the mark out keeps it; one that says false takes it off.
    const resave = (p: typeof bowl, title: string, extra: Record<string, unknown>) =>
      saveProduct({
        id: p.id,
        version: p.version,
        title,
        variants: [{ id: p.variants[0]!.id, sku: title.replace(/\W/g, ''), price: 900 }],
        ...extra,
      });
    expect((await resave(bowl, 'Featured bowl', {})).featured).toBe(true);
    expect((await resave(cup, 'Featured cup', { featured: false })).featured).toBe(false);

    const saveEvent = async (title: string, inDays: number, featured?: boolean) => {
      const start = new Date(Date.now() + inDays * 86_400_000);
      const { json } = await owner.graphql(SAVE_EVENT, {
        input: {
          collectionId: 'col_events',
          title,
          start: start.toISOString(),
          end: new Date(start.getTime() + 3_600_000).toISOString(),
          ...(featured === undefined ? {} : { featured }),
        },
      });
      expect(json.data.saveEvent.userErrors).toEqual([]);
      return json.data.saveEvent.event as { id: string; featured: boolean };
    };
    const later = await saveEvent('Featured later talk', 20, true);
    await saveEvent('Plain talk', 3);
    const soon = await saveEvent('Featured soon talk', 2, true);
    await saveEvent('Featured past talk', -4, true);
    expect([later.featured, soon.featured]).toEqual([true, true]);

    expect((await importFixture(owner)).userErrors).toEqual([]);
    const html = (await new HttpClient(app.url).request('GET', '/journal')).text;
    const { json } = await new HttpClient(app.url).graphql(`{ site {
      shop: collection(urlId: "shop") { productPage(first: 10, featured: true) { edges { node { id featured } } } }
      events: collection(urlId: "events") { events(view: UPCOMING, featured: true) { id featured } }
      gallery: collection(urlId: "gallery") { galleryImages { id title description mediaFocalPoint { x y } image { url } } } } }`);
    // featured="true" of a shop: its featured products in the shop's order.
    const featuredProducts = json.data.site.shop.productPage.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(idsIn(html, 'FeaturedProducts')).toEqual(featuredProducts);
    expect(featuredProducts).toEqual([bowl.id, jug.id]);
    const rows = await app.db.query<{ id: string }>(
      `select id from catalog.product where collection_id = $1 and featured and archived_at is null order by position, id`,
      [shopId],
    );
    expect(featuredProducts).toEqual(rows.map((r) => r.id));
    // Of an events page: its featured upcoming events, soonest first (the one that has ended is not listed).
    const featuredEvents = json.data.site.events.events.map((e: { id: string }) => e.id);
    expect(idsIn(html, 'FeaturedEvents')).toEqual(featuredEvents);
    expect(featuredEvents).toEqual([soon.id, later.id]);
    // A gallery: its images in its order (the first 4), each with its picture, focal point and description.
    const images = json.data.site.gallery.galleryImages.slice(0, 4) as {
      id: string;
      title: string;
      description: string;
      mediaFocalPoint: { x: number; y: number };
      image: { url: string };
    }[];
    expect(images.map((g) => g.id)).toEqual(DEMO_GALLERY_IMAGES.slice(0, 4).map((g) => g.id));
    expect(idsIn(html, 'Gallery')).toEqual(images.map((g) => g.id));
    for (const g of images)
      expect(html).toContain(
        `<li data-id="${g.id}" data-src="${escapeHtml(g.image.url)}" data-focal="${g.mediaFocalPoint.x} ${g.mediaFocalPoint.y}">${escapeHtml(g.title)}<div>${paragraphsOf(g.description)}</div></li>`,
      );
    // The owner's plain text as HTML paragraphs, escaped: what the theme writes as it is.
    expect(images[1]!.description).toBe(DEMO_GALLERY_IMAGES[1]!.description);
    expect(html).toContain(
      '<div><p>Fed every morning &amp; stirred twice.</p><p>A week old, and still &lt;blue&gt;.</p></div>',
    );
  });

  it('queries in each repetition of a repeated section the collection that repetition names', async () => {
    const owner = await signedInClient(app.url);
    expect((await importFixture(owner)).userErrors).toEqual([]);
    const visitor = new HttpClient(app.url);
    const about = await visitor.request('GET', '/about');
    expect(about.status).toBe(200);
    // The page's folder navigation, each of its pages with a query of its own collection (limit 2).
    const lists = [...about.text.matchAll(/<ol class="Per" data-collection="([^"]*)">([\s\S]*?)<\/ol>/g)].map(
      ([, collection, list]) => [collection!, [...list!.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]!)] as const,
    );
    const { json } = await visitor.graphql(`{ site { collections { urlId type navigation } } }`);
    const nav = json.data.site.collections.filter((c: { navigation: string | null }) => c.navigation === 'mainNav');
    expect(lists.map(([collection]) => collection)).toEqual(nav.map((c: { urlId: string }) => c.urlId));
    const expected = async ({ urlId, type }: { urlId: string; type: string }) => {
      const { json: listed } = await visitor.graphql(
        `query($u: String!) { site { collection(urlId: $u) {
          posts(pageSize: 2) { items { id } } productPage(first: 2) { edges { node { id } } } } } }`,
        { u: urlId },
      );
      const c = listed.data.site.collection;
      return type === 'BLOG'
        ? c.posts.items.map((p: { id: string }) => p.id)
        : c.productPage.edges.map((e: { node: { id: string } }) => e.node.id);
    };
    expect(lists).toEqual(
      await Promise.all(nav.map(async (c: { urlId: string; type: string }) => [c.urlId, await expected(c)])),
    );
    // The blog and the shop each list their own items: the repetitions do not share one collection.
    const byCollection = Object.fromEntries(lists);
    expect(byCollection.journal).toEqual(await newestPosts('true', 2));
    expect(byCollection.shop!.length).toBe(2);
    expect(byCollection.shop).not.toEqual(byCollection.journal);
  });

  it('draws an item’s page with no related items, and logs why, when their lookup fails', async () => {
    const owner = await signedInClient(app.url);
    expect((await importFixture(owner)).userErrors).toEqual([]);
    const visitor = new HttpClient(app.url);
    const { json } = await visitor.graphql(`{ site { collection(urlId: "shop") { productPage(first: 20) {
      edges { node { id categories fullUrl } } } } } }`);
    expect(json.errors).toBeUndefined();
    const products = json.data.site.collection.productPage.edges.map(
      (e: { node: { id: string; categories: string[]; fullUrl: string } }) => e.node,
    );
    // The page's product and one its related items are chosen among, after the shop's first (which the
    // layout's <squarespace:category collection="shop"> reads) so that only the related lookup reads it.
    const shown = products.find((p: { categories: string[] }, i: number) => i > 0 && p.categories.length > 0);
    const broken = products.find((p: { id: string }, i: number) => i > 0 && p.id !== shown.id);
    const before = await visitor.request('GET', shown.fullUrl);
    expect(idsIn(before.text, 'Related').length).toBeGreaterThan(0);
    // A row the API cannot answer: a subscription plan without its billing period (the lookup's answer is an error).
    const [kept] = await app.db.query<{ plan: unknown }>(
      `select subscription_plan as plan from catalog.product where id = $1`,
      [broken.id],
    );
    await app.db.query(`update catalog.product set subscription_plan = '{}'::jsonb where id = $1`, [broken.id]);
    const logs = captureLogLines();
    try {
      const page = await visitor.request('GET', shown.fullUrl);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<h1 data-id="${shown.id}">`);
      // The related part is left out whole: no list, no item of it.
      expect(page.text).not.toContain('class="Related"');
      const logged = logs
        .lines()
        .filter((l) => l.msg === 'the related items could not be looked up: the page shows none');
      expect(logged).toHaveLength(1);
      expect(logged[0]!.level).toBe('error');
      expect(logged[0]!.collection).toBe('shop');
    } finally {
      logs.stop();
      await app.db.query(`update catalog.product set subscription_plan = $2 where id = $1`, [
        broken.id,
        kept!.plan === null ? null : JSON.stringify(kept!.plan),
      ]);
    }
  });

  it('draws a page whose query tag’s lookup fails with that tag empty, and logs why', async () => {
    const owner = await signedInClient(app.url);
    expect((await importFixture(owner)).userErrors).toEqual([]);
    const visitor = new HttpClient(app.url);
    const { json } = await visitor.graphql(`{ site { collection(urlId: "shop") { productPage(first: 1) {
      edges { node { id } } } } } }`);
    const first = json.data.site.collection.productPage.edges[0].node.id;
    const before = (await visitor.request('GET', '/journal')).text;
    expect(idsIn(before, 'Shop')[0]).toBe(first);
    // The shop's first product, which the blog list's shop query reads, made a row the catalog cannot answer.
    const [kept] = await app.db.query<{ plan: unknown }>(
      `select subscription_plan as plan from catalog.product where id = $1`,
      [first],
    );
    await app.db.query(`update catalog.product set subscription_plan = '{}'::jsonb where id = $1`, [first]);
    const logs = captureLogLines();
    try {
      const page = await visitor.request('GET', '/journal');
      expect(page.status).toBe(200);
      // The shop's query and its categories' show nothing; the blog's own queries are as before.
      expect(page.text).toMatch(/<ol class="Shop"><\/ol>/);
      expect(before).toContain('class="ShopCategories"');
      expect(page.text).not.toContain('class="ShopCategories"');
      expect(idsIn(page.text, 'Latest')).toEqual(idsIn(before, 'Latest'));
      expect(idsIn(page.text, 'Latest').length).toBe(2);
      const logged = logs.lines().filter((l) => l.msg === 'a query tag could not be looked up: it shows nothing');
      expect(logged.map((l) => [l.level, l.collection])).toEqual([
        ['error', 'shop'],
        ['error', 'shop'],
      ]);
    } finally {
      logs.stop();
      await app.db.query(`update catalog.product set subscription_plan = $2 where id = $1`, [
        first,
        kept!.plan === null ? null : JSON.stringify(kept!.plan),
      ]);
    }
  });

  it('serves what real themes write: a query of a collection in a folder, a category named by the page, a query commented out, an old block nothing applies, a block it lacks', async () => {
    const owner = await signedInClient(app.url);
    const saved = await owner.graphql(SAVE_POST, {
      input: { collectionId: 'col_journal', title: 'Named after the page', body: 'x', categories: ['Journal'] },
    });
    expect(saved.json.data.savePost.userErrors).toEqual([]);
    const folder = await readThemeFolder(
      path.resolve(import.meta.dirname, '../packages/theme/test-themes/real-theme-habits'),
    );
    const zip = Buffer.from(zipSync(Object.fromEntries(folder.files!))).toString('base64');
    const { json } = await owner.graphql(IMPORT, { zip });
    expect(json.data.importTheme.userErrors).toEqual([]);
    expect(json.data.importTheme.warnings).toEqual([
      {
        file: 'blocks/old-header.block',
        line: 2,
        message:
          'The template blocks/old-folders.block does not exist. (no page of a site uses this file; it is left out)',
      },
      {
        file: 'collections/blog.list',
        line: 1,
        message: 'The template blocks/notice.block does not exist: the page shows nothing there.',
      },
      {
        file: 'site.region',
        line: 20,
        message: 'The script scripts/lib/gone.js does not exist: the page loads nothing from it.',
      },
      {
        file: 'styles/vendor.css',
        line: 2,
        message:
          "LESS: Unrecognised input. Possibly missing opening '{' (read as plain CSS: this sheet is kept as written)",
      },
    ]);
    const page = await new HttpClient(app.url).request('GET', '/journal');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/href="\/_theme\/thm_[^"]+\/site\.css"/);
    // collection="archive/journal": the journal's two newest posts.
    expect(idsIn(page.text, 'Shelf')).toEqual(await newestPosts('true', 2));
    // category="{collection.navigationTitle}": the journal's posts in the category "Journal", only the one.
    expect(idsIn(page.text, 'SameName')).toEqual([saved.json.data.savePost.post.id]);
    // Neighbouring combo scripts in one request, one of a sub-folder: the one the theme lacks left out.
    const combo = /src="(\/_theme\/thm_[^"]+\/scripts-combo\/[^"]+)"/.exec(page.text)![1]!;
    expect(combo).toMatch(/\/scripts-combo\/lib\/first\.js,lib\/gone\.js,second\.js$/);
    const scripts = await new HttpClient(app.url).request('GET', combo);
    expect(scripts.status).toBe(200);
    expect(scripts.headers.get('content-type')).toContain('text/javascript');
    expect(scripts.text).toBe(
      "document.documentElement.dataset.first = 'ran';\n\n;\ndocument.documentElement.dataset.second = 'ran';\n",
    );
    const onlyMissing = combo.replace(/scripts-combo\/.*$/, 'scripts-combo/lib/gone.js');
    expect((await new HttpClient(app.url).request('GET', onlyMissing)).status).toBe(404);
    // The commented-out query stays in its comment as the author wrote it.
    expect(page.text).toContain('<squarespace:query collection="journal" limit="0">');
    await owner.graphql(`mutation { useShippedTheme(name: "atelier") { userErrors { code } } }`);
  });

  it('refuses a query tag with a bad limit or collection at its line, and keeps the site on its theme', async () => {
    const owner = await signedInClient(app.url);
    const themeNow = async () => (await owner.graphql('{ site { theme } }')).json.data.site.theme;
    const before = await themeNow();
    const files = {
      'template.conf': JSON.stringify({ name: 'Bad', layouts: { default: { name: 'D', regions: ['site'] } } }),
      'site.region': [
        '{squarespace-headers}{squarespace.main-content}',
        '<squarespace:query collection="journal" limit="0">{items}</squarespace:query>',
        '<squarespace:query collection="a b">{items}</squarespace:query>',
        '<squarespace:related limit="none">{items}</squarespace:related>',
      ].join('\n'),
    };
    const zip = Buffer.from(
      zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
    ).toString('base64');
    const { json } = await owner.graphql(IMPORT, { zip });
    expect(json.data.importTheme.userErrors).toEqual([{ code: 'THEME_INVALID' }]);
    expect(json.data.importTheme.problems).toEqual([
      { file: 'site.region', line: 2, message: 'limit must be a whole number from 1 to 50.' },
      {
        file: 'site.region',
        line: 3,
        message: expect.stringContaining('collection must be the URL id of a collection'),
      },
      { file: 'site.region', line: 4, message: 'limit must be a whole number from 1 to 10.' },
    ]);
    expect(await themeNow()).toBe(before);
    expect((await new HttpClient(app.url).request('GET', '/journal')).status).toBe(200);
  });
});
