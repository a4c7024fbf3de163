import { describe, expect, it } from 'vitest';
import { DEMO_WEBSITE } from '@atelier/demo-site';
import { TRACKING_CONTEXT_BLOCK, type TrackingPageContext } from '@atelier/tracking';
import { encodeCaptchaSolution, solveChallenge, type CaptchaChallenge } from '@atelier/forms';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { mailText, useSmtpSink } from './support/smtp-sink.ts';
import { countByServer, requestsDuring } from './support/received-requests.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * What the site server draws into its pages for the page script (packages/tracking): the script
 * itself and its context, on the pages that record visits, with the owner's settings as saved.
 */
/** The verification mail of the other account this file makes, as an SMTP server started here receives it. */
const smtp = useSmtpSink();
const app = useTestPlatform(() => smtp.options);

const TRACKING_SCRIPT = /<script type="module" nonce="[^"]+" src="\/assets\/islands\/tracking-[\w-]+\.js"><\/script>/;
const CONTEXT = new RegExp(`<script type="application/json" id="${TRACKING_CONTEXT_BLOCK}">(.*?)</script>`);

/** The page's script context, or null when the page loads no page script. */
function trackingOf(html: string): TrackingPageContext | null {
  const block = CONTEXT.exec(html);
  expect(Boolean(block)).toBe(TRACKING_SCRIPT.test(html));
  return block ? (JSON.parse(block[1]!) as TrackingPageContext) : null;
}

const kilnUrl = () => `http://kiln.localhost:${new URL(app.url).port}`;

const SAVE = `mutation($input: TrackingSettingsInput!) {
  saveTrackingSettings(input: $input) { settings { trackingEnabled cookieBanner } userErrors { code message field } }
}`;

describe("the page script's context", () => {
  it("is drawn into the site's pages with the site, its theme, the page type and the defaults", async () => {
    const visitor = new HttpClient(app.url);
    const shop = await visitor.openPage('/shop');
    expect(trackingOf(shop.text)).toEqual({
      websiteId: DEMO_WEBSITE.id,
      templateId: 'atelier',
      pageType: 1,
      trackingEnabled: true,
      cookieBanner: false,
      authenticatedAccountId: null,
    });
    const product = await visitor.openPage('/shop/p/linen-shirt');
    expect(trackingOf(product.text)).toMatchObject({ pageType: 50 });
    const kiln = await new HttpClient(kilnUrl()).openPage('/shop');
    expect(trackingOf(kiln.text)).toMatchObject({ websiteId: 'site_kiln', templateId: 'ledger' });
  });

  it('asks the tracking subgraph for the settings once, not on every page (kept until a change is announced)', async () => {
    const visitor = new HttpClient(app.url);
    await visitor.openPage('/shop');
    const { requests } = await requestsDuring(async () => {
      for (const path of ['/shop', '/shop/p/linen-shirt', '/journal', '/search?q=apron']) await visitor.openPage(path);
    });
    const counts = countByServer(requests, app.platform.port, app.platform.subgraphUrls);
    expect(counts.public).toBe(4);
    expect(counts['tracking (in process)'] ?? 0).toBe(0);
    expect(counts.tracking ?? 0).toBe(0);
    // Once the owner saves, the next page asks again, once.
    const owner = await signedInClient(app.url);
    await owner.graphql(SAVE, { input: { trackingEnabled: true, cookieBanner: false } });
    const { requests: after } = await requestsDuring(() => visitor.openPage('/shop'));
    expect(countByServer(after, app.platform.port, app.platform.subgraphUrls)['tracking (in process)']).toBe(1);
  });

  it("carries the search page's words for the site search", async () => {
    const search = await new HttpClient(app.url).openPage('/search?q=linen');
    expect(trackingOf(search.text)).toMatchObject({ pageType: 102, searchTerm: 'linen' });
  });

  it('is left out of the not-found and lock-screen pages, and out of every page for the signed-in owner', async () => {
    const visitor = new HttpClient(app.url);
    const missing = await visitor.openPage('/no-such-page');
    expect(missing.status).toBe(404);
    expect(trackingOf(missing.text)).toBeNull();
    const locked = await visitor.openPage('/trade');
    expect(locked.text).toContain('This page is protected.');
    expect(trackingOf(locked.text)).toBeNull();
    const owner = await signedInClient(app.url);
    expect(trackingOf((await owner.openPage('/shop')).text)).toBeNull();
    expect(trackingOf((await owner.openPage('/shop/p/linen-shirt')).text)).toBeNull();
  });
});

/**
 * Another account, verified and signed in on the demo site's host, which it does not own: its
 * visits are recorded, with its id.
 */
async function otherAccount(): Promise<{ client: HttpClient; id: string }> {
  const client = new HttpClient(app.url);
  const email = `visiting.owner.${Date.now()}@example.com`;
  const password = 'lantern-harbour-7';
  const { json: asked } = await client.graphql<{ captchaChallenge: CaptchaChallenge }>(
    '{ captchaChallenge { algorithm challenge salt maxNumber signature } }',
  );
  const captchaToken = encodeCaptchaSolution((await solveChallenge(asked.data!.captchaChallenge))!);
  const { json: signed } = await client.graphql(
    `mutation($input: SignUpInput!) { signUp(input: $input) { accepted } }`,
    { input: { name: 'Visiting Owner', email, password, captchaToken } },
  );
  expect(signed.data.signUp.accepted).toBe(true);
  await expect.poll(() => smtp.received.filter((mail) => mail.to === email).length).toBe(1);
  const mail = mailText(smtp.received.find((m) => m.to === email)!.raw);
  const token = /\/admin\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
  const { json: verified } = await client.graphql(`mutation($t: String!) { verifyEmail(token: $t) { owner { id } } }`, {
    t: token,
  });
  return { client, id: verified.data.verifyEmail.owner.id as string };
}

describe('a signed-in account that does not own the site', () => {
  it('is recorded, the page context carrying its id, and may not change the tracking settings', async () => {
    const { client, id } = await otherAccount();
    const { json } = await client.graphql('{ me { id } }');
    expect(json.data.me.id).toBe(id);
    expect(trackingOf((await client.openPage('/shop')).text)).toMatchObject({
      websiteId: DEMO_WEBSITE.id,
      authenticatedAccountId: id,
    });
    // Nor may it change the site's tracking.
    const refused = await client.graphql(SAVE, { input: { trackingEnabled: false, cookieBanner: false } });
    expect(refused.json.data.saveTrackingSettings).toEqual({
      settings: null,
      userErrors: [{ code: 'FORBIDDEN', message: expect.any(String), field: null }],
    });
    expect(trackingOf((await client.openPage('/shop')).text)).toMatchObject({ trackingEnabled: true });
  });
});

describe("the owner's tracking settings", () => {
  it('are public to read and refused to a visitor to change', async () => {
    const visitor = new HttpClient(app.url);
    const read = await visitor.graphql(`{ site { trackingSettings { trackingEnabled cookieBanner } } }`);
    expect(read.json.data.site.trackingSettings).toEqual({ trackingEnabled: true, cookieBanner: false });
    const refused = await visitor.graphql(SAVE, { input: { trackingEnabled: false, cookieBanner: true } });
    expect(refused.json.data.saveTrackingSettings).toEqual({
      settings: null,
      userErrors: [{ code: 'NOT_SIGNED_IN', message: expect.any(String), field: null }],
    });
    expect(
      await app.db.query(`select * from tracking.site_setting where site_id = $1 and not tracking_enabled`, [
        DEMO_WEBSITE.id,
      ]),
    ).toEqual([]);
  });

  it("are the next page's as soon as the owner saves them, and only the owner's site's", async () => {
    const visitor = new HttpClient(app.url);
    expect(trackingOf((await visitor.openPage('/shop')).text)).toMatchObject({ cookieBanner: false });
    const owner = await signedInClient(app.url);
    const saved = await owner.graphql(SAVE, { input: { trackingEnabled: true, cookieBanner: true } });
    expect(saved.json.data.saveTrackingSettings).toEqual({
      settings: { trackingEnabled: true, cookieBanner: true },
      userErrors: [],
    });
    // The page drawn next says so: no timer, the change was announced to every process.
    expect(trackingOf((await visitor.openPage('/shop')).text)).toMatchObject({
      trackingEnabled: true,
      cookieBanner: true,
    });
    const off = await owner.graphql(SAVE, { input: { trackingEnabled: false, cookieBanner: true } });
    expect(off.json.data.saveTrackingSettings.userErrors).toEqual([]);
    expect(trackingOf((await visitor.openPage('/shop')).text)).toMatchObject({ trackingEnabled: false });
    expect(
      await app.db.query(
        `select site_id, tracking_enabled, cookie_banner from tracking.site_setting where site_id = $1`,
        [DEMO_WEBSITE.id],
      ),
    ).toEqual([{ site_id: DEMO_WEBSITE.id, tracking_enabled: false, cookie_banner: true }]);
    // The other site keeps its own.
    expect(trackingOf((await new HttpClient(kilnUrl()).openPage('/shop')).text)).toMatchObject({
      trackingEnabled: true,
      cookieBanner: false,
    });
    await owner.graphql(SAVE, { input: { trackingEnabled: true, cookieBanner: false } });
  });
});
