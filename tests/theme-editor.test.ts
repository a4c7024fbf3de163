import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '@atelier/demo-site';
import { hashPassword } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * The template editor's operations on real PostgreSQL, through the gateway and the site server: a
 * save is checked as an import is, a refused one leaves the published site as it was; versions are
 * listed, read for a diff and rolled back; a preview is its owner's only; strangers are refused.
 */
const app = useTestPlatform();
const port = () => new URL(app.url).port;
const PRODUCT = '/shop/p/linen-shirt';
const ITEM = 'collections/products.item';

const SOURCE = `query($t: String) { site { theme themeSource(theme: $t) { theme files { path text } } } }`;
const VERSIONS = `{ site { theme themeVersions { id number origin published savedBy { id } savedAt } } }`;
const CHECK = `mutation($i: ThemeEditInput!) { checkThemeEdits(input: $i) { problems { file line message } userErrors { code message } } }`;
const PREVIEW = `mutation($i: ThemeEditInput!) { previewThemeEdits(input: $i) { previewId problems { file line message } userErrors { code message } } }`;
const SAVE = `mutation($i: ThemeEditInput!) { saveThemeEdits(input: $i) { version { id number origin published } website { theme } problems { file line message } userErrors { code message } } }`;
const ROLL_BACK = `mutation($v: ID!) { rollBackTheme(versionId: $v) { version { id number published } userErrors { code message } } }`;

const versionRows = async () =>
  (await app.db.query<{ n: number }>(`select count(*)::int as n from catalog.theme where website_id = 'site_demo'`))[0]!
    .n;

let owner: HttpClient;
let item: string;
/** The shipped theme's product template with one line added after its first. */
const withLine = (line: string) => item.replace('{.section item}\n', `{.section item}\n${line}\n`);

beforeAll(async () => {
  owner = await signedInClient(app.url);
  const { json } = await owner.graphql(SOURCE, {});
  expect(json.data.site.themeSource.theme).toBe('atelier');
  item = json.data.site.themeSource.files.find((f: { path: string }) => f.path === ITEM).text;
});

const visitorPage = async (path = PRODUCT) => (await new HttpClient(app.url).request('GET', path)).text;

describe('the template editor', () => {
  it('opens the theme the site uses: every file, text for the ones it edits', async () => {
    const { json } = await owner.graphql(SOURCE, {});
    const files = json.data.site.themeSource.files as { path: string; text: string | null }[];
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['template.conf', ITEM, 'assets/favicon.svg']));
    expect(files.map((f) => f.path)).toEqual([...files.map((f) => f.path)].sort((a, b) => a.localeCompare(b)));
    expect(JSON.parse(files.find((f) => f.path === 'template.conf')!.text!).name).toBeTruthy();
    expect(item.startsWith('{.section item}\n')).toBe(true);
  });

  it('reports a syntax error at its file and line as the owner types, storing nothing', async () => {
    const before = await versionRows();
    const broken = withLine('<p>{.section title}unclosed</p>');
    const { json } = await owner.graphql(CHECK, { i: { base: 'atelier', changes: [{ path: ITEM, text: broken }] } });
    expect(json.data.checkThemeEdits.userErrors).toEqual([]);
    expect(json.data.checkThemeEdits.problems).toEqual([
      { file: ITEM, line: expect.any(Number), message: expect.stringMatching(/^SyntaxError: /) },
    ]);
    const fine = await owner.graphql(CHECK, {
      i: { base: 'atelier', changes: [{ path: ITEM, text: withLine('<p>fine</p>') }] },
    });
    expect(fine.json.data.checkThemeEdits).toEqual({ problems: [], userErrors: [] });
    expect(await versionRows()).toBe(before);
  });

  it('refuses a save that breaks a template: the published site keeps serving the version before', async () => {
    const first = await owner.graphql(SAVE, {
      i: { base: 'atelier', changes: [{ path: ITEM, text: withLine('<p class="edit-mark">First edit</p>') }] },
    });
    expect(first.json.data.saveThemeEdits).toMatchObject({
      version: { number: 1, origin: 'EDITOR', published: true },
      problems: [],
      userErrors: [],
    });
    const v1 = first.json.data.saveThemeEdits.version.id as string;
    expect(first.json.data.saveThemeEdits.website.theme).toBe(v1);
    expect(await visitorPage()).toContain('<p class="edit-mark">First edit</p>');

    const rows = await versionRows();
    const broken = await owner.graphql(SAVE, {
      i: { base: v1, changes: [{ path: ITEM, text: withLine('{.section title}never ended') }] },
    });
    expect(broken.json.data.saveThemeEdits).toMatchObject({
      version: null,
      website: null,
      userErrors: [{ code: 'THEME_INVALID', message: 'This theme has problems; it was not used.' }],
    });
    expect(broken.json.data.saveThemeEdits.problems).toEqual([
      { file: ITEM, line: expect.any(Number), message: expect.stringMatching(/^SyntaxError: /) },
    ]);
    expect(await versionRows()).toBe(rows);
    const served = await visitorPage();
    expect(served).toContain('<p class="edit-mark">First edit</p>');
    expect(served).toContain(`/_theme/${v1}/`);
  });

  it('lists versions newest first with who saved them, reads each for a diff, and rolls back', async () => {
    const v1 = (await owner.graphql(VERSIONS)).json.data.site.theme as string;
    const second = await owner.graphql(SAVE, {
      i: { base: v1, changes: [{ path: ITEM, text: withLine('<p class="edit-mark">Second edit</p>') }] },
    });
    const v2 = second.json.data.saveThemeEdits.version.id as string;
    expect(await visitorPage()).toContain('Second edit');

    const listed = (await owner.graphql(VERSIONS)).json.data.site;
    expect(listed.theme).toBe(v2);
    expect(listed.themeVersions.map((v: any) => [v.id, v.number, v.origin, v.published, v.savedBy?.id])).toEqual([
      [v2, 2, 'EDITOR', true, DEMO_OWNER.id],
      [v1, 1, 'EDITOR', false, DEMO_OWNER.id],
    ]);
    expect(Date.parse(listed.themeVersions[0].savedAt)).toBeGreaterThanOrEqual(
      Date.parse(listed.themeVersions[1].savedAt),
    );

    const textOf = async (theme: string) =>
      ((await owner.graphql(SOURCE, { t: theme })).json.data.site.themeSource.files as any[]).find(
        (f) => f.path === ITEM,
      ).text as string;
    expect(await textOf(v1)).toBe(withLine('<p class="edit-mark">First edit</p>'));
    expect(await textOf(v2)).toBe(withLine('<p class="edit-mark">Second edit</p>'));

    const rolled = await owner.graphql(ROLL_BACK, { v: v1 });
    expect(rolled.json.data.rollBackTheme).toEqual({ version: { id: v1, number: 1, published: true }, userErrors: [] });
    const served = await visitorPage();
    expect(served).toContain('First edit');
    expect(served).not.toContain('Second edit');
    const after = (await owner.graphql(VERSIONS)).json.data.site.themeVersions;
    expect(after.map((v: any) => [v.number, v.published])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('previews unsaved changes on any page for the owner only, never listing or publishing them', async () => {
    const published = (await owner.graphql(VERSIONS)).json.data.site.theme as string;
    const { json } = await owner.graphql(PREVIEW, {
      i: { base: published, changes: [{ path: ITEM, text: withLine('<p class="edit-mark">Only a preview</p>') }] },
    });
    expect(json.data.previewThemeEdits).toMatchObject({ problems: [], userErrors: [] });
    const previewId = json.data.previewThemeEdits.previewId as string;
    expect(previewId).toMatch(/^thm_/);

    const previewed = await owner.request('GET', `${PRODUCT}?themePreview=${previewId}`);
    expect(previewed.status).toBe(200);
    expect(previewed.text).toContain('<p class="edit-mark">Only a preview</p>');
    expect(previewed.headers.get('cache-control')).toBe('no-store');
    // Its stylesheet is served to the owner under the draft's own address, and to nobody else.
    const css = new RegExp(`href="(/_theme/${previewId}/[^"]+/site\\.css)"`).exec(previewed.text)![1]!;
    expect((await owner.request('GET', css)).status).toBe(200);
    expect((await new HttpClient(app.url).request('GET', css)).status).toBe(404);

    const visitor = await visitorPage(`${PRODUCT}?themePreview=${previewId}`);
    expect(visitor).not.toContain('Only a preview');
    expect(visitor).toContain('First edit');
    expect(await visitorPage()).not.toContain('Only a preview');
    const listed = (await owner.graphql(VERSIONS)).json.data.site;
    expect(listed.theme).toBe(published);
    expect(listed.themeVersions.map((v: any) => v.id)).not.toContain(previewId);
    // A draft is nothing to roll back to.
    const rolled = await owner.graphql(ROLL_BACK, { v: previewId });
    expect(rolled.json.data.rollBackTheme.userErrors).toEqual([
      {
        code: 'THEME_VERSION_NOT_FOUND',
        message: 'This version of the theme does not exist. Reload the editor to see the site’s versions.',
      },
    ]);
  });

  it('bounds a hostile template in a preview: the owner gets the error page in time, the published site serves', async () => {
    // Each block applies the next three times, 15 deep: 3^15 applications unless the render's budget stops it.
    const blocks = Array.from({ length: 15 }, (_, i) => ({
      path: `blocks/hostile${i}.block`,
      text: i === 14 ? '{website.title}' : `{@|apply hostile${i + 1}.block}`.repeat(3),
    }));
    const published = (await owner.graphql(VERSIONS)).json.data.site.theme as string;
    const { json } = await owner.graphql(PREVIEW, {
      i: {
        base: published,
        changes: [...blocks, { path: 'collections/products.list', text: '{@|apply hostile0.block}' }],
      },
    });
    const previewId = json.data.previewThemeEdits.previewId as string;
    expect(previewId).toMatch(/^thm_/);
    // The render's own budget ends it; the test's timeout, not a clock here, catches a render that never stops.
    const page = await owner.request('GET', `/shop?themePreview=${previewId}`);
    expect(page.status).toBe(500);
    expect(page.text).toContain('This page could not be shown');
    const shop = await new HttpClient(app.url).request('GET', '/shop');
    expect(shop.status).toBe(200);
    expect(shop.text).toContain(`/_theme/${published}/`);
  });

  it('refuses paths outside the theme and bases of another site', async () => {
    const outside = await owner.graphql(SAVE, {
      i: { base: 'atelier', changes: [{ path: '../escape.block', text: 'x' }] },
    });
    expect(outside.json.data.saveThemeEdits.userErrors[0].code).toBe('THEME_INVALID');
    expect(outside.json.data.saveThemeEdits.problems).toEqual([
      {
        file: '../escape.block',
        line: null,
        message: 'A file of the theme is named by its path inside the theme folder, such as blocks/footer.block.',
      },
    ]);
    const kiln = await signedInClient(`http://kiln.localhost:${port()}`);
    const atelierVersion = (await owner.graphql(VERSIONS)).json.data.site.theme as string;
    const across = await kiln.graphql(SAVE, { i: { base: atelierVersion, changes: [] } });
    expect(across.json.data.saveThemeEdits.userErrors.map((e: any) => e.code)).toEqual(['THEME_VERSION_NOT_FOUND']);
    expect((await kiln.graphql(ROLL_BACK, { v: atelierVersion })).json.data.rollBackTheme.userErrors[0].code).toBe(
      'THEME_VERSION_NOT_FOUND',
    );
    expect((await kiln.graphql(SOURCE, { t: atelierVersion })).json.data.site.themeSource).toBeNull();
  });

  it('refuses strangers and the signed out: nothing read, saved, previewed or rolled back', async () => {
    await app.db.query(
      `insert into accounts.owner (id, email, name, password_hash) values ('owner_editor_other', 'editor-other@atelier.test', 'Other', $1)`,
      [await hashPassword('other-owner-password')],
    );
    const stranger = new HttpClient(app.url);
    await stranger.graphql(
      `mutation { login(email: "editor-other@atelier.test", password: "other-owner-password") { owner { id } } }`,
    );
    const published = (await owner.graphql(VERSIONS)).json.data.site.theme as string;
    const rows = await versionRows();
    const edit = { base: published, changes: [{ path: ITEM, text: withLine('<p>Stranger was here</p>') }] };
    for (const [client, code] of [
      [stranger, 'FORBIDDEN'],
      [new HttpClient(app.url), 'NOT_SIGNED_IN'],
    ] as const) {
      const read = (
        await client.graphql(
          `{ site { themeVersions { id } themeSource { theme } themePreview(id: "${published}") { id } } }`,
        )
      ).json.data.site;
      expect(read).toEqual({ themeVersions: [], themeSource: null, themePreview: null });
      for (const [query, field] of [
        [SAVE, 'saveThemeEdits'],
        [PREVIEW, 'previewThemeEdits'],
        [CHECK, 'checkThemeEdits'],
      ] as const)
        expect((await client.graphql(query, { i: edit })).json.data[field].userErrors.map((e: any) => e.code)).toEqual([
          code,
        ]);
      expect((await client.graphql(ROLL_BACK, { v: published })).json.data.rollBackTheme.userErrors[0].code).toBe(code);
    }
    expect(await versionRows()).toBe(rows);
    expect((await owner.graphql(VERSIONS)).json.data.site.theme).toBe(published);
    expect(await visitorPage()).not.toContain('Stranger was here');
  });

  it('takes at most 50 changed files in one save', async () => {
    const changes = Array.from({ length: 51 }, (_, i) => ({ path: `blocks/b${i}.block`, text: '' }));
    const { json } = await owner.graphql(SAVE, { i: { base: 'atelier', changes } });
    expect(json.errors?.[0]).toMatchObject({
      message: 'changes may list at most 50 files',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
