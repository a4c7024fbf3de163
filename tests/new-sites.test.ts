import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '@atelier/demo-site';
import { hashPassword } from '@atelier/platform';
import { subgraph as accounts } from '../subgraphs/accounts/src/index.ts';
import { subgraph as catalog } from '../subgraphs/catalog/src/index.ts';
import { HttpClient } from './support/http-client.ts';
import { createTestDatabase } from './support/test-database.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * New sites (issue 26, point 2): a signed-in owner creates a website on whichever host they are,
 * with its own empty shop, blog and page; the catalog keeps whose it is and answers `me { websites }`
 * with accounts through the gateway, which is also every subgraph's ownership check. The hourly
 * limit per owner is lowered by its operator's name, so that reaching it takes four creations.
 */
const app = useTestPlatform({ rateLimits: { 'catalog.new-sites-per-owner': { points: 3, durationSeconds: 3600 } } });
const port = () => new URL(app.url).port;
const hostOf = (slug: string) => `http://${slug}.localhost:${port()}`;

const CREATE = `mutation($input: NewWebsiteInput!) {
  createWebsite(input: $input) {
    website { id slug title theme locale createdAt storeSettings { selectedCurrency timeZone } collections { urlId type title } }
    userErrors { field message code }
  }
}`;
const SLUG = `query($title: String, $slug: String) {
  newSiteSlug(title: $title, slug: $slug) { slug available suggestion problems { field message code } }
}`;
const MY_SITES = `{ me { id websites { id slug title createdAt } } }`;

const PASSWORD = 'a-long-enough-password';
const OWNERS = {
  second: { id: 'owner_second', email: 'second@atelier.test' },
  capped: { id: 'owner_capped', email: 'capped@atelier.test' },
  busy: { id: 'owner_busy', email: 'busy@atelier.test' },
};

/** A client signed in through the login mutation, on a host (the bare one by default). */
async function signedIn(email: string, password: string, base = app.url): Promise<HttpClient> {
  const client = new HttpClient(base);
  const { json } = await client.graphql(
    `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { owner { id } } }`,
    { e: email, p: password },
  );
  if (!json.data?.login.owner) throw new Error(`${email} could not sign in: ${JSON.stringify(json)}`);
  return client;
}
const demoOwner = (base?: string) => signedIn(DEMO_OWNER.email, DEMO_OWNER.password, base);

const create = async (client: HttpClient, input: Record<string, unknown>) =>
  (await client.graphql(CREATE, { input })).json.data!.createWebsite;

/** Every website and collection row, to show that a refusal stored nothing. */
const stored = async () =>
  (
    await app.db.query<{ sites: number; collections: number }>(
      `select (select count(*)::int from catalog.website) as sites, (select count(*)::int from catalog.collection) as collections`,
    )
  )[0]!;

beforeAll(async () => {
  // Owners besides the demo's, as accounts stores them (sign-up is another part of issue 26).
  const hash = await hashPassword(PASSWORD);
  for (const owner of Object.values(OWNERS))
    await app.db.query(
      `insert into accounts.owner (id, email, name, password_hash, email_verified_at) values ($1, $2, $3, $4, now())`,
      [owner.id, owner.email, owner.id, hash],
    );
});

describe('new sites', () => {
  let harbour: { id: string; createdAt: string };

  it('are created by a signed-in owner from a host that is not theirs to begin with, with an empty shop, blog and page', async () => {
    const owner = await demoOwner();
    const asked = (await owner.graphql(SLUG, { title: 'Harbour Goods' })).json.data.newSiteSlug;
    expect(asked).toEqual({ slug: 'harbour-goods', available: true, suggestion: 'harbour-goods', problems: [] });

    const made = await create(owner, {
      title: '  Harbour Goods ',
      slug: asked.suggestion,
      theme: 'ledger',
      currency: 'EUR',
      locale: 'fr-FR',
      timeZone: 'Europe/Paris',
    });
    expect(made.userErrors).toEqual([]);
    expect(made.website).toMatchObject({
      slug: 'harbour-goods',
      title: 'Harbour Goods',
      theme: 'ledger',
      locale: 'fr-FR',
      storeSettings: { selectedCurrency: 'EUR', timeZone: 'Europe/Paris' },
      collections: [
        { urlId: 'shop', type: 'PRODUCTS', title: 'Shop' },
        { urlId: 'blog', type: 'BLOG', title: 'Blog' },
        { urlId: 'about', type: 'PAGE', title: 'About' },
      ],
    });
    harbour = made.website;
    const [row] = await app.db.query(`select id, owner_id from catalog.website where slug = 'harbour-goods'`);
    expect(row).toEqual({ id: harbour.id, owner_id: DEMO_OWNER.id });

    // It starts on its trial: 14 days of Business (ATELIER_TRIAL_DAYS unset), made with the site.
    const [trial] = await app.db.query<{ plan_id: string; status: string; days: number; starts_with_site: boolean }>(
      `select s.plan_id, s.status, extract(epoch from s.trial_ends_at - s.current_period_start)::int / 86400 as days,
              abs(extract(epoch from s.current_period_start - w.created_at)) < 3600 as starts_with_site
         from billing.subscription s join catalog.website w on w.id = s.website_id
        where s.website_id = $1 and s.product_type = 'website'`,
      [harbour.id],
    );
    expect(trial).toEqual({ plan_id: 'business', status: 'trial', days: 14, starts_with_site: true });
    const billing = (
      await (
        await demoOwner(hostOf('harbour-goods'))
      ).graphql(`{ site { billing { status billingStatus } servesVisitors } }`)
    ).json.data.site;
    expect(billing).toEqual({ billing: { status: 'TRIAL', billingStatus: 'TRIAL' }, servesVisitors: true });

    // me { websites } is answered by accounts (me) and the catalog (websites), oldest first.
    const mine = (await owner.graphql(MY_SITES)).json.data.me;
    expect(mine.id).toBe(DEMO_OWNER.id);
    expect(mine.websites.map((w: { id: string }) => w.id)).toEqual(['site_demo', 'site_kiln', harbour.id]);
    expect(mine.websites[2]).toEqual({
      id: harbour.id,
      slug: 'harbour-goods',
      title: 'Harbour Goods',
      createdAt: harbour.createdAt,
    });
  });

  it('answer on their own host with the empty shop, blog and page, which their owner edits', async () => {
    const visitor = new HttpClient(hostOf('harbour-goods'));
    const site = (
      await visitor.graphql(`{ site { id title collections { urlId } } products(first: 5) { edges { node { id } } } }`)
    ).json.data;
    expect(site.site).toEqual({
      id: harbour.id,
      title: 'Harbour Goods',
      collections: [{ urlId: 'shop' }, { urlId: 'blog' }, { urlId: 'about' }],
    });
    expect(site.products.edges).toEqual([]);
    for (const path of ['/', '/shop', '/blog', '/about']) {
      const page = await visitor.request('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('Harbour Goods');
    }

    // The owner's session is the host's own: signed in there, the ownership check (me { websites }) lets them write.
    const owner = await demoOwner(hostOf('harbour-goods'));
    const blog = (await owner.graphql(`{ site { collection(urlId: "blog") { id } } }`)).json.data.site.collection.id;
    const post = await owner.graphql(
      `mutation($input: PostInput!) { savePost(input: $input) { post { id urlId } userErrors { code } } }`,
      { input: { collectionId: blog, title: 'First light', body: 'We open on Monday.' } },
    );
    expect(post.json.data.savePost).toMatchObject({ post: { urlId: 'first-light' }, userErrors: [] });
    expect((await visitor.request('GET', '/blog/first-light')).text).toContain('We open on Monday.');
  });

  it('are neither listed for nor changed by another owner', async () => {
    const other = await signedIn(OWNERS.second.email, PASSWORD, hostOf('harbour-goods'));
    expect((await other.graphql(MY_SITES)).json.data.me).toEqual({ id: OWNERS.second.id, websites: [] });
    const theme = await other.graphql(`mutation { useShippedTheme(name: "atelier") { userErrors { code message } } }`);
    expect(theme.json.data.useShippedTheme.userErrors).toEqual([
      { code: 'FORBIDDEN', message: 'Only the owner of this site can change it.' },
    ]);
    const [row] = await app.db.query(`select theme, owner_id from catalog.website where id = $1`, [harbour.id]);
    expect(row).toEqual({ theme: 'ledger', owner_id: DEMO_OWNER.id });
    // Nor is it one of theirs anywhere else: the demo's own host does not show it.
    expect(
      (await new HttpClient(app.url).graphql(`query($id: ID) { website(id: $id) { id } }`, { id: harbour.id })).json
        .data.website,
    ).toBeNull();
  });

  it('refuse a taken or reserved address and every bad input, offering a free address and storing nothing', async () => {
    const owner = await demoOwner();
    const before = await stored();

    expect((await owner.graphql(SLUG, { slug: 'harbour-goods' })).json.data.newSiteSlug).toEqual({
      slug: 'harbour-goods',
      available: false,
      suggestion: 'harbour-goods-2',
      problems: [
        {
          field: ['slug'],
          code: 'SLUG_TAKEN',
          message: 'Another site has the address “harbour-goods”. “harbour-goods-2” is free.',
        },
      ],
    });
    expect((await owner.graphql(SLUG, { title: 'Harbour Goods' })).json.data.newSiteSlug).toMatchObject({
      slug: 'harbour-goods',
      available: false,
      suggestion: 'harbour-goods-2',
    });

    const refusals: [Record<string, unknown>, { field: string[] | null; code: string; message: string }][] = [
      [
        { slug: 'harbour-goods' },
        {
          field: ['input', 'slug'],
          code: 'SLUG_TAKEN',
          message: 'Another site has the address “harbour-goods”. “harbour-goods-2” is free.',
        },
      ],
      [
        { slug: 'admin' },
        {
          field: ['input', 'slug'],
          code: 'SLUG_RESERVED',
          message: '“admin” is kept for Atelier itself. “admin-2” is free.',
        },
      ],
      [
        { slug: 'www' },
        {
          field: ['input', 'slug'],
          code: 'SLUG_RESERVED',
          message: '“www” is kept for Atelier itself. “www-2” is free.',
        },
      ],
      [
        { slug: '-harbour' },
        {
          field: ['input', 'slug'],
          code: 'SLUG_INVALID',
          message:
            'Use lower-case letters, digits and hyphens for the address (not a hyphen first or last), at most 63. “harbour” is free.',
        },
      ],
      [{ title: '   ' }, { field: ['input', 'title'], code: 'TITLE_REQUIRED', message: 'A title is required.' }],
      [
        { title: 'x'.repeat(201) },
        { field: ['input', 'title'], code: 'TITLE_TOO_LONG', message: 'A title may be at most 200 characters.' },
      ],
      [
        { theme: 'brutalist' },
        { field: ['input', 'theme'], code: 'THEME_NOT_FOUND', message: 'There is no shipped theme called brutalist.' },
      ],
      [
        { currency: 'BTC' },
        {
          field: ['input', 'currency'],
          code: 'CURRENCY_INVALID',
          message: 'Choose one of the store currencies, such as USD, EUR or JPY.',
        },
      ],
      [
        { locale: 'en_US' },
        {
          field: ['input', 'locale'],
          code: 'LOCALE_INVALID',
          message: 'Choose a language and region, such as en-US or fr-FR.',
        },
      ],
      [
        { timeZone: 'Mars/Olympus_Mons' },
        {
          field: ['input', 'timeZone'],
          code: 'TIME_ZONE_INVALID',
          message: 'Choose a time zone, such as America/New_York.',
        },
      ],
    ];
    for (const [change, refusal] of refusals) {
      const answer = await create(owner, { title: 'Refused', slug: 'refused-site', ...change });
      expect(answer, JSON.stringify(change)).toEqual({ website: null, userErrors: [refusal] });
    }

    const signedOut = await create(new HttpClient(app.url), { title: 'Nobody’s', slug: 'nobodys' });
    expect(signedOut).toEqual({
      website: null,
      userErrors: [{ field: null, code: 'NOT_SIGNED_IN', message: 'Your session has ended. Please sign in again.' }],
    });
    expect(await stored()).toEqual(before);
    expect((await owner.graphql(MY_SITES)).json.data.me.websites).toHaveLength(3);
  });

  it('wait for the owner’s e-mail to be verified, storing nothing before', async () => {
    await app.db.query(
      `insert into accounts.owner (id, email, name, password_hash) values ('owner_unverified', 'unverified@atelier.test', 'Una', $1)`,
      [await hashPassword(PASSWORD)],
    );
    const client = await signedIn('unverified@atelier.test', PASSWORD);
    const before = await stored();
    const refused = await create(client, { title: 'Not Yet', slug: 'not-yet' });
    expect(refused.website).toBeNull();
    expect(refused.userErrors).toEqual([
      {
        field: null,
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Verify your e-mail address first: follow the link we mailed you, then create your site.',
      },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('make one site of two creations racing for one address, and refuse the other clearly', async () => {
    const [demo, second] = await Promise.all([demoOwner(), signedIn(OWNERS.second.email, PASSWORD)]);
    const before = await stored();
    const answers = await Promise.all(
      [demo, second].map((client) => create(client, { title: 'Twin Race', slug: 'twin-race' })),
    );
    const won = answers.filter((a) => a.website);
    const lost = answers.filter((a) => !a.website);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => a.userErrors)).toEqual([
      [
        {
          field: ['input', 'slug'],
          code: 'SLUG_TAKEN',
          message: 'Another site has the address “twin-race”. “twin-race-2” is free.',
        },
      ],
    ]);
    const rows = await app.db.query(`select id from catalog.website where slug like 'twin-race%'`);
    expect(rows).toEqual([{ id: won[0].website.id }]);
    expect(await stored()).toEqual({ sites: before.sites + 1, collections: before.collections + 3 });

    // One owner's double click: their creations take turns, and the second finds the address taken.
    const clicks = await Promise.all([1, 2].map(() => create(second, { title: 'Double Click', slug: 'double-click' })));
    expect(clicks.filter((a) => a.website)).toHaveLength(1);
    expect(clicks.filter((a) => !a.website).map((a) => a.userErrors[0].code)).toEqual(['SLUG_TAKEN']);
    expect(await stored()).toEqual({ sites: before.sites + 2, collections: before.collections + 6 });
  });

  it('stop at the most sites one owner may have, and at the new sites an owner may make in an hour', async () => {
    // An owner with 20 sites already (stored as the catalog stores them) is refused a 21st.
    await app.db.query(
      `insert into catalog.website (id, slug, title, owner_id)
       select 'site_capped_' || n, 'capped-' || n, 'Capped ' || n, $1 from generate_series(1, 20) as n`,
      [OWNERS.capped.id],
    );
    const capped = await signedIn(OWNERS.capped.email, PASSWORD);
    const before = await stored();
    expect(await create(capped, { title: 'One More', slug: 'one-more' })).toEqual({
      website: null,
      userErrors: [{ field: null, code: 'TOO_MANY_SITES', message: 'An owner may have at most 20 sites.' }],
    });
    expect(await stored()).toEqual(before);

    // Lowered to 3 an hour here: a refused attempt does not count, the fourth site does not come.
    const busy = await signedIn(OWNERS.busy.email, PASSWORD);
    expect((await create(busy, { title: 'Busy', slug: 'www' })).userErrors[0].code).toBe('SLUG_RESERVED');
    for (const n of [1, 2, 3])
      expect((await create(busy, { title: `Busy ${n}`, slug: `busy-${n}` })).userErrors).toEqual([]);
    const afterThree = await stored();
    expect(await create(busy, { title: 'Busy 4', slug: 'busy-4' })).toEqual({
      website: null,
      userErrors: [
        { field: null, code: 'RATE_LIMITED', message: 'Too many new sites in the last hour. Please try again later.' },
      ],
    });
    expect(await stored()).toEqual(afterThree);
  });
});

describe('who owns which site, moved from accounts to the catalog', () => {
  it('is copied once, without loss, and the accounts column goes only after the copy', async () => {
    const db = await createTestDatabase({ from: 'empty' });
    const [catalogDb, accountsDb] = await Promise.all([catalog.openDatabase(db.url), accounts.openDatabase(db.url)]);
    try {
      await db.query('create schema catalog; create schema accounts');
      // A database as the version before this one left it: owners listing their sites in accounts.
      await catalogDb.getMigrator().up({ to: 'Migration20261128030000_catalog_seo_and_home' });
      await accountsDb.getMigrator().up({ to: 'Migration20261121120300_accounts_limits' });
      await db.query(
        `insert into catalog.website (id, slug, title) values ('site_a', 'a', 'A'), ('site_b', 'b', 'B'), ('site_c', 'c', 'C'), ('site_d', 'd', 'D')`,
      );
      await db.query(
        `insert into accounts.owner (id, email, name, password_hash, website_ids) values
           ('owner_1', 'one@atelier.test', 'One', 'x', '["site_a", "site_c"]'),
           ('owner_2', 'two@atelier.test', 'Two', 'x', '["site_b"]'),
           ('owner_3', 'three@atelier.test', 'Three', 'x', '[]')`,
      );

      // Accounts first (distributed mode, its process up before the catalog's): refused, nothing lost.
      await expect(accountsDb.getMigrator().up()).rejects.toThrow(/start the catalog first/);
      const kept = await db.query(`select id, website_ids from accounts.owner order by id`);
      expect(kept.map((row) => row.website_ids)).toEqual([['site_a', 'site_c'], ['site_b'], []]);

      await catalogDb.getMigrator().up();
      await accountsDb.getMigrator().up();
      expect(await db.query(`select id, owner_id from catalog.website order by id`)).toEqual([
        { id: 'site_a', owner_id: 'owner_1' },
        { id: 'site_b', owner_id: 'owner_2' },
        { id: 'site_c', owner_id: 'owner_1' },
        { id: 'site_d', owner_id: null },
      ]);
      const columns = await db.query(
        `select column_name from information_schema.columns where table_schema = 'accounts' and table_name = 'owner' order by column_name`,
      );
      expect(columns.map((c) => c.column_name)).toEqual([
        'created_at',
        'email',
        'email_verified_at',
        'id',
        'name',
        'password_hash',
        'pending_email',
      ]);
    } finally {
      await Promise.all([catalogDb.close(), accountsDb.close()]);
      await db.drop();
    }
  });
});
