import { describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '@atelier/demo-site';
import { hashPassword, hashToken } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * The session hand-off from the site list to another site's host (accounts' session-handoff.ts,
 * the site server's /admin/handoff): a token made for one of the owner's sites, redeemed on that
 * site's host alone, once, and by a same-origin POST only.
 */
const app = useTestPlatform();

const USER_ERRORS = 'userErrors { field message code }';
const START = `mutation($w: ID!) { startSessionHandoff(websiteId: $w) { token ${USER_ERRORS} } }`;
const REDEEM = `mutation($t: String!) { redeemSessionHandoff(token: $t) { owner { id } ${USER_ERRORS} } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { owner { id } ${USER_ERRORS} } }`;
/** Kiln & Co. Ceramics, the demo owner's second site, at kiln.localhost; app.url is the first's. */
const KILN = 'site_kiln';
const kilnUrl = () => `http://kiln.localhost:${new URL(app.url).port}`;

const OTHER_SITE = 'This sign-in link was made for another site. Sign in here instead.';
const USED = 'This sign-in link was already used, or a newer one replaced it. Sign in here instead.';
const FAILED = 'This sign-in link did not work. Sign in here instead.';

async function data<T = any>(client: HttpClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const { json } = await client.graphql<T>(query, variables);
  if (json.errors?.length || !json.data) throw new Error(`GraphQL failed: ${JSON.stringify(json)}`);
  return json.data;
}

async function signedIn(email: string, password: string) {
  const client = new HttpClient(app.url);
  expect((await data(client, LOGIN, { e: email, p: password })).login.userErrors).toEqual([]);
  return client;
}

const meOf = async (client: HttpClient) => (await data(client, '{ me { id } }')).me as { id: string } | null;

/** A hand-off token the demo owner makes for a site. */
async function handoffToken(websiteId = KILN): Promise<string> {
  const owner = await signedIn(DEMO_OWNER.email, DEMO_OWNER.password);
  const { startSessionHandoff } = await data(owner, START, { w: websiteId });
  expect(startSessionHandoff.userErrors).toEqual([]);
  return startSessionHandoff.token as string;
}

const storedLink = async (token: string) =>
  (
    (await app.db.query(`select website_id, used_at from accounts.account_link where token_hash = $1`, [
      hashToken(token),
    ])) as { website_id: string | null; used_at: Date | null }[]
  )[0];

/** The hand-off form's post, as the hand-off page of `base` sends it (its Origin is `origin`, or none). */
const postHandoff = (client: HttpClient, token: string, origin: string | null) =>
  client.request('POST', '/admin/handoff', {
    raw: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
  });

describe('session hand-off', () => {
  it('needs a session, and a website of the owner’s own', async () => {
    expect((await data(new HttpClient(app.url), START, { w: KILN })).startSessionHandoff).toEqual({
      token: null,
      userErrors: [{ field: null, code: 'NOT_SIGNED_IN', message: 'Your session has ended. Please sign in again.' }],
    });
    await app.db.query(
      `insert into accounts.owner (id, email, name, password_hash, email_verified_at) values ($1, $2, $3, $4, now())`,
      ['owner_mallory', 'mallory@example.com', 'Mallory', await hashPassword('a-long-enough-password')],
    );
    const mallory = await signedIn('mallory@example.com', 'a-long-enough-password');
    for (const websiteId of [KILN, 'site_nowhere'])
      expect((await data(mallory, START, { w: websiteId })).startSessionHandoff).toEqual({
        token: null,
        userErrors: [
          {
            field: ['websiteId'],
            code: 'FORBIDDEN',
            message: 'Only the owner of this site can open its dashboard.',
          },
        ],
      });
    expect(await app.db.query(`select 1 from accounts.account_link where owner_id = 'owner_mallory'`)).toEqual([]);
  });

  it('signs the same owner in on the host of the site it was made for, once, and nowhere else', async () => {
    const token = await handoffToken();
    expect(await storedLink(token)).toEqual({ website_id: KILN, used_at: null });

    // On the demo site's host (another site of the same owner's, even): refused, and left unspent.
    const elsewhere = new HttpClient(app.url);
    expect((await data(elsewhere, REDEEM, { t: token })).redeemSessionHandoff).toEqual({
      owner: null,
      userErrors: [{ field: ['token'], code: 'LINK_OTHER_SITE', message: OTHER_SITE }],
    });
    expect(await meOf(elsewhere)).toBeNull();
    expect((await storedLink(token))?.used_at).toBeNull();

    const kiln = new HttpClient(kilnUrl());
    expect(await meOf(kiln)).toBeNull();
    expect((await data(kiln, REDEEM, { t: token })).redeemSessionHandoff).toEqual({
      owner: { id: DEMO_OWNER.id },
      userErrors: [],
    });
    expect((await meOf(kiln))?.id).toBe(DEMO_OWNER.id);

    // A replay, on the right host too, is refused.
    const replay = new HttpClient(kilnUrl());
    expect((await data(replay, REDEEM, { t: token })).redeemSessionHandoff).toEqual({
      owner: null,
      userErrors: [{ field: ['token'], code: 'LINK_USED', message: USED }],
    });
    expect(await meOf(replay)).toBeNull();
  });

  it('is redeemed by a same-origin POST /admin/handoff, which opens /admin; a GET, or a post from elsewhere, spends nothing', async () => {
    const token = await handoffToken();
    const kiln = new HttpClient(kilnUrl());

    // The page the site list sends the owner to: the sign-in page, whose script posts the token.
    const page = await kiln.request('GET', `/admin/handoff?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Sign in — Atelier</title>');
    for (const origin of [null, 'http://evil.example', app.url]) {
      const refused = await postHandoff(kiln, token, origin);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain(FAILED);
    }
    // The demo site's own page posting a token made for kiln.
    const onDemo = await postHandoff(new HttpClient(app.url), token, app.url);
    expect(onDemo.status).toBe(400);
    expect(onDemo.text).toContain(OTHER_SITE);
    expect(await meOf(kiln)).toBeNull();
    expect((await storedLink(token))?.used_at).toBeNull();

    const opened = await postHandoff(kiln, token, kilnUrl());
    expect([opened.status, opened.headers.get('location')]).toEqual([303, '/admin']);
    expect((await meOf(kiln))?.id).toBe(DEMO_OWNER.id);
    expect((await kiln.request('GET', '/admin')).status).toBe(200);

    const replay = await postHandoff(new HttpClient(kilnUrl()), token, kilnUrl());
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('<title>Sign in — Atelier</title>');
    expect(replay.text).toContain(USED);

    const late = await handoffToken();
    await app.db.query(
      `update accounts.account_link set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(late)],
    );
    const expired = new HttpClient(kilnUrl());
    const refused = await postHandoff(expired, late, kilnUrl());
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('This sign-in link has expired. Sign in here instead.');
    expect(await meOf(expired)).toBeNull();
    const blank = await postHandoff(expired, '', kilnUrl());
    expect([blank.status, blank.text.includes('This sign-in link is not valid')]).toEqual([400, true]);
  });
});
