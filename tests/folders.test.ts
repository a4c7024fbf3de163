import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { readThemeFolder } from '@atelier/theme';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { signedInClient } from './support/sign-in.ts';

const app = useTestPlatform();

const SAVE_FOLDER = `mutation($input: FolderInput!) { saveFolder(input: $input) {
  collection { id urlId fullUrl type folder folderBehavior parentId } userErrors { field message code } } }`;
const MOVE = `mutation($c: ID!, $f: ID) { moveToFolder(collectionId: $c, folderId: $f) {
  collection { id parentId navigation } userErrors { field message code } } }`;
const SAVE_PAGE = `mutation($input: PageInput!) { savePage(input: $input) { collection { id } userErrors { code } } }`;
const USE_THEME = `mutation($name: String!) { useShippedTheme(name: $name) { userErrors { code } } }`;

/** The site's collections as stored, for comparing before and after a refusal. */
const stored = () =>
  app.db.query(
    `select id, type, folder_behavior, parent_id, navigation, position, url_id from catalog.collection
      where website_id = 'site_demo' order by id`,
  );
/** A folder's pages' addresses, in the site's order, as stored. */
const folderPages = async (folderId: string) =>
  (
    await app.db.query<{ url_id: string }>(
      `select url_id from catalog.collection where parent_id = $1 order by position, title`,
      [folderId],
    )
  ).map((r) => `/${r.url_id}`);

/** The element of the header's navigation: its top-level links, and each folder's title and links. */
function headerNavigation(html: string) {
  const nav = html.slice(html.indexOf('<nav class="site-nav"'), html.indexOf('</nav>'));
  const folders = [...nav.matchAll(/<li class="nav-folder([^"]*)">([\s\S]*?)<\/ul>\s*<\/li>/g)].map((m) => ({
    active: m[1]!.includes('nav-folder-active'),
    title: /class="nav-folder-title"[^>]*>([^<]*)</.exec(m[2]!)![1],
    href: /<a class="nav-folder-title" href="([^"]+)"/.exec(m[2]!)?.[1] ?? null,
    links: [...m[2]!.matchAll(/<li><a href="([^"]+)"/g)].map((l) => l[1]),
    current: /<li><a href="([^"]+)" aria-current="page"/.exec(m[2]!)?.[1] ?? null,
  }));
  const outside = nav.replace(/<li class="nav-folder[\s\S]*?<\/ul>\s*<\/li>/g, '');
  const links = [...outside.matchAll(/<li><a href="([^"]+)"/g)].map((l) => l[1]);
  return { folders, links };
}

describe('navigation folders (a FOLDER collection, its pages one level deep, on real PostgreSQL)', () => {
  it('makes a folder, moves pages into it in order, draws it in both themes and answers its address by its behaviour', async () => {
    const owner = await signedInClient(app.url);
    const made = await owner.graphql(SAVE_FOLDER, { input: { title: 'Company', navigation: 'mainNav' } });
    expect(made.json.data.saveFolder.userErrors).toEqual([]);
    const folder = made.json.data.saveFolder.collection;
    expect(folder).toMatchObject({
      urlId: 'company',
      fullUrl: '/company',
      type: 'FOLDER',
      folder: true,
      parentId: null,
    });
    // Squarespace's folders send a visitor to their first page: a new folder's behaviour.
    expect(folder.folderBehavior).toBe('REDIRECT');
    const [row] = await app.db.query<{ folder_behavior: string; position: number; max: number }>(
      `select folder_behavior, position, (select max(position) from catalog.collection where website_id = 'site_demo') as max
         from catalog.collection where id = $1`,
      [folder.id],
    );
    expect(row).toMatchObject({ folder_behavior: 'redirect' });
    expect(row!.position).toBe(row!.max);

    const team = await owner.graphql(SAVE_PAGE, {
      input: { title: 'Team', body: '<p>Who makes things here.</p>', navigation: 'footerNav' },
    });
    const teamId = team.json.data.savePage.collection.id;
    for (const id of ['col_about', teamId]) {
      const moved = await owner.graphql(MOVE, { c: id, f: folder.id });
      expect(moved.json.data.moveToFolder.userErrors).toEqual([]);
      expect(moved.json.data.moveToFolder.collection.parentId).toBe(folder.id);
    }
    expect(await folderPages(folder.id)).toEqual(['/about', '/team']);

    // The API: the folder with its pages in the site's order.
    const api = await new HttpClient(app.url).graphql(`{ site { collection(urlId: "company") {
      folder folderBehavior collections { id parentId } } } }`);
    expect(api.json.data.site.collection).toEqual({
      folder: true,
      folderBehavior: 'REDIRECT',
      collections: [
        { id: 'col_about', parentId: folder.id },
        { id: teamId, parentId: folder.id },
      ],
    });

    const visitor = new HttpClient(app.url);
    for (const theme of ['atelier', 'ledger']) {
      expect((await owner.graphql(USE_THEME, { name: theme })).json.data.useShippedTheme.userErrors).toEqual([]);
      const home = await visitor.request('GET', '/journal');
      expect(home.status).toBe(200);
      const nav = headerNavigation(home.text);
      // The folder stands in the main navigation with its pages in its dropdown; they are no longer beside it.
      expect(nav.folders).toEqual([
        { active: false, title: 'Company', href: '/company', links: await folderPages(folder.id), current: null },
      ]);
      expect(nav.links).not.toContain('/about');
      expect(nav.links).toContain('/journal');
      // A page of the folder: the folder is active and the page current in it.
      const about = await visitor.request('GET', '/about');
      expect(about.status).toBe(200);
      expect(headerNavigation(about.text).folders[0]).toMatchObject({ active: true, current: '/about' });
    }

    // REDIRECT: to its first page.
    const redirect = await visitor.request('GET', '/company');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/about');

    // INDEX: a page of its own listing its pages, through the theme.
    const asIndex = await owner.graphql(SAVE_FOLDER, {
      input: { id: folder.id, title: 'Company', urlId: 'company', navigation: 'mainNav', behavior: 'INDEX' },
    });
    expect(asIndex.json.data.saveFolder.collection.folderBehavior).toBe('INDEX');
    const index = await visitor.request('GET', '/company');
    expect(index.status).toBe(200);
    const list = index.text.slice(index.text.indexOf('class="folder-index-list"'));
    expect([...list.slice(0, list.indexOf('</ul>')).matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(
      await folderPages(folder.id),
    );
    expect(headerNavigation(index.text).folders[0]).toMatchObject({ active: true, href: '/company' });
    // Only an index is a page of its own: the sitemap lists it.
    expect((await visitor.request('GET', '/sitemap.xml')).text).toContain('/company</loc>');

    // NONE: no page, and the folder's title is no link.
    await owner.graphql(SAVE_FOLDER, {
      input: { id: folder.id, title: 'Company', urlId: 'company', navigation: 'mainNav', behavior: 'NONE' },
    });
    expect((await visitor.request('GET', '/company')).status).toBe(404);
    expect((await visitor.request('GET', '/sitemap.xml')).text).not.toContain('/company</loc>');
    const none = headerNavigation((await visitor.request('GET', '/journal')).text).folders[0]!;
    expect(none).toMatchObject({ title: 'Company', href: null, links: ['/about', '/team'] });

    // Out of the folder: back in the folder's navigation, last.
    const out = await owner.graphql(MOVE, { c: teamId, f: null });
    expect(out.json.data.moveToFolder.collection).toEqual({ id: teamId, parentId: null, navigation: 'mainNav' });
    expect(await folderPages(folder.id)).toEqual(['/about']);
    expect(headerNavigation((await visitor.request('GET', '/journal')).text).links).toContain('/team');
  });

  it('lists the folder’s pages in <squarespace:folder-navigation> on a page inside it', async () => {
    const owner = await signedInClient(app.url);
    const folderFiles = await readThemeFolder(
      path.resolve(import.meta.dirname, '../packages/theme/test-themes/server-tag-data'),
    );
    const zip = Buffer.from(zipSync(Object.fromEntries(folderFiles.files!))).toString('base64');
    const imported = await owner.graphql(
      `mutation($zip: String!) { importTheme(zipBase64: $zip) { userErrors { code } } }`,
      {
        zip,
      },
    );
    expect(imported.json.data.importTheme.userErrors).toEqual([]);
    const made = await owner.graphql(SAVE_FOLDER, { input: { title: 'Help', navigation: 'footerNav' } });
    const folderId = made.json.data.saveFolder.collection.id;
    for (const id of ['col_contact', 'col_about'])
      expect((await owner.graphql(MOVE, { c: id, f: folderId })).json.data.moveToFolder.userErrors).toEqual([]);
    const page = await new HttpClient(app.url).request('GET', '/contact');
    expect(page.status).toBe(200);
    const block = page.text.slice(
      page.text.indexOf('class="Folder"'),
      page.text.indexOf('</nav>', page.text.indexOf('class="Folder"')),
    );
    const ids = [...block.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]);
    const stored = await app.db.query<{ id: string }>(
      `select id from catalog.collection where parent_id = $1 order by position, title`,
      [folderId],
    );
    expect(ids).toEqual(stored.map((r) => r.id));
    expect(ids).toEqual(['col_contact', 'col_about']);
    expect(block).toContain('<a data-id="col_contact" class="active" href="/contact">');
    await owner.graphql(USE_THEME, { name: 'atelier' });
  });

  it('refuses what is not the site’s, a page into a page, a folder into a folder and a taken address, storing nothing', async () => {
    const owner = await signedInClient(app.url);
    const a = await owner.graphql(SAVE_FOLDER, { input: { title: 'Outer', navigation: 'mainNav' } });
    const b = await owner.graphql(SAVE_FOLDER, { input: { title: 'Inner', navigation: 'mainNav', behavior: 'INDEX' } });
    const outer = a.json.data.saveFolder.collection.id;
    const inner = b.json.data.saveFolder.collection.id;
    const before = await stored();
    const refusals: [string, Record<string, unknown>, unknown][] = [
      [
        MOVE,
        { c: 'col_kiln_visit', f: outer },
        [{ field: ['collectionId'], code: 'NOT_FOUND', message: 'This page or collection does not exist.' }],
      ],
      [
        MOVE,
        { c: 'col_journal', f: 'col_kiln_notes' },
        [{ field: ['folderId'], code: 'NOT_FOUND', message: 'This folder does not exist.' }],
      ],
      [
        MOVE,
        { c: 'col_shop', f: 'col_about' },
        [{ field: ['folderId'], code: 'NOT_A_FOLDER', message: 'Choose a folder of this site to move it into.' }],
      ],
      [
        MOVE,
        { c: inner, f: outer },
        [
          {
            field: ['folderId'],
            code: 'FOLDER_IN_FOLDER',
            message: 'A folder cannot go into another folder: folders hold pages one level deep.',
          },
        ],
      ],
      [
        SAVE_FOLDER,
        { input: { title: 'Journal again', urlId: 'journal' } },
        [
          {
            field: ['input', 'urlId'],
            code: 'URL_ID_TAKEN',
            message: 'Another page or collection of this site has this address.',
          },
        ],
      ],
      [
        SAVE_FOLDER,
        { input: { id: 'col_kiln_visit', title: 'Theirs' } },
        [{ field: ['input', 'id'], code: 'NOT_FOUND', message: 'This folder does not exist.' }],
      ],
      [
        SAVE_FOLDER,
        { input: { id: 'col_about', title: 'A page' } },
        [{ field: ['input', 'id'], code: 'NOT_FOUND', message: 'This folder does not exist.' }],
      ],
      [
        SAVE_FOLDER,
        { input: { title: 'Nav', navigation: 'main nav!' } },
        [
          {
            field: ['input', 'navigation'],
            code: 'NAVIGATION_INVALID',
            message: 'Choose a navigation of the theme, or none.',
          },
        ],
      ],
    ];
    for (const [query, variables, errors] of refusals) {
      const { status, json } = await owner.graphql(query, variables);
      expect(status).toBe(200);
      const payload = json.data.moveToFolder ?? json.data.saveFolder;
      expect(payload).toEqual({ collection: null, userErrors: errors });
    }
    const visitor = await new HttpClient(app.url).graphql(MOVE, { c: 'col_about', f: outer });
    expect(visitor.json.data.moveToFolder.userErrors.map((e: { code: string }) => e.code)).toEqual(['NOT_SIGNED_IN']);
    // A folder is no home page of its own.
    const home = await owner.graphql(
      `mutation($id: ID) { setHomeCollection(collectionId: $id) { userErrors { code } } }`,
      { id: outer },
    );
    expect(home.json.data.setHomeCollection.userErrors).toEqual([{ code: 'NOT_FOUND' }]);
    expect(before.length).toBeGreaterThan(5);
    expect(await stored()).toEqual(before);
  });

  it('deletes a folder, its pages staying in its navigation and order; another site’s or a page is refused', async () => {
    const owner = await signedInClient(app.url);
    const made = await owner.graphql(SAVE_FOLDER, { input: { title: 'Visit us', navigation: 'footerNav' } });
    const folderId = made.json.data.saveFolder.collection.id;
    for (const id of ['col_trade', 'col_contact']) await owner.graphql(MOVE, { c: id, f: folderId });
    // A footer has no dropdowns: the folder's pages stand in its list in their order, the folder itself no link.
    const footer = (await new HttpClient(app.url).request('GET', '/journal')).text;
    const footerList = footer.slice(
      footer.indexOf('<ul class="footer-nav">'),
      footer.indexOf('</ul>', footer.indexOf('<ul class="footer-nav">')),
    );
    const footerLinks = [...footerList.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(footerLinks).toEqual(expect.arrayContaining(['/trade', '/contact']));
    expect(footerLinks.indexOf('/contact')).toBe(footerLinks.indexOf('/trade') + 1);
    expect(footerLinks).not.toContain('/visit-us');
    const DELETE = `mutation($id: ID!) { deleteFolder(id: $id) { deletedId userErrors { field code message } } }`;
    const before = await stored();
    for (const id of ['col_kiln_visit', 'col_about']) {
      const refused = await owner.graphql(DELETE, { id });
      expect(refused.json.data.deleteFolder).toEqual({
        deletedId: null,
        userErrors: [{ field: ['id'], code: 'NOT_FOUND', message: 'This folder does not exist.' }],
      });
    }
    expect(await stored()).toEqual(before);
    const done = await owner.graphql(DELETE, { id: folderId });
    expect(done.json.data.deleteFolder).toEqual({ deletedId: folderId, userErrors: [] });
    const rows = await app.db.query<{ id: string; parent_id: string | null; navigation: string }>(
      `select id, parent_id, navigation from catalog.collection where id in ('col_trade', 'col_contact', $1) order by position, title`,
      [folderId],
    );
    expect(rows).toEqual([
      { id: 'col_trade', parent_id: null, navigation: 'footerNav' },
      { id: 'col_contact', parent_id: null, navigation: 'footerNav' },
    ]);
  });

  it('lets a partner’s key with CATALOG_WRITE make a folder and move a page in, and refuses a key without it', async () => {
    const owner = await signedInClient(app.url);
    const CREATE = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret userErrors { code } } }`;
    const keyWith = async (scopes: string[]) =>
      (await owner.graphql(CREATE, { input: { name: `Menu sync ${scopes.join()}`, scopes } })).json.data.createApiKey
        .secret as string;
    const writer = new HttpClient(app.url);
    const auth = { authorization: `Bearer ${await keyWith(['CATALOG_WRITE'])}` };
    const made = await writer.graphql(SAVE_FOLDER, { input: { title: 'Partner menu', navigation: 'mainNav' } }, auth);
    expect(made.json.data.saveFolder.userErrors).toEqual([]);
    const folderId = made.json.data.saveFolder.collection.id;
    const moved = await writer.graphql(MOVE, { c: 'col_journal', f: folderId }, auth);
    expect(moved.json.data.moveToFolder.collection.parentId).toBe(folderId);
    const before = await stored();
    const reader = await new HttpClient(app.url).graphql(
      MOVE,
      { c: 'col_journal', f: null },
      {
        authorization: `Bearer ${await keyWith(['INVENTORY'])}`,
      },
    );
    expect(reader.json.errors?.[0]?.extensions).toMatchObject({
      code: 'API_KEY_SCOPE',
      requiredScope: 'CATALOG_WRITE',
      field: 'Mutation.moveToFolder',
    });
    expect(await stored()).toEqual(before);
  });
});
