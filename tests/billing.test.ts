import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SITES, DEMO_WEBSITE } from '@atelier/demo-site';
import { BILLING_MESSAGES } from '@atelier/billing';
import { hashPassword } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { pdfTextLines } from './support/pdf-text.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { mailText, useSmtpSink } from './support/smtp-sink.ts';

/** The SMTP server billing's mails reach, started before the platform. */
const smtp = useSmtpSink();
const app = useTestPlatform(() => ({ ...smtp.options, jobs: ['billing.clock'] }));
const mailsTo = (email: string) => smtp.received.filter((m) => m.to === email).map((m) => mailText(m.raw));
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;
const SECOND = DEMO_SITES[1]!.website;
const secondUrl = () => app.url.replace('127.0.0.1', `${SECOND.slug}.localhost`);

const BILLING = `{ site { billing { status billingStatus websiteType siteBillingStatus message commercePlan activeAndSubscribed
  plan { id } features paymentMethod inAppPurchaseError subscriptions { id status plan { id } } invoices { id number status kind total { value } } } servesVisitors } }`;

let owner: HttpClient;
let second: HttpClient;
let websiteSubscriptionId: string;

async function billingOf(client: HttpClient) {
  const { json } = await client.graphql(BILLING);
  return json.data.site;
}

const ledger = (prefix: string) =>
  rows(
    `select idempotency_key, amount_cents::int as amount, outcome from billing.test_payment_ledger where idempotency_key like $1`,
    [`${prefix}%`],
  );

beforeAll(async () => {
  owner = await signedInClient(app.url);
  await owner.openPage('/');
  second = await signedInClient(secondUrl());
  await second.openPage('/');
  websiteSubscriptionId = (await billingOf(owner)).billing.subscriptions[0].id;
});

describe('a site’s billing', () => {
  it('shows a demo site paid on Commerce Advanced, with its section 4 message, and lists it at GET /api/billing/subscriptions', async () => {
    const site = await billingOf(owner);
    expect(site.billing).toMatchObject({
      status: 'PAID',
      billingStatus: 'SUBSCRIBED',
      websiteType: 'COMMERCE',
      siteBillingStatus: 'COMMERCE_PAID',
      message: BILLING_MESSAGES.COMMERCE_PAID,
      commercePlan: true,
      activeAndSubscribed: true,
      plan: { id: 'commerce-advanced' },
      paymentMethod: 'Card ending 4242',
    });
    expect(site.billing.features).toContain('PRODUCT_SUBSCRIPTIONS');
    expect(site.servesVisitors).toBe(true);
    const listed = await owner.api('GET', '/api/billing/subscriptions');
    expect(listed.status).toBe(200);
    expect(listed.json.results.map((s: { id: string }) => s.id)).toEqual([websiteSubscriptionId]);
    const [subscription] = listed.json.results;
    expect(subscription).toMatchObject({
      type: 'WEBSITE',
      productType: 'WEBSITE',
      pastDue: false,
      plan: {
        id: 'commerce-advanced',
        price: { value: '65.00', currency: 'USD' },
        basePrice: { value: '65.00', currency: 'USD' },
      },
      nextChargeAmount: { value: '65.00', currency: 'USD' },
      nextChargeTax: { value: '0.00', currency: 'USD' },
      invoice: { total: null },
    });
    expect(typeof subscription.currentPeriodEnd).toBe('number');
    expect(subscription.nextChargeAt).toBe(subscription.currentPeriodEnd);
    expect((await owner.api('GET', '/api/billing/subscriptions?type=resold')).json.results).toEqual([]);
    const one = await owner.api('GET', `/api/billing/subscriptions/${websiteSubscriptionId}`);
    expect(one.status).toBe(200);
    expect(one.json.subscription.id).toBe(websiteSubscriptionId);
  });

  it('charges at confirm exactly the previewed total, refusing a confirm whose price changed in between', async () => {
    // Ten days into a thirty-day month of Business.
    await rows(
      `update billing.subscription set plan_id = 'business', price_minor = 3300, current_period_start = now() - interval '10 days',
         current_period_end = now() + interval '20 days' where id = $1`,
      [websiteSubscriptionId],
    );
    await rows(`update billing.site_billing set country = 'US', region = 'NY' where website_id = $1`, [
      DEMO_WEBSITE.id,
    ]);
    const path = `/api/billing/subscriptions/${websiteSubscriptionId}/plan-change/commerce-advanced`;
    const preview = await owner.api('GET', `${path}/preview`);
    expect(preview.status, preview.text).toBe(200);
    const total = preview.json.invoice.total.value as string;
    // Two thirds of (65 − 33) with New York's 8.875%: 21.33 + 1.89.
    expect(total).toBe('23.22');
    expect(preview.json.invoice.tax.value).toBe('1.89');
    expect((await owner.api('PUT', path)).status).toBe(200);

    await rows(`update billing.site_billing set region = 'TX' where website_id = $1`, [DEMO_WEBSITE.id]);
    const changed = await owner.api('POST', `${path}/confirm`);
    expect(changed.status).toBe(409);
    expect(changed.json).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(await ledger('plan-change:')).toEqual([]);

    await rows(`update billing.site_billing set region = 'NY' where website_id = $1`, [DEMO_WEBSITE.id]);
    const confirmed = await owner.api('POST', `${path}/confirm`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.invoice.total.value).toBe(total);
    expect(confirmed.json.subscription.plan.id).toBe('commerce-advanced');
    const charges = await ledger('plan-change:');
    expect(charges.map((c) => [c.amount, c.outcome])).toEqual([[2_322, 'succeeded']]);
    const site = await billingOf(owner);
    expect(site.billing.invoices[0]).toMatchObject({
      id: confirmed.json.invoice.id,
      status: 'PAID',
      kind: 'PLAN_CHANGE',
    });
    // Its PDF, for the owner only.
    const pdfPath = `/admin/billing/invoices/${confirmed.json.invoice.id}.pdf`;
    const pdf = await owner.request('GET', pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfTextLines(pdf.bytes);
    expect(lines).toContain(`Invoice ${confirmed.json.invoice.number}`);
    expect(lines).toContain('Tax (8.875%)');
    expect(lines).toContain(`USD ${total}`);
    expect(lines).toContain('Status: Paid');
    expect((await second.request('GET', pdfPath)).status).toBe(404);
    expect((await new HttpClient(app.url).request('GET', pdfPath)).status).toBe(404);
  });

  it('charges once for two confirms at once', async () => {
    const path = `/api/billing/subscriptions/${websiteSubscriptionId}/plan-change/commerce-advanced`;
    expect((await owner.api('PUT', `${path}?interval=yearly`)).status).toBe(200);
    const before = (await ledger('plan-change:')).length;
    const [a, b] = await Promise.all([owner.api('POST', `${path}/confirm`), owner.api('POST', `${path}/confirm`)]);
    expect([a.status, b.status], a.text + b.text).toEqual([200, 200]);
    expect(a.json.invoice.id).toBe(b.json.invoice.id);
    expect((await ledger('plan-change:')).length).toBe(before + 1);
    expect(a.json.subscription.plan.interval).toBe('YEARLY');
  });

  it('refuses a downgrade that the site’s use exceeds, naming what is over, and changes nothing', async () => {
    const refused = await owner.api(
      'GET',
      `/api/billing/subscriptions/${websiteSubscriptionId}/plan-change/personal/preview`,
    );
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('OVER_PLAN_LIMIT');
    expect(refused.json.error).toMatch(/gift cards are for sale, and Personal has none/);
    // Commerce Basic has gift cards but no product subscriptions, which the demo sells.
    const basic = await owner.api(
      'GET',
      `/api/billing/subscriptions/${websiteSubscriptionId}/plan-change/commerce-basic/preview`,
    );
    expect([basic.status, basic.json.code]).toEqual([409, 'OVER_PLAN_LIMIT']);
    expect(basic.json.error).toMatch(
      /products are sold as subscriptions, and Commerce Basic has no product subscriptions/,
    );
    const start = await owner.api('PUT', `/api/billing/subscriptions/${websiteSubscriptionId}/plan-change/personal`);
    expect(start.status).toBe(409);
    const [row] = await rows(`select plan_id, pending_change from billing.subscription where id = $1`, [
      websiteSubscriptionId,
    ]);
    expect(row.plan_id).toBe('commerce-advanced');
    expect(row.pending_change.confirmedInvoiceId).toBeTruthy();
  });

  it('refuses a trial’s upgrade without a card (PAYMENT_METHOD_REQUIRED), storing no invoice, and charges it once a card is kept', async () => {
    // The demo site back on a Business trial, with no card: a new owner's first upgrade.
    await rows(
      `update billing.subscription set plan_id = 'business', price_minor = 0, status = 'trial', interval = 'MONTHLY',
         trial_ends_at = now() + interval '14 days', pending_change = null where id = $1`,
      [websiteSubscriptionId],
    );
    await rows(
      `update billing.site_billing set payment_method_reference = null, payment_method_label = null,
         billing_status = 'TRIAL' where website_id = $1`,
      [DEMO_WEBSITE.id],
    );
    const invoices = () =>
      rows(`select id, number, status from billing.invoice where website_id = $1 order by number`, [DEMO_WEBSITE.id]);
    const before = await invoices();
    const charged = (await ledger('plan-change:')).length;
    const path = `/api/billing/subscriptions/${websiteSubscriptionId}/plan-change/commerce-advanced`;
    expect((await owner.api('PUT', path)).status).toBe(200);
    const refused = await owner.api('POST', `${path}/confirm`);
    expect([refused.status, refused.json.code, refused.json.error]).toEqual([
      400,
      'PAYMENT_METHOD_REQUIRED',
      'Add a card to pay for your plan.',
    ]);
    expect(await invoices()).toEqual(before);
    expect((await ledger('plan-change:')).length).toBe(charged);

    const saved = await owner.graphql(
      `mutation { saveBillingCard(cardNumber: "4242 4242 4242 4242") { billing { paymentMethod } userErrors { code } } }`,
    );
    expect(saved.json.data.saveBillingCard.billing.paymentMethod).toBe('Card ending 4242');
    const confirmed = await owner.api('POST', `${path}/confirm`);
    expect(confirmed.status, confirmed.text).toBe(200);
    const after = await invoices();
    // The next number: the refused confirm took none.
    expect(after.map((invoice) => invoice.number)).toEqual([
      ...before.map((invoice) => invoice.number),
      `INV-${String(before.length + 1).padStart(6, '0')}`,
    ]);
    expect(after.at(-1)).toMatchObject({ id: confirmed.json.invoice.id, status: 'PAID' });
    expect((await ledger('plan-change:')).length).toBe(charged + 1);
    expect(confirmed.json.subscription).toMatchObject({ status: 'PAID', plan: { id: 'commerce-advanced' } });
  });
});

describe('a site’s owner, as billing reads them to mail', () => {
  it('is the product’s own to read: a visitor, a signed-in owner and a partner get null', async () => {
    const OWNER = `{ site { id owner { id email } } }`;
    expect((await owner.graphql(OWNER)).json.data.site).toEqual({ id: DEMO_WEBSITE.id, owner: null });
    const visitor = new HttpClient(app.url);
    expect((await visitor.graphql(OWNER)).json.data.site).toEqual({ id: DEMO_WEBSITE.id, owner: null });
    // A forged site-call flag from outside is not the gateway's to trust: only a signed call sets it.
    const forged = await visitor.graphql(OWNER, {}, { 'x-atelier-site-call-verified': '1' });
    expect(forged.json.data.site.owner).toBeNull();
  });
});

describe('the billing clock', () => {
  it('makes a renewal that fails past due, retries it on the dunning schedule, expires the site, and paying brings it back', async () => {
    const site = await billingOf(second);
    const id = site.billing.subscriptions[0].id as string;
    const products = (
      await rows(`select count(*)::int as n from catalog.product where website_id = $1`, [SECOND.id])
    )[0].n;
    await rows(
      `update billing.site_billing set payment_method_reference = 'pm_test_decline_0002' where website_id = $1`,
      [SECOND.id],
    );
    await rows(`update billing.subscription set current_period_end = now() - interval '1 minute' where id = $1`, [id]);
    await app.platform.jobs!.runNow('billing.clock');
    let now = await billingOf(second);
    expect(now.billing).toMatchObject({
      status: 'PASTDUE',
      siteBillingStatus: 'COMMERCE_PASTDUE',
      message: BILLING_MESSAGES.COMMERCE_PASTDUE,
    });
    expect(now.billing.invoices[0]).toMatchObject({ kind: 'RENEWAL', status: 'FAILED' });
    expect(now.servesVisitors).toBe(true);
    const [retry] = await rows(
      `select failed_charges, next_retry_at - past_due_since as wait from billing.subscription where id = $1`,
      [id],
    );
    expect(retry.failed_charges).toBe(1);
    expect(retry.wait.days).toBe(1);
    // Each failure mails the site's owner (the catalog says who owns it, accounts their address).
    const billingPanel = `http://${SECOND.slug}.localhost:${new URL(app.url).port}/admin/billing`;
    const failedMail = (n: number) => mailsTo(DEMO_OWNER.email).filter((m) => m.includes(`(try ${n} of 4)`));
    await expect.poll(() => failedMail(1).length, { timeout: 30_000 }).toBe(1);
    expect(failedMail(1)[0]).toContain(`Subject: Payment failed for ${SECOND.title}`);
    expect(failedMail(1)[0]).toContain(`Hello ${DEMO_OWNER.name},`);
    expect(failedMail(1)[0]).toContain(`We could not charge $65.00 for the Commerce Advanced plan of ${SECOND.title}`);
    expect(failedMail(1)[0]).toContain(billingPanel);

    for (const failures of [2, 3]) {
      await rows(`update billing.subscription set next_retry_at = now() - interval '1 minute' where id = $1`, [id]);
      await app.platform.jobs!.runNow('billing.clock');
      expect(
        (await rows(`select failed_charges from billing.subscription where id = $1`, [id]))[0].failed_charges,
      ).toBe(failures);
      await expect.poll(() => failedMail(failures).length, { timeout: 30_000 }).toBe(1);
    }
    expect(failedMail(3)[0]).toContain('We will try once more on');
    await rows(`update billing.subscription set next_retry_at = now() - interval '1 minute' where id = $1`, [id]);
    await app.platform.jobs!.runNow('billing.clock');
    now = await billingOf(second);
    expect(now.billing).toMatchObject({ status: 'EXPIRED', message: BILLING_MESSAGES.COMMERCE_EXPIRED });
    expect(now.servesVisitors).toBe(false);
    const expired = () =>
      mailsTo(DEMO_OWNER.email).filter((m) => m.includes(`Subject: ${SECOND.title} is no longer shown`));
    await expect.poll(() => expired().length, { timeout: 30_000 }).toBe(1);
    expect(expired()[0]).toContain(`could not charge the renewal of its Commerce Advanced plan after 4 tries`);
    expect(expired()[0]).toContain(billingPanel);
    // A clock run more mails nothing again: four failures, four mails, each once.
    await app.platform.jobs!.runNow('billing.clock');
    expect(mailsTo(DEMO_OWNER.email).filter((m) => m.includes(SECOND.title))).toHaveLength(4);
    // One invoice for the period, tried four times with a key per attempt.
    expect(now.billing.invoices.filter((i: { kind: string }) => i.kind === 'RENEWAL')).toHaveLength(1);
    expect((await ledger('renewal:')).filter((c) => c.idempotency_key.includes(id)).map((c) => c.outcome)).toEqual([
      'declined',
      'declined',
      'declined',
      'declined',
    ]);

    const PAY = `mutation($id: ID!) { payBillingSubscription(id: $id) { subscription { status } invoice { status total { value } } userErrors { code message } } }`;
    const declined = (await second.graphql(PAY, { id })).json.data.payBillingSubscription;
    expect(declined.userErrors[0].code).toBe('PAYMENT_DECLINED');
    const saved = await second.graphql(
      `mutation { saveBillingCard(cardNumber: "4242 4242 4242 4242") { billing { paymentMethod } userErrors { code } } }`,
    );
    expect(saved.json.data.saveBillingCard.billing.paymentMethod).toBe('Card ending 4242');
    const paid = (await second.graphql(PAY, { id })).json.data.payBillingSubscription;
    expect(paid.userErrors).toEqual([]);
    expect(paid.subscription.status).toBe('PAID');
    expect(paid.invoice).toMatchObject({ status: 'PAID', total: { value: '65.00' } });
    now = await billingOf(second);
    expect(now.servesVisitors).toBe(true);
    expect(now.billing.status).toBe('PAID');
    expect((await rows(`select count(*)::int as n from catalog.product where website_id = $1`, [SECOND.id]))[0].n).toBe(
      products,
    );
  });

  it('moves an app-store subscription to its grace period, and keeps the error when the move fails until dismissed', async () => {
    const failed = await second.api('POST', '/api/1/iap/startGracePeriod');
    expect(failed.status).toBe(409);
    expect(failed.json.code).toBe('NOT_RESOLD');
    expect((await billingOf(second)).billing.inAppPurchaseError).toMatch(/could not be moved to its grace period/);
    await second.graphql(`mutation { dismissInAppPurchaseError { billing { inAppPurchaseError } } }`);
    expect((await billingOf(second)).billing.inAppPurchaseError).toBeNull();

    await rows(
      `update billing.subscription set type = 'RESOLD', status = 'resold' where website_id = $1 and product_type = 'website'`,
      [SECOND.id],
    );
    await rows(`update billing.site_billing set billing_status = 'RESOLD' where website_id = $1`, [SECOND.id]);
    const moved = await second.api('POST', '/api/1/iap/startGracePeriod');
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({
      status: 'RESOLD_GRACE_PERIOD',
      billingStatus: 'RESOLD_GRACE_PERIOD',
      inAppPurchaseError: null,
    });
    expect((await billingOf(second)).billing.message).toBe(BILLING_MESSAGES.COMMERCE_RESOLD_GRACE_PERIOD);
  });
});

describe('billing’s mails to owners', () => {
  it('keeps one that SMTP refused, and mails it once when it is due again', async () => {
    const facts = { kind: 'SITE_EXPIRED', planName: 'Business', reason: 'TRIAL_ENDED' };
    const trialEnded = () =>
      mailsTo(DEMO_OWNER.email).filter((m) => m.includes('its free trial of Business has ended'));
    smtp.refusing = true;
    await rows(
      `insert into billing.owner_notice (id, website_id, subscription_id, kind, facts, idempotency_key)
       values ('bnot_refused', $1, 'bsub_gone', 'SITE_EXPIRED', $2, 'test:refused')`,
      [SECOND.id, JSON.stringify(facts)],
    );
    await app.platform.jobs!.runNow('billing.clock');
    const notice = () =>
      rows(
        `select attempts, last_error, settled_at, next_attempt_at > now() as waits from billing.owner_notice where id = 'bnot_refused'`,
      );
    const [kept] = await notice();
    expect(kept).toMatchObject({ attempts: 1, settled_at: null, waits: true });
    expect(kept.last_error).toContain('Mailbox temporarily unavailable');
    smtp.refusing = false;
    await app.platform.jobs!.runNow('billing.clock');
    expect(trialEnded()).toHaveLength(0);

    await rows(`update billing.owner_notice set next_attempt_at = now() where id = 'bnot_refused'`);
    await app.platform.jobs!.runNow('billing.clock');
    await expect.poll(() => trialEnded().length, { timeout: 30_000 }).toBe(1);
    expect(trialEnded()[0]).toContain(`Subject: ${SECOND.title} is no longer shown to visitors`);
    await app.platform.jobs!.runNow('billing.clock');
    expect(trialEnded()).toHaveLength(1);
    const [settled] = await notice();
    expect(settled.settled_at).not.toBeNull();
    expect(settled.last_error).toBeNull();
  });
});

describe('billing paths refuse', () => {
  it('the signed out (401), another owner (403), another site’s subscription (404), and bad input (400), storing nothing', async () => {
    const stranger = new HttpClient(app.url);
    await stranger.openPage('/');
    expect((await stranger.api('GET', '/api/billing/subscriptions')).status).toBe(401);
    const put = await stranger.api('PUT', `/api/billing/subscriptions/${websiteSubscriptionId}`, { autoRenew: false });
    expect([put.status, put.json.code]).toEqual([401, 'NOT_SIGNED_IN']);

    await rows(
      `insert into accounts.owner (id, email, name, password_hash) values ('owner_other', 'other@atelier.test', 'Other', $1)`,
      [await hashPassword('other-owner-password')],
    );
    const other = new HttpClient(app.url);
    await other.graphql(
      `mutation { login(email: "other@atelier.test", password: "other-owner-password") { owner { id } } }`,
    );
    await other.openPage('/');
    expect((await other.api('GET', '/api/billing/subscriptions')).status).toBe(403);
    const otherDelete = await other.api('DELETE', `/api/billing/subscriptions/${websiteSubscriptionId}`);
    expect([otherDelete.status, otherDelete.json.code]).toEqual([403, 'FORBIDDEN']);

    const elsewhere = await second.api('GET', `/api/billing/subscriptions/${websiteSubscriptionId}`);
    expect([elsewhere.status, elsewhere.json.code]).toEqual([404, 'SUBSCRIPTION_NOT_FOUND']);
    const elsewhereDelete = await second.api('DELETE', `/api/billing/subscriptions/${websiteSubscriptionId}`);
    expect([elsewhereDelete.status, elsewhereDelete.json.code]).toEqual([404, 'SUBSCRIPTION_NOT_FOUND']);
    // Every other path of section 7, as another owner (403) and from another site (404).
    const base = `/api/billing/subscriptions/${websiteSubscriptionId}`;
    for (const [method, path] of [
      ['PUT', base],
      ['PUT', `${base}/auto-renew/disable`],
      ['GET', `${base}/plan-change/business/preview`],
      ['PUT', `${base}/plan-change/business`],
      ['POST', `${base}/plan-change/business/confirm`],
      ['POST', `${base}/plan-change/cancel`],
    ] as const) {
      const refused = await other.api(
        method,
        path,
        method === 'PUT' && path === base ? { autoRenew: false } : undefined,
      );
      expect([refused.status, refused.json.code], `${method} ${path}`).toEqual([403, 'FORBIDDEN']);
      const away = await second.api(method, path, method === 'PUT' && path === base ? { autoRenew: false } : undefined);
      expect([away.status, away.json.code], `${method} ${path} from kiln`).toEqual([404, 'SUBSCRIPTION_NOT_FOUND']);
    }

    const unknownPlan = await owner.api(
      'GET',
      `/api/billing/subscriptions/${websiteSubscriptionId}/plan-change/platinum/preview`,
    );
    expect([unknownPlan.status, unknownPlan.json.code]).toEqual([404, 'PLAN_NOT_FOUND']);
    for (const [path, field] of [
      [`/api/billing/subscriptions?type=gold`, 'type'],
      [`/api/billing/subscriptions/${websiteSubscriptionId}/plan-change/business/preview?interval=weekly`, 'interval'],
      [`/api/billing/subscriptions/${encodeURIComponent('<script>')}`, 'id'],
    ] as const) {
      const bad = await owner.api('GET', path);
      expect([bad.status, bad.json.field], path).toEqual([400, field]);
    }
    const badRenew = await owner.api('PUT', `/api/billing/subscriptions/${websiteSubscriptionId}`, {
      autoRenew: 'yes',
    });
    expect([badRenew.status, badRenew.json.field]).toEqual([400, 'autoRenew']);

    const [row] = await rows(`select auto_renew, status from billing.subscription where id = $1`, [
      websiteSubscriptionId,
    ]);
    expect(row).toEqual({ auto_renew: true, status: 'paid' });
    expect(DEMO_OWNER.id).toBe('owner_demo');
  });

  it('turns auto-renew off and on, and cancels to the end of the period', async () => {
    const base = `/api/billing/subscriptions/${websiteSubscriptionId}`;
    const off = await owner.api('PUT', `${base}/auto-renew/disable`);
    expect([off.status, off.json.subscription.autoRenew, off.json.subscription.nextChargeAmount]).toEqual([
      200,
      false,
      null,
    ]);
    const on = await owner.api('PUT', `${base}/auto-renew/enable`);
    expect(on.json.subscription.autoRenew).toBe(true);
    // PUT with the serialised subscription's field: the same switch.
    const put = await owner.api('PUT', base, { autoRenew: false });
    expect([put.status, put.json.subscription.id, put.json.subscription.autoRenew]).toEqual([
      200,
      websiteSubscriptionId,
      false,
    ]);
    expect((await owner.api('PUT', base, { autoRenew: true })).json.subscription.autoRenew).toBe(true);

    // A plan change started, then called off: nothing is kept of it, and nothing charged.
    const invoicesBefore = (
      await rows(`select count(*)::int as n from billing.invoice where website_id = $1`, [DEMO_WEBSITE.id])
    )[0].n;
    const started = await owner.api('PUT', `${base}/plan-change/commerce-advanced?interval=yearly`);
    expect(started.status, started.text).toBe(200);
    const pending = async () =>
      (await rows(`select pending_change from billing.subscription where id = $1`, [websiteSubscriptionId]))[0]
        .pending_change;
    expect(await pending()).toMatchObject({ planId: 'commerce-advanced', interval: 'YEARLY' });
    const calledOff = await owner.api('POST', `${base}/plan-change/cancel`);
    expect([calledOff.status, calledOff.json.subscription.id]).toEqual([200, websiteSubscriptionId]);
    expect(await pending()).toBeNull();
    const late = await owner.api('POST', `${base}/plan-change/commerce-advanced/confirm`);
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(
      (await rows(`select count(*)::int as n from billing.invoice where website_id = $1`, [DEMO_WEBSITE.id]))[0].n,
    ).toBe(invoicesBefore);
    const cancelled = await owner.api('DELETE', base);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.subscription).toMatchObject({ autoRenew: false, status: 'PAID' });
  });
});

describe('the plan’s gates, on the server', () => {
  const DUPLICATE = `mutation($id: ID!) { duplicateProduct(id: $id) { product { id } userErrors { code message field } } }`;
  const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code message } } }`;
  const listed = async () =>
    (
      await rows(`select count(*)::int as n from catalog.product where website_id = $1 and archived_at is null`, [
        DEMO_WEBSITE.id,
      ])
    )[0].n as number;

  it('refuses what the plan lacks in the catalog and at checkout', async () => {
    await rows(`update billing.subscription set plan_id = 'commerce-basic', status = 'paid' where id = $1`, [
      websiteSubscriptionId,
    ]);
    const before = await listed();
    const copy = (await owner.graphql(DUPLICATE, { id: 'prod_clay_box' })).json.data.duplicateProduct;
    expect(copy.product).toBeNull();
    expect(copy.userErrors[0]).toMatchObject({
      code: 'FEATURE_NOT_IN_PLAN',
      message: 'Product subscriptions is not included in your plan. Upgrade to a plan that includes it to use it.',
    });
    expect(await listed()).toBe(before);

    const shopper = new HttpClient(app.url);
    await shopper.openPage('/shop');
    const made = await shopper.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_clay_box', qty: 1 });
    expect(made.status, made.text).toBe(200);
    const placed = (
      await shopper.graphql(PLACE, {
        input: {
          idempotencyKey: `gated-${websiteSubscriptionId}`,
          email: 'gated@example.com',
          shippingAddress: {
            name: 'Ada',
            line1: '1 Market St',
            city: 'Portland',
            region: 'OR',
            postalCode: '97201',
            country: 'US',
          },
          cardNumber: '4242424242424242',
          cartToken: made.json.cartToken,
        },
      })
    ).json.data.placeOrder;
    expect(placed.order).toBeNull();
    expect(placed.userErrors[0]).toEqual({
      code: 'FEATURE_NOT_IN_PLAN',
      message: 'This store does not sell subscriptions right now.',
    });
    expect(await rows(`select id from cart.shop_order where email = 'gated@example.com'`)).toEqual([]);
  });

  it('holds the plan’s product limit when two copies race for its last place', async () => {
    await rows(`update billing.subscription set plan_id = 'personal' where id = $1`, [websiteSubscriptionId]);
    // Twenty-four listed, the Moss mug among them: Personal allows twenty-five.
    await rows(
      `update catalog.product set archived_at = now() where website_id = $1 and archived_at is null and id not in (
         select id from catalog.product where website_id = $1 and archived_at is null order by (id = 'prod_mug') desc, id limit 24)`,
      [DEMO_WEBSITE.id],
    );
    expect(await listed()).toBe(24);
    const answers = await Promise.all([
      owner.graphql(DUPLICATE, { id: 'prod_mug' }),
      owner.graphql(DUPLICATE, { id: 'prod_mug' }),
    ]);
    const results = answers.map((answer) => answer.json.data?.duplicateProduct ?? answer.json);
    expect(results.filter((r) => r.product).length).toBe(1);
    expect(results.flatMap((r) => r.userErrors)).toEqual([
      {
        code: 'PLAN_LIMIT_REACHED',
        message: 'Your plan allows 25 products. Upgrade your plan to add more.',
        field: ['input'],
      },
    ]);
    expect(await listed()).toBe(25);
  });

  it('holds the plan’s custom domains: Personal’s one taken, a second refused under a race, the site’s own kept', async () => {
    // Still on Personal, from the test before: one custom domain.
    const ADD = `mutation($d: String!) { addDomain(domain: $d) { website { domains } userErrors { code message field } } }`;
    const domains = async () =>
      (
        await rows(`select domain from catalog.website_domain where website_id = $1 order by domain`, [DEMO_WEBSITE.id])
      ).map((r) => r.domain);
    const before = await domains();
    expect(before).toEqual([]);
    const answers = await Promise.all(['one.example.com', 'two.example.com'].map((d) => owner.graphql(ADD, { d })));
    const results = answers.map((answer) => answer.json.data.addDomain);
    expect(results.filter((r) => r.userErrors.length === 0)).toHaveLength(1);
    expect(results.flatMap((r) => r.userErrors)).toEqual([
      {
        code: 'PLAN_LIMIT_REACHED',
        message: 'Your plan allows 1 custom domain. Upgrade your plan to add more.',
        field: ['domain'],
      },
    ]);
    const [kept] = await domains();
    expect(await domains()).toHaveLength(1);
    // The one it has stays addable (nothing changes), and another site's is refused as taken, not as over the plan.
    expect((await owner.graphql(ADD, { d: kept })).json.data.addDomain.userErrors).toEqual([]);
    await rows(
      `insert into catalog.website_domain (domain, website_id, created_at) values ('kiln.example.com', $1, now())`,
      [SECOND.id],
    );
    expect((await owner.graphql(ADD, { d: 'kiln.example.com' })).json.data.addDomain.userErrors[0].code).toBe(
      'DOMAIN_TAKEN',
    );
    await rows(`delete from catalog.website_domain where domain in ($1, 'kiln.example.com')`, [kept]);
  });
});

describe('the billing panel’s events (SPEC section 7’s billing events service)', () => {
  it('takes a view or click beacon without a crumb (202, no body) and refuses what is not one (400, by field)', async () => {
    const beacon = (fields: Record<string, string>) =>
      owner.request('POST', '/api/events/billing', {
        raw: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const taken = await beacon({ event: 'view', name: 'billing-panel', path: '/admin/billing' });
    expect(taken.status).toBe(202);
    expect(taken.text).toBe('');
    expect((await beacon({ event: 'click', name: 'plan-change-confirm' })).status).toBe(202);
    const unknown = await beacon({ event: 'purchase', name: 'billing-panel' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 'INPUT_INVALID', field: 'event' });
    const badName = await beacon({ event: 'click', name: '<script>' });
    expect(badName.status).toBe(400);
    expect(badName.json).toMatchObject({ code: 'INPUT_INVALID', field: 'name' });
  });
});
