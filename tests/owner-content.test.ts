import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { readThemeFolder } from '@atelier/theme';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { signedInClient } from './support/sign-in.ts';

const app = useTestPlatform();
const port = () => new URL(app.url).port;

const SAVE_POST = `mutation($input: PostInput!) { savePost(input: $input) { post { id fullUrl } userErrors { code message } } }`;
const IMPORT = `mutation($zip: String!) { importTheme(zipBase64: $zip) { website { theme } problems { file line message } userErrors { code } } }`;

const signedIn = (base = app.url) => signedInClient(base);

const postCount = async () => (await app.db.query<{ n: number }>('select count(*)::int as n from catalog.post'))[0]!.n;

function zipOf(files: Record<string, string>): string {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  ).toString('base64');
}

const MINIMAL = {
  'template.conf': JSON.stringify({ name: 'Hostile', layouts: { default: { name: 'D', regions: ['site'] } } }),
  'site.region':
    '<!doctype html><html><head>{squarespace-headers}</head><body><main>{squarespace.main-content}</main>{squarespace-footers}</body></html>',
};

describe('owners change their own site only', () => {
  it('refuses visitors who are not signed in, storing nothing', async () => {
    const before = await postCount();
    const { json } = await new HttpClient(app.url).graphql(SAVE_POST, {
      input: { collectionId: 'col_journal', title: 'Hi', body: 'x' },
    });
    expect(json.data.savePost).toEqual({
      post: null,
      userErrors: [{ code: 'NOT_SIGNED_IN', message: 'Your session has ended. Please sign in again.' }],
    });
    expect(await postCount()).toBe(before);
  });

  it('refuses a post for a blog of another site, and one that repeats an address', async () => {
    const owner = await signedIn(`http://kiln.localhost:${port()}`);
    const other = await owner.graphql(SAVE_POST, { input: { collectionId: 'col_journal', title: 'Cross', body: 'x' } });
    expect(other.json.data.savePost.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'This blog does not exist.' }]);
    const taken = await owner.graphql(SAVE_POST, {
      input: { collectionId: 'col_kiln_notes', title: 'Glaze', urlId: 'glaze-tests', body: 'x' },
    });
    expect(taken.json.data.savePost.userErrors[0].code).toBe('URL_ID_TAKEN');
    const reserved = await owner.graphql(SAVE_POST, {
      input: { collectionId: 'col_kiln_notes', title: 'x', urlId: 'admin', body: 'x' },
    });
    expect(reserved.json.data.savePost.userErrors[0].code).toBe('URL_ID_INVALID');
    const fine = await owner.graphql(SAVE_POST, {
      input: { collectionId: 'col_kiln_notes', title: 'Kiln news', body: 'Fired.', tags: ['news'] },
    });
    expect(fine.json.data.savePost.post.fullUrl).toBe('/notes/kiln-news');
    expect((await new HttpClient(`http://kiln.localhost:${port()}`).request('GET', '/notes/kiln-news')).status).toBe(
      200,
    );
    expect((await new HttpClient(app.url).request('GET', '/notes/kiln-news')).status).toBe(404);
  });

  it('refuses a theme with errors, keeping the site on its theme; reports file and line', async () => {
    const owner = await signedIn();
    const { json } = await owner.graphql(IMPORT, {
      zip: zipOf({ ...MINIMAL, 'site.region': 'x\n<squarespace:slideshow id="a" />\n{.section a}' }),
    });
    expect(json.data.importTheme.userErrors).toEqual([{ code: 'THEME_INVALID' }]);
    expect(json.data.importTheme.problems).toEqual([
      { file: 'site.region', line: 2, message: expect.stringContaining('Unknown server tag <squarespace:slideshow>') },
      { file: 'site.region', line: 3, message: 'SyntaxError: Reached EOF in the middle of SECTION' },
    ]);
    expect((await new HttpClient(app.url).request('GET', '/shop')).text).toContain('/_theme/atelier/');
  });

  it('bounds a hostile template: that page alone is drawn by the default theme, in time; other pages keep the theme', async () => {
    const owner = await signedIn();
    // Each block applies the next three times, 15 deep: 3^15 applications unless something stops it.
    const blocks = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [
        `blocks/b${i}.block`,
        i === 14 ? '{website.title}' : `{@|apply b${i + 1}.block}`.repeat(3),
      ]),
    );
    const { json } = await owner.graphql(IMPORT, {
      zip: zipOf({
        ...MINIMAL,
        ...blocks,
        'collections/products.list': '{@|apply b0.block}',
        'pages/error.page': '<h1>Our error page</h1><p>{errorReference}</p>',
      }),
    });
    expect(json.data.importTheme.userErrors).toEqual([]);
    const visitor = new HttpClient(app.url);
    // The render's own budget ends it (the default theme draws the page); the test's timeout, not a clock here, catches a render that never stops.
    const page = await visitor.request('GET', '/shop');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Our error page');
    expect(page.text).toMatch(/<link rel="stylesheet" href="\/_theme\/atelier\/[0-9a-f]{12}\/site\.css">/);
    const journal = await visitor.request('GET', '/journal');
    expect(journal.status).toBe(200);
    // The imported theme's files are served on its own site's host only.
    const css = /href="(\/_theme\/thm_[^"]+\/site\.css)"/.exec(journal.text)![1]!;
    expect((await visitor.request('GET', css)).status).toBe(200);
    expect((await new HttpClient(`http://kiln.localhost:${port()}`).request('GET', css)).status).toBe(404);
    await owner.graphql(`mutation { useShippedTheme(name: "atelier") { userErrors { code } } }`);
  });

  it('imports a theme written for the platform with its warnings, and serves it as its author wrote it', async () => {
    const owner = await signedIn();
    const folder = await readThemeFolder(
      path.resolve(import.meta.dirname, '../packages/theme/test-themes/platform-features'),
    );
    const zip = Buffer.from(zipSync(Object.fromEntries(folder.files!))).toString('base64');
    const { json } = await owner.graphql(
      `mutation($zip: String!) { importTheme(zipBase64: $zip) { website { theme } problems { file } warnings { file line message } userErrors { code } } }`,
      { zip },
    );
    expect(json.data.importTheme.userErrors).toEqual([]);
    expect(json.data.importTheme.warnings).toEqual([
      {
        file: 'collections/blog.conf',
        line: 1,
        message: '"pageSize" 100 is more than 50: lists show 50 items a page.',
      },
      { file: 'collections/blog.list', line: 6, message: 'limit 60 is more than 50: the query shows the first 50.' },
      {
        file: 'collections/cubes.list',
        line: 3,
        message: "SyntaxError: Formatter 'shout' is unknown (no page of a site uses this file; it is left out)",
      },
    ]);
    const visitor = new HttpClient(app.url);
    const journal = await visitor.request('GET', '/journal');
    expect(journal.status).toBe(200);
    expect(journal.text).toContain('<article class="Post">');
    // The theme's inline script carries this response's nonce, the one its CSP allows; the fonts' origin it declares is allowed.
    const policy = String(journal.headers.get('content-security-policy'));
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    expect(policy).toContain("font-src 'self' https://fonts.example.com;");
    expect(
      (await new HttpClient(`http://kiln.localhost:${port()}`).request('GET', '/')).headers.get(
        'content-security-policy',
      ),
    ).toContain("font-src 'self';");
    expect(journal.text).toContain(
      `<script nonce="${nonce}">document.body.setAttribute('data-theme-script', 'ran');</script>`,
    );
    // The compiled LESS: a tweak's default and a platform mixin; the theme's files under its own URLs.
    const css = /href="(\/_theme\/thm_[^"]+\/site\.css)"/.exec(journal.text)![1]!;
    const sheet = await visitor.request('GET', css);
    expect(sheet.text).toContain('color: #b4462b;');
    expect(sheet.text).toContain('-webkit-transition: color 0.2s ease;');
    const script = await visitor.request('GET', '/scripts/site.js');
    expect(script.status).toBe(200);
    expect(script.text).toBe("document.documentElement.dataset.siteScript = 'ran';\n");
    expect((await visitor.request('GET', '/scripts/none.js')).status).toBe(404);
    // Another site's /scripts/site.js is its own theme's (the shipped one's), not this import's.
    const other = await new HttpClient(`http://kiln.localhost:${port()}`).request('GET', '/scripts/site.js');
    expect(other.text).not.toContain('siteScript');
    await owner.graphql(`mutation { useShippedTheme(name: "atelier") { userErrors { code } } }`);
  });

  it('serves the site on a custom domain its owner adds, and refuses one another site holds', async () => {
    const owner = await signedIn(`http://kiln.localhost:${port()}`);
    const ADD = `mutation($d: String!) { addDomain(domain: $d) { website { domains } userErrors { code message } } }`;
    const added = await owner.graphql(ADD, { d: ' Pottery.Example.ORG ' });
    expect(added.json.data.addDomain).toEqual({ website: { domains: ['pottery.example.org'] }, userErrors: [] });
    const page = await new HttpClient(`http://pottery.example.org:${port()}`).request('GET', '/notes');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Kiln &amp; Co. Ceramics');
    expect((await owner.graphql(ADD, { d: 'https://x.example.org/path' })).json.data.addDomain.userErrors[0].code).toBe(
      'DOMAIN_INVALID',
    );
    const atelier = await signedIn();
    expect((await atelier.graphql(ADD, { d: 'pottery.example.org' })).json.data.addDomain.userErrors).toEqual([
      { code: 'DOMAIN_TAKEN', message: 'This domain already serves another site.' },
    ]);
    // Removed as the owner types it, it stops serving at once (this process forgets its routing).
    const removed = await owner.graphql(
      `mutation($d: String!) { removeDomain(domain: $d) { website { domains } userErrors { code } } }`,
      { d: 'POTTERY.example.org.' },
    );
    expect(removed.json.data.removeDomain).toEqual({ website: { domains: [] }, userErrors: [] });
    expect((await new HttpClient(`http://pottery.example.org:${port()}`).request('GET', '/notes')).status).toBe(404);
  });

  it('creates and changes a page: navigation, password set and removed, body kept for its owner', async () => {
    const owner = await signedIn();
    const SAVE = `mutation($input: PageInput!) { savePage(input: $input) { collection { id fullUrl isProtected } userErrors { code } } }`;
    const created = await owner.graphql(SAVE, {
      input: { title: 'Stockists', body: 'Find us in\n\nBristol & <Bath>', navigation: 'mainNav', password: 'shh' },
    });
    const page = created.json.data.savePage.collection;
    expect(page).toMatchObject({ fullUrl: '/stockists', isProtected: true });
    const visitor = new HttpClient(app.url);
    const locked = await visitor.request('GET', '/stockists');
    expect(locked.text).toContain('This page is protected.');
    expect(locked.text).toMatch(/<a href="\/stockists"[^>]*>Stockists<\/a>/);
    const own = await owner.graphql(`{ site { collection(urlId: "stockists") { body ownerBody } } }`);
    expect(own.json.data.site.collection).toEqual({
      body: '',
      ownerBody: '<p>Find us in</p><p>Bristol &amp; &lt;Bath&gt;</p>',
    });
    expect(
      (await visitor.graphql(`{ site { collection(urlId: "stockists") { ownerBody } } }`)).json.data.site.collection
        .ownerBody,
    ).toBeNull();
    const opened = await owner.graphql(SAVE, {
      input: { id: page.id, title: 'Stockists', body: '<p>Find us in Bristol.</p><script>x()</script>', password: '' },
    });
    expect(opened.json.data.savePage.collection.isProtected).toBe(false);
    const open = await visitor.request('GET', '/stockists');
    expect(open.text).toContain('<p>Find us in Bristol.</p>');
    expect(open.text).not.toContain('x()');
    expect((await owner.graphql(SAVE, { input: { title: 'Cart', body: 'x' } })).json.data.savePage.userErrors).toEqual([
      { code: 'URL_ID_INVALID' },
    ]);
    expect((await owner.graphql(SAVE, { input: { title: 'About', body: 'x' } })).json.data.savePage.userErrors).toEqual(
      [{ code: 'URL_ID_TAKEN' }],
    );
  });

  it('answers parallel saves of one address with one post and URL_ID_TAKEN for the rest, never an error', async () => {
    const owner = await signedIn();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        owner.graphql(SAVE_POST, {
          input: { collectionId: 'col_journal', title: `Race ${i}`, urlId: 'race', body: 'x' },
        }),
      ),
    );
    expect(results.every((r) => r.json.errors === undefined)).toBe(true);
    const codes = results.map((r) => r.json.data.savePost.userErrors[0]?.code ?? 'SAVED').sort();
    expect(codes.filter((c) => c === 'SAVED')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'SAVED')).toEqual(Array(7).fill('URL_ID_TAKEN'));
  });
});
