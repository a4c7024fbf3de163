import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCaptchaSolution, solveChallenge, type CaptchaChallenge } from '@atelier/forms';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { useSmtpSink } from './support/smtp-sink.ts';

/** Every message the platform mails, as an SMTP server started by this file received it. */
const smtp = useSmtpSink();
const received = smtp.received;

const app = useTestPlatform(() => ({ ...smtp.options, jobs: ['restock.send', 'restock.auto-send'] }));

const BASE = '/api/site-users/account/notifications/restock';
const APRON = { productId: 'prod_apron', variantId: 'var_apron_m_olive' };
const BOARD = { productId: 'prod_board', variantId: 'var_board_l' };
const VASE = { productId: 'prod_vase', variantId: 'var_vase_white' };

async function visitor() {
  const client = new HttpClient(app.url);
  await client.openPage('/shop');
  return client;
}

async function owner() {
  const client = await signedInClient(app.url);
  await client.openPage('/shop');
  return client;
}

const signUp = (client: HttpClient, body: Record<string, unknown>) => client.api('POST', BASE, body);

const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const setStock = async (variantId: string, qtyInStock: number) => {
  const site = await owner();
  const { json } = await site.graphql(
    `mutation($input: [StockInput!]!) { setStock(input: $input) { userErrors { code } } }`,
    { input: [{ variantId, qtyInStock }] },
  );
  expect(json.data.setStock.userErrors).toEqual([]);
};

/** Runs the body with automatic sending off, so that stock set by a test is not sent for by the job meanwhile. */
async function withoutAutoSend(body: () => Promise<void>) {
  const site = await owner();
  const save = (autoSend: boolean) =>
    site.graphql(
      `mutation($a: Boolean!) { saveRestockSettings(input: { autoSend: $a, captchaRequired: false }) { userErrors { code } } }`,
      { a: autoSend },
    );
  await save(false);
  try {
    await body();
  } finally {
    await save(true);
  }
}

const statusesOf = async (variantId: string) =>
  (
    await rows(
      `select status, count(*)::int as n from restock.sign_up where variant_id = $1 group by status order by status`,
      [variantId],
    )
  ).map((r) => `${r.status}:${r.n}`);

/** Mail that reached the SMTP server for this address, once `count` of them have (expect.poll's wait). */
async function mailFor(address: string, count = 1): Promise<string[]> {
  const found = () => received.filter((m) => m.to === address).map((m) => m.raw);
  await expect.poll(() => found().length).toBeGreaterThanOrEqual(count);
  return found();
}

/** The decoded text of a quoted-printable mail (soft breaks joined, =XX decoded). */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  // The real product ids of the demo variants used below.
  for (const target of [APRON, BOARD, VASE]) {
    const [row] = await rows(`select product_id from catalog.variant where id = $1`, [target.variantId]);
    target.productId = row.product_id;
  }
});

describe('the demo', () => {
  // First in the file: later tests sign up for the apron too.
  it('starts with visitors waiting for its sold-out apron, oldest first, so the owner’s panel has someone to tell', async () => {
    const site = await owner();
    const list = await site.api('GET', `${BASE}?productId=${APRON.productId}&variantId=${APRON.variantId}`);
    expect(list.status).toBe(200);
    expect(
      list.json.signUps.map((s: { email: string; joinedMailingList: boolean; status: string }) => [
        s.email,
        s.joinedMailingList,
        s.status,
      ]),
    ).toEqual([
      ['ines.moreau@example.com', true, 'WAITING'],
      ['tomas.berg@example.com', false, 'WAITING'],
      ['hana.sato@example.com', true, 'WAITING'],
    ]);
    const groups = await site.api('GET', `${BASE}/groups?first=100`);
    expect(
      groups.json.signUpGroups.map((g: { variantId: string; waitingCount: number }) => [g.variantId, g.waitingCount]),
    ).toEqual([[APRON.variantId, 3]]);
    expect(
      await rows(`select email from restock.mailing_list_member where website_id = 'site_demo' order by email`),
    ).toEqual([{ email: 'hana.sato@example.com' }, { email: 'ines.moreau@example.com' }]);
    // Their notices will link to the address the product is served at.
    expect(await rows(`select distinct site_origin from restock.sign_up where id like 'rsu_demo_%'`)).toEqual([
      { site_origin: app.platform.url },
    ]);
  });
});

describe('POST /api/site-users/account/notifications/restock', () => {
  it('signs a visitor up once per address and variant, and keeps the mailing-list opt-in', async () => {
    const client = await visitor();
    const first = await signUp(client, { ...APRON, siteVisitorEmail: 'Grace@Example.com', isJoinMailingList: false });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ signedUp: true });
    const again = await signUp(client, { ...APRON, siteVisitorEmail: 'grace@example.com', isJoinMailingList: true });
    expect(again.status).toBe(200);
    const stored = await rows(
      `select email, join_mailing_list, status, site_origin from restock.sign_up where variant_id = $1 and email_key = 'grace@example.com'`,
      [APRON.variantId],
    );
    expect(stored).toEqual([
      { email: 'Grace@Example.com', join_mailing_list: true, status: 'waiting', site_origin: app.url },
    ]);
    expect(await rows(`select email from restock.mailing_list_member where email_key = 'grace@example.com'`)).toEqual([
      { email: 'grace@example.com' },
    ]);
  });

  it('refuses bad input with the spec’s texts and the documented status codes, storing nothing', async () => {
    const client = await visitor();
    const before = (await rows(`select count(*)::int as n from restock.sign_up`))[0].n;
    const blank = await signUp(client, { ...APRON, siteVisitorEmail: '   ' });
    expect([blank.status, blank.json.error, blank.json.code, blank.json.field]).toEqual([
      400,
      'Email cannot be blank',
      'EMAIL_BLANK',
      'siteVisitorEmail',
    ]);
    const invalid = await signUp(client, { ...APRON, siteVisitorEmail: 'grace@' });
    expect([invalid.status, invalid.json.error]).toEqual([400, 'Email is invalid']);
    const tooLong = await signUp(client, { ...APRON, siteVisitorEmail: `${'a'.repeat(250)}@example.com` });
    expect([tooLong.status, tooLong.json.error]).toEqual([400, 'Email is invalid']);
    const inStock = await signUp(client, {
      productId: APRON.productId,
      variantId: 'var_apron_l_olive',
      siteVisitorEmail: 'a@example.com',
    });
    expect([inStock.status, inStock.json.code]).toEqual([409, 'NOT_SOLD_OUT']);
    const unknown = await signUp(client, {
      productId: APRON.productId,
      variantId: 'var_nope',
      siteVisitorEmail: 'a@example.com',
    });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'VARIANT_NOT_FOUND']);
    const mismatched = await signUp(client, {
      productId: BOARD.productId,
      variantId: APRON.variantId,
      siteVisitorEmail: 'a@example.com',
    });
    expect(mismatched.status).toBe(404);
    const otherSite = await signUp(client, {
      productId: 'prod_kiln_bowl',
      variantId: 'var_kiln_bowl_l',
      siteVisitorEmail: 'a@example.com',
    });
    expect(otherSite.status).toBe(404);
    const wrongTypes = [
      await signUp(client, { ...APRON, siteVisitorEmail: ['a@example.com'] }),
      await signUp(client, { ...APRON, siteVisitorEmail: 'a@example.com', isJoinMailingList: 'maybe' }),
      await signUp(client, { variantId: APRON.variantId, siteVisitorEmail: 'a@example.com' }),
      await signUp(client, { ...APRON, siteVisitorEmail: 'a@example.com', captchaToken: 42 }),
    ];
    expect(wrongTypes.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    const noCrumb = await client.api('POST', BASE, { ...APRON, siteVisitorEmail: 'a@example.com' }, '');
    expect(noCrumb.status).toBe(403);
    expect((await rows(`select count(*)::int as n from restock.sign_up`))[0].n).toBe(before);
    for (const response of [blank, unknown, ...wrongTypes]) expect(response.text).not.toMatch(/at .*\.ts|stack/i);
  });

  it('limits sign-ups per client address with 429', async () => {
    const client = await visitor();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<HttpClient['api']>> | undefined;
    for (let i = 0; i < 11; i += 1) {
      last = await signUp(client, { ...VASE, siteVisitorEmail: `limit${i}@example.com` });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect([last!.status, last!.json.error]).toEqual([429, 'Please try again in a few seconds.']);
  });

  it('asks for the built-in captcha when the owner turns it on, and accepts an answer once', async () => {
    const site = await owner();
    const save = (captchaRequired: boolean) =>
      site.graphql(
        `mutation($c: Boolean!) { saveRestockSettings(input: { autoSend: true, captchaRequired: $c }) { settings { captchaRequired } userErrors { code } } }`,
        { c: captchaRequired },
      );
    expect((await save(true)).json.data.saveRestockSettings.settings).toEqual({ captchaRequired: true });
    try {
      const client = await visitor();
      const missing = await signUp(client, { ...APRON, siteVisitorEmail: 'captcha@example.com' });
      expect([missing.status, missing.json.error]).toEqual([400, 'Complete CAPTCHA before submitting.']);
      const { json } = await client.graphql<{ captchaChallenge: CaptchaChallenge }>(
        '{ captchaChallenge { algorithm challenge salt maxNumber signature } }',
      );
      const token = encodeCaptchaSolution((await solveChallenge(json.data!.captchaChallenge))!);
      expect(
        (await signUp(client, { ...APRON, siteVisitorEmail: 'captcha@example.com', captchaToken: token })).status,
      ).toBe(200);
      const replayed = await signUp(client, {
        ...APRON,
        siteVisitorEmail: 'captcha2@example.com',
        captchaToken: token,
      });
      expect([replayed.status, replayed.json.code]).toEqual([400, 'CAPTCHA_INVALID']);
      const forged = await signUp(client, {
        ...APRON,
        siteVisitorEmail: 'captcha2@example.com',
        captchaToken: 'not-a-solution',
      });
      expect(forged.status).toBe(400);
      expect(await rows(`select email from restock.sign_up where email_key like 'captcha%'`)).toEqual([
        { email: 'captcha@example.com' },
      ]);
    } finally {
      await save(false);
    }
  });
});

describe('the owner’s restock paths', () => {
  it('answer 401 without a session, and refuse cursors and sizes they did not give out', async () => {
    const client = await visitor();
    expect((await client.api('GET', `${BASE}/groups`)).status).toBe(401);
    expect((await client.api('GET', `${BASE}?productId=${APRON.productId}&variantId=${APRON.variantId}`)).status).toBe(
      401,
    );
    const send = await client.api('POST', `${BASE}/send`, APRON);
    expect([send.status, send.json.code]).toEqual([401, 'NOT_SIGNED_IN']);
    const site = await owner();
    expect((await site.api('GET', `${BASE}/groups?cursor=made-up`)).status).toBe(400);
    expect((await site.api('GET', `${BASE}/groups?first=0`)).status).toBe(400);
    expect((await site.api('GET', `${BASE}?variantId=${APRON.variantId}`)).status).toBe(400);
    const emptySend = await site.api('POST', `${BASE}/send/all`, { sendRequests: [] });
    expect([emptySend.status, emptySend.json.code]).toEqual([400, 'INPUT_EMPTY']);
    expect((await site.api('POST', `${BASE}/send/all`, { sendRequests: [{ productId: 'x' }] })).status).toBe(400);
  });

  it('list groups with cursor paging and one variant’s sign-ups with the documented fields', async () => {
    const client = await visitor();
    for (const email of ['b1@example.com', 'b2@example.com'])
      expect((await signUp(client, { ...BOARD, siteVisitorEmail: email })).status).toBe(200);
    const site = await owner();
    const firstPage = await site.api('GET', `${BASE}/groups?first=1`);
    expect(firstPage.status).toBe(200);
    expect(Object.keys(firstPage.json).sort()).toEqual(['hasNextPage', 'nextPageCursor', 'signUpGroups']);
    expect(firstPage.json.hasNextPage).toBe(true);
    const groups = [...firstPage.json.signUpGroups];
    for (let cursor = firstPage.json.nextPageCursor; cursor; ) {
      const next = await site.api('GET', `${BASE}/groups?first=1&cursor=${encodeURIComponent(cursor)}`);
      groups.push(...next.json.signUpGroups);
      cursor = next.json.nextPageCursor;
    }
    expect(new Set(groups.map((g) => g.variantId)).size).toBe(groups.length);
    const board = groups.find((g) => g.variantId === BOARD.variantId);
    expect(board).toMatchObject({
      productId: BOARD.productId,
      waitingCount: 2,
      variant: { sku: 'BOARD-L', qtyInStock: 0, unlimited: false, attributes: [{ name: 'Size', value: 'Large' }] },
    });
    expect(board.product.title).toBeTruthy();
    const list = await site.api('GET', `${BASE}?productId=${BOARD.productId}&variantId=${BOARD.variantId}`);
    expect(list.status).toBe(200);
    expect(list.json.signUps.map((s: { email: string; status: string }) => [s.email, s.status])).toEqual([
      ['b1@example.com', 'WAITING'],
      ['b2@example.com', 'WAITING'],
    ]);
  });

  it('send/all notifies each visitor once, marks them, and empties the groups; the mail’s unsubscribe link works', async () => {
    const client = await visitor();
    for (const [target, email] of [
      [BOARD, 'all1@example.com'],
      [VASE, 'all2@example.com'],
      [VASE, 'all1@example.com'],
    ] as const) {
      expect((await signUp(client, { ...target, siteVisitorEmail: email })).status).toBe(200);
    }
    const site = await owner();
    const waitingBoard = (
      await rows(`select count(*)::int as n from restock.sign_up where variant_id = $1 and status = 'waiting'`, [
        BOARD.variantId,
      ])
    )[0].n;
    const waitingVase = (
      await rows(`select count(*)::int as n from restock.sign_up where variant_id = $1 and status = 'waiting'`, [
        VASE.variantId,
      ])
    )[0].n;
    // A notice says the variant is back, so the owner restocks first (automatic sending off, so the owner's send is what queues them).
    let sent!: Awaited<ReturnType<HttpClient['api']>>;
    await withoutAutoSend(async () => {
      await setStock(BOARD.variantId, 4);
      await setStock(VASE.variantId, 2);
      sent = await site.api('POST', `${BASE}/send/all`, { sendRequests: [BOARD, VASE, BOARD] });
    });
    expect(sent.status).toBe(200);
    expect(sent.json.queued).toBe(waitingBoard + waitingVase);
    const groups = await site.api('GET', `${BASE}/groups?first=100`);
    expect(groups.json.signUpGroups.map((g: { variantId: string }) => g.variantId)).not.toContain(BOARD.variantId);
    expect(groups.json.signUpGroups.map((g: { variantId: string }) => g.variantId)).not.toContain(VASE.variantId);

    await app.platform.jobs!.runNow('restock.send');
    await app.platform.jobs!.runNow('restock.send');
    const mail = await mailFor('all1@example.com', 2);
    expect(mail).toHaveLength(2);
    expect((await mailFor('all2@example.com')).length).toBe(1);
    const statuses = await rows(
      `select status, count(*)::int as n from restock.sign_up where variant_id in ($1, $2) group by status`,
      [BOARD.variantId, VASE.variantId],
    );
    expect(statuses).toEqual([{ status: 'notified', n: waitingBoard + waitingVase }]);
    // Sending again finds no one waiting, and nobody hears twice.
    expect((await site.api('POST', `${BASE}/send/all`, { sendRequests: [BOARD, VASE] })).json.queued).toBe(0);
    await app.platform.jobs!.runNow('restock.send');
    expect(received.filter((m) => m.to === 'all1@example.com')).toHaveLength(2);
    await setStock(BOARD.variantId, 0);
    await setStock(VASE.variantId, 0);

    const text = decoded(mail[0]!);
    expect(text).toMatch(/Subject: Back in stock: /);
    // The store's name ends the sentence with its own full stop: one, not two.
    expect(text).toMatch(/is back in stock at Atelier Supply Co\.\r?\n/);
    expect(text).not.toContain('Co..');
    expect(text).toMatch(/List-Unsubscribe:\s*</);
    const link = text.match(
      /(http:\/\/127\.0\.0\.1:\d+\/api\/site-users\/account\/notifications\/restock\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/,
    )?.[1];
    expect(link).toBeTruthy();
    const path = link!.slice(app.url.length);
    const reader = new HttpClient(app.url);
    const confirm = await reader.request('GET', path);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Unsubscribe');
    expect(await rows(`select * from restock.unsubscribed_address where email_key = 'all1@example.com'`)).toHaveLength(
      0,
    );
    // all1 waits for another variant too: unsubscribing closes that sign-up, and the owner's list shows it so.
    expect((await signUp(client, { ...APRON, siteVisitorEmail: 'all1@example.com' })).status).toBe(200);
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
    const done = await reader.request('POST', '/api/site-users/account/notifications/restock/unsubscribe', {
      raw: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('all1@example.com will get no more restock notices');
    expect(
      await rows(`select email_key from restock.unsubscribed_address where email_key = 'all1@example.com'`),
    ).toHaveLength(1);
    const apronList = await site.api(
      'GET',
      `${BASE}?productId=${APRON.productId}&variantId=${APRON.variantId}&first=200`,
    );
    expect(apronList.status).toBe(200);
    expect(apronList.json.signUps.find((s: { email: string }) => s.email === 'all1@example.com').status).toBe(
      'UNSUBSCRIBED',
    );
    const forged = await reader.request('POST', '/api/site-users/account/notifications/restock/unsubscribe', {
      raw: `token=${encodeURIComponent(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('Open the unsubscribe link of the notice again, as it came in the email.');
    const incomplete = await reader.request('GET', '/api/site-users/account/notifications/restock/unsubscribe');
    expect(incomplete.status).toBe(400);
    expect(incomplete.text).toContain('Open the unsubscribe link of the notice again, as it came in the email.');
  });
});

describe('a notice says "back in stock" only when it is', () => {
  const sendOne = (site: HttpClient, target: { productId: string; variantId: string }) =>
    site.api('POST', `${BASE}/send`, target);

  it('refuses the owner’s send for a variant without stock, with the reason, and the groups list says so beforehand', async () => {
    const client = await visitor();
    const [board] = await rows(`select product_id from catalog.variant where id = 'var_board_l'`);
    for (const email of ['soldout1@example.com', 'soldout2@example.com'])
      expect(
        (await signUp(client, { productId: board.product_id, variantId: 'var_board_l', siteVisitorEmail: email }))
          .status,
      ).toBe(200);
    const site = await owner();
    const before = await statusesOf('var_board_l');
    expect(before.find((s) => s.startsWith('waiting:'))).toBeTruthy();

    const groups = await site.api('GET', `${BASE}/groups?first=100`);
    const group = groups.json.signUpGroups.find((g: { variantId: string }) => g.variantId === 'var_board_l');
    expect(group).toMatchObject({ variant: { qtyInStock: 0 }, sendRefusal: 'Out of stock: set stock first.' });

    const one = await sendOne(site, { productId: board.product_id, variantId: 'var_board_l' });
    expect([one.status, one.json.code, one.json.error, one.json.field]).toEqual([
      409,
      'OUT_OF_STOCK',
      'Out of stock: set stock first.',
      'variantId',
    ]);
    // One variant without stock among others refuses the whole send: nothing is queued for any.
    await withoutAutoSend(async () => {
      await setStock(VASE.variantId, 3);
      // In stock, the vase takes no sign-ups; one made while it was sold out still waits.
      await app.db.query(
        `insert into restock.sign_up (id, website_id, product_id, variant_id, email, email_key, site_origin) values ('rsu_mixed', 'site_demo', $1, $2, 'mixed@example.com', 'mixed@example.com', $3)`,
        [VASE.productId, VASE.variantId, app.url],
      );
      const all = await site.api('POST', `${BASE}/send/all`, {
        sendRequests: [VASE, { productId: board.product_id, variantId: 'var_board_l' }],
      });
      expect([all.status, all.json.code, all.json.field]).toEqual([409, 'OUT_OF_STOCK', 'variantId']);
      expect((await rows(`select status from restock.sign_up where id = 'rsu_mixed'`))[0].status).toBe('waiting');
      // In stock, the same group can be sent: the list says nothing against it.
      const inStock = (await site.api('GET', `${BASE}/groups?first=100`)).json.signUpGroups.find(
        (g: { variantId: string }) => g.variantId === VASE.variantId,
      );
      expect(inStock.sendRefusal).toBeNull();
      await setStock(VASE.variantId, 0);
      await app.db.query(`delete from restock.sign_up where id = 'rsu_mixed'`);
    });

    // Through GraphQL: a typed userError at the request's place, and nothing queued.
    const { json } = await site.graphql(
      `mutation($r: [RestockSendRequest!]!) { sendRestockNotices(requests: $r) { queued results { variantId } userErrors { field code message } } }`,
      { r: [{ productId: board.product_id, variantId: 'var_board_l' }] },
    );
    expect(json.data.sendRestockNotices).toEqual({
      queued: 0,
      results: [],
      userErrors: [
        { field: ['requests', '0', 'variantId'], code: 'OUT_OF_STOCK', message: 'Out of stock: set stock first.' },
      ],
    });
    expect(await statusesOf('var_board_l')).toEqual(before);
    expect(received.filter((m) => m.to.startsWith('soldout'))).toHaveLength(0);
  });

  it('answers NOT_FOUND (404) for another site’s variant or one of another product, and queues nothing', async () => {
    // A visitor of the second site waits for its sold-out bowl.
    const [bowl] = await rows(`select product_id from catalog.variant where id = 'var_kiln_bowl_l'`);
    await app.db.query(
      `insert into restock.sign_up (id, website_id, product_id, variant_id, email, email_key, site_origin) values ('rsu_kiln', 'site_kiln', $1, 'var_kiln_bowl_l', 'kiln@example.com', 'kiln@example.com', $2)`,
      [bowl.product_id, app.url],
    );
    const site = await owner();
    const other = await sendOne(site, { productId: bowl.product_id, variantId: 'var_kiln_bowl_l' });
    expect([other.status, other.json.code, other.json.error]).toEqual([
      404,
      'NOT_FOUND',
      'This variant does not exist.',
    ]);
    const mismatched = await sendOne(site, { productId: BOARD.productId, variantId: APRON.variantId });
    expect([mismatched.status, mismatched.json.code]).toEqual([404, 'NOT_FOUND']);
    const unknown = await site.api('POST', `${BASE}/send/all`, {
      sendRequests: [APRON, { productId: APRON.productId, variantId: 'var_nope' }],
    });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'NOT_FOUND']);
    const { json } = await site.graphql(
      `mutation($r: [RestockSendRequest!]!) { sendRestockNotices(requests: $r) { queued userErrors { field code } } }`,
      { r: [{ productId: bowl.product_id, variantId: 'var_kiln_bowl_l' }] },
    );
    expect(json.data.sendRestockNotices).toEqual({
      queued: 0,
      userErrors: [{ field: ['requests', '0', 'variantId'], code: 'NOT_FOUND' }],
    });
    expect((await rows(`select status from restock.sign_up where id = 'rsu_kiln'`))[0].status).toBe('waiting');
    await app.db.query(`delete from restock.sign_up where id = 'rsu_kiln'`);
  });

  it('puts a queued visitor back to waiting, unmailed, when the variant sold out again before the notice went', async () => {
    expect(
      (await rows(`select qty_in_stock from cart.stock_level where variant_id = $1`, [APRON.variantId]))[0]
        .qty_in_stock,
    ).toBe(0);
    await app.db.query(
      `insert into restock.sign_up (id, website_id, product_id, variant_id, email, email_key, site_origin, status, queued_at) values ('rsu_again', 'site_demo', $1, $2, 'again@example.com', 'again@example.com', $3, 'queued', now())`,
      [APRON.productId, APRON.variantId, app.url],
    );
    await app.platform.jobs!.runNow('restock.send');
    expect(await rows(`select status, queued_at from restock.sign_up where id = 'rsu_again'`)).toEqual([
      { status: 'waiting', queued_at: null },
    ]);
    expect(received.filter((m) => m.to === 'again@example.com')).toHaveLength(0);
    await app.db.query(`delete from restock.sign_up where id = 'rsu_again'`);
  });
});

describe('automatic notices when stock returns', () => {
  it('1,000 sign-ups and 10 units back: exactly the 10 oldest are told, once; a second run sends nothing more', async () => {
    const WORKSHOP = { variantId: 'var_workshop_sun' };
    const [variant] = await rows(`select product_id from catalog.variant where id = $1`, [WORKSHOP.variantId]);
    // 1,000 visitors signed up over the last 1,000 minutes, the oldest first (setup through SQL:
    // the sign-up path's own rules are tested above, and its limits would refuse so many).
    await app.db.query(
      `insert into restock.sign_up (id, website_id, product_id, variant_id, email, email_key, site_origin, created_at)
       select 'rsu_bulk_' || n, 'site_demo', $1, $2, 'bulk' || n || '@example.com', 'bulk' || n || '@example.com', $3, now() - ((1001 - n) || ' minutes')::interval
       from generate_series(1, 1000) as n`,
      [variant.product_id, WORKSHOP.variantId, app.url],
    );
    await setStock(WORKSHOP.variantId, 10);
    await app.platform.jobs!.runNow('restock.auto-send');
    await app.platform.jobs!.runNow('restock.auto-send');
    const notified = await rows(
      `select email from restock.sign_up where variant_id = $1 and status = 'notified' order by created_at`,
      [WORKSHOP.variantId],
    );
    expect(notified.map((r) => r.email)).toEqual(Array.from({ length: 10 }, (_, i) => `bulk${i + 1}@example.com`));
    expect(
      (
        await rows(`select count(*)::int as n from restock.sign_up where variant_id = $1 and status = 'waiting'`, [
          WORKSHOP.variantId,
        ])
      )[0].n,
    ).toBe(990);
    for (let i = 1; i <= 10; i += 1) expect(await mailFor(`bulk${i}@example.com`)).toHaveLength(1);
    expect(received.filter((m) => m.to.startsWith('bulk'))).toHaveLength(10);

    // Five more units: the next five oldest.
    await setStock(WORKSHOP.variantId, 15);
    await app.platform.jobs!.runNow('restock.auto-send');
    const more = await rows(
      `select email from restock.sign_up where variant_id = $1 and status = 'notified' order by created_at`,
      [WORKSHOP.variantId],
    );
    expect(more.map((r) => r.email).slice(10)).toEqual([
      'bulk11@example.com',
      'bulk12@example.com',
      'bulk13@example.com',
      'bulk14@example.com',
      'bulk15@example.com',
    ]);
  });

  it('leaves everyone waiting when the owner turned automatic sending off', async () => {
    const client = await visitor();
    expect((await signUp(client, { ...APRON, siteVisitorEmail: 'manual@example.com' })).status).toBe(200);
    const site = await owner();
    await site.graphql(
      `mutation { saveRestockSettings(input: { autoSend: false, captchaRequired: false }) { userErrors { code } } }`,
    );
    try {
      await setStock(APRON.variantId, 3);
      await app.platform.jobs!.runNow('restock.auto-send');
      expect((await rows(`select status from restock.sign_up where email_key = 'manual@example.com'`))[0].status).toBe(
        'waiting',
      );
    } finally {
      await site.graphql(
        `mutation { saveRestockSettings(input: { autoSend: true, captchaRequired: false }) { userErrors { code } } }`,
      );
      await setStock(APRON.variantId, 0);
    }
  });
});
