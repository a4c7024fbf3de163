import { beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { hashPassword } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * The process's theme-check workers shared among owners, with the settings an operator uses: two
 * checks per owner, two workers, and a 5 s bound so that a looping stylesheet holds its worker for
 * 5 s, not 20. The catalog reads them when the platform starts; they are put back once it runs.
 */
const SETTINGS = {
  ATELIER_THEME_CHECKS_PER_OWNER: '2',
  ATELIER_THEME_CHECK_WORKERS: '2',
  ATELIER_THEME_CHECK_SECONDS: '5',
};
const saved = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, process.env[name]]));
const app = useTestPlatform(() => {
  Object.assign(process.env, SETTINGS);
  return {};
});
beforeAll(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

const IMPORT = `mutation($zip: String!) { importTheme(zipBase64: $zip) {
  website { id theme } problems { file message } userErrors { field message code } } }`;
const zipOf = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))).toString(
    'base64',
  );
const theme = (name: string, less: string) =>
  zipOf({
    'template.conf': JSON.stringify({
      name,
      layouts: { default: { name: 'D', regions: ['site'] } },
      stylesheets: ['site.less'],
    }),
    'site.region':
      '<!doctype html><html><head>{squarespace-headers}</head><body><main>{squarespace.main-content}</main>{squarespace-footers}</body></html>',
    'styles/site.less': less,
  });
// LESS that runs until its worker is stopped at the time bound.
const LOOPING = theme('Loop', '.loop(@i) when (@i > 0) { .x-@{i} { width: @i; } .loop(@i - 1); }\n.loop(5000000);');
const QUICK = theme('Quick', '.a { color: red; }');
const BUSY = 'You have 2 theme checks running already. Wait for one to finish, then try again.';
// The looping stylesheet holds its worker until a bound stops it: the 5 s, or on a fast machine the
// worker's 256 MB first (its rules pile up); either way the check held a share while the third came.
const STOPPED_AT_A_BOUND = [
  'Checking this theme took longer than 5 seconds; simplify its stylesheets or templates.',
  'Checking this theme needed more than 256 MB of memory.',
];
const stoppedAtABound = [{ file: 'theme.zip', message: expect.toBeOneOf(STOPPED_AT_A_BOUND) }];

const themeRows = async () =>
  Number(((await app.db.query('select count(*)::int as n from catalog.theme')) as { n: number }[])[0]!.n);
const siteTheme = async (id: string) =>
  ((await app.db.query('select theme from catalog.website where id = $1', [id])) as { theme: string }[])[0]!.theme;

describe('theme checks per owner', () => {
  let kilnOwner: HttpClient;
  beforeAll(async () => {
    // Kiln gets an owner of its own, so two owners share the process's workers.
    await app.db.query(
      `insert into accounts.owner (id, email, name, password_hash) values ('owner_kiln_other', 'kiln-other@atelier.test', 'Kiln', $1)`,
      [await hashPassword('kiln-other-password')],
    );
    await app.db.query(`update catalog.website set owner_id = 'owner_kiln_other' where id = 'site_kiln'`);
    kilnOwner = new HttpClient(`http://kiln.localhost:${new URL(app.url).port}`);
    const login = await kilnOwner.graphql(
      `mutation { login(email: "kiln-other@atelier.test", password: "kiln-other-password") { owner { id } } }`,
    );
    expect(login.json.data.login.owner).toEqual({ id: 'owner_kiln_other' });
  });
  it('refuses an owner’s third check at once, stores nothing for it, and lets another owner check', async () => {
    const owner = await signedInClient(app.url);
    const [rowsBefore, themeBefore, kilnBefore] = [
      await themeRows(),
      await siteTheme('site_demo'),
      await siteTheme('site_kiln'),
    ];
    // Three at once from one owner: two take the owner's share for 5 s each (the time bound), the
    // third (sent with them, long before either ends) is refused without waiting for a worker.
    const started = [LOOPING, LOOPING, LOOPING].map((zip) => owner.graphql(IMPORT, { zip }));
    // Another owner's check, sent at the same time: within its own share, it waits for a worker
    // the first owner's checks hold, and is answered, not refused.
    const other = kilnOwner.graphql(IMPORT, { zip: QUICK });
    const answers = (await Promise.all(started)).map((r) => r.json.data.importTheme);

    const refused = answers.filter((a) => a.userErrors[0]?.code === 'THEME_CHECKS_BUSY');
    expect(refused).toEqual([
      { website: null, problems: [], userErrors: [{ field: null, message: BUSY, code: 'THEME_CHECKS_BUSY' }] },
    ]);
    const ran = answers.filter((a) => a !== refused[0]);
    expect(ran).toHaveLength(2);
    for (const answer of ran) {
      expect(answer.userErrors.map((e: { code: string }) => e.code)).toEqual(['THEME_INVALID']);
      expect(answer.problems).toEqual(stoppedAtABound);
    }
    const otherAnswer = (await other).json.data.importTheme;
    expect(otherAnswer.userErrors).toEqual([]);
    expect(otherAnswer.website.id).toBe('site_kiln');

    // Nothing of the first owner's stored or used; the other owner's theme stored and used.
    expect(await siteTheme('site_demo')).toBe(themeBefore);
    expect(await themeRows()).toBe(rowsBefore + 1);
    expect(await siteTheme('site_kiln')).not.toBe(kilnBefore);
    expect(await siteTheme('site_kiln')).toBe(otherAnswer.website.theme);

    // The share is the owner’s again once the checks ended.
    const again = (await owner.graphql(IMPORT, { zip: QUICK })).json.data.importTheme;
    expect(again.userErrors).toEqual([]);
    expect(await siteTheme('site_demo')).toBe(again.website.theme);
  });

  it('counts the template editor’s checks in the same share', async () => {
    const owner = await signedInClient(app.url);
    const CHECK = `mutation($i: ThemeEditInput!) { checkThemeEdits(input: $i) {
      problems { file message } userErrors { field message code } } }`;
    const looping = {
      base: await siteTheme('site_demo'),
      changes: [
        {
          path: 'styles/site.less',
          text: '.loop(@i) when (@i > 0) { .x-@{i} { width: @i; } .loop(@i - 1); }\n.loop(5000000);',
        },
      ],
    };
    const sent = [
      owner.graphql(IMPORT, { zip: LOOPING }),
      owner.graphql(CHECK, { i: looping }),
      owner.graphql(CHECK, { i: looping }),
    ];
    const [imported, ...checked] = (await Promise.all(sent)).map((r) => r.json.data);
    const busy = [imported.importTheme, ...checked.map((c) => c.checkThemeEdits)].filter(
      (answer) => answer.userErrors[0]?.code === 'THEME_CHECKS_BUSY',
    );
    // Whichever of the three came last is refused; the other two ran to a bound.
    expect(busy).toHaveLength(1);
    expect(busy[0].userErrors).toEqual([{ field: null, message: BUSY, code: 'THEME_CHECKS_BUSY' }]);
    for (const answer of checked.map((c) => c.checkThemeEdits).filter((a) => a !== busy[0]))
      expect(answer).toEqual({ problems: stoppedAtABound, userErrors: [] });
  });
});
