import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@atelier/commerce';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

// Every donation here comes from one client address: its limit (cart.donations) is reached in readme-limits.test.ts.
const app = useTestPlatform({
  jobs: ['donations.reconcile-payments'],
  rateLimits: { 'cart.donations': { points: 1000, durationSeconds: 600 } },
});
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const DONATION = 'id status amountCents currency email cardLast4 failureMessage paidAt';
const DONATE = `mutation($input: DonateInput!) { donate(input: $input) { donation { ${DONATION} } donationToken userErrors { field code message } } }`;
const OWNER_DONATIONS = `{ site { id donations(first: 10) { id status amountCents currency email } } }`;
let keys = 0;
const newKey = () => `donation-test-${Date.now()}-${keys++}-${Math.random().toString(36).slice(2)}`;

async function visitor() {
  const client = new HttpClient(app.url);
  await client.openPage('/donate');
  return client;
}

const donate = async (client: HttpClient, input: Record<string, unknown>) =>
  (
    await client.graphql(DONATE, {
      input: { idempotencyKey: newKey(), email: 'donor@example.com', cardNumber: TEST_CARDS.approve, ...input },
    })
  ).json.data.donate;

/** Posts the donate page's form as a browser without scripts would, with the page's own crumb and attempt key. */
async function postDonateForm(client: HttpClient, fields: Record<string, string>) {
  const page = await client.request('GET', '/donate');
  const key = /name="key" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const body = new URLSearchParams({ crumb: client.crumb ?? '', key, ...fields }).toString();
  return client.request('POST', '/donate', {
    raw: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const donationRows = (id: string) =>
  rows(`select status, amount_cents, currency, card_last4, email, provider from cart.donation where id = $1`, [id]);

describe('donations', () => {
  it('charges a suggested amount through the test provider and shows it on its contribution page', async () => {
    const client = await visitor();
    const given = await donate(client, { amountCents: 2500 });
    expect(given.userErrors).toEqual([]);
    expect(given.donation).toMatchObject({
      status: 'PAID',
      amountCents: 2500,
      currency: 'USD',
      email: 'donor@example.com',
      cardLast4: '4242',
      failureMessage: null,
    });
    expect(await donationRows(given.donation.id)).toEqual([
      {
        status: 'PAID',
        amount_cents: '2500',
        currency: 'USD',
        card_last4: '4242',
        email: 'donor@example.com',
        provider: 'test',
      },
    ]);
    // The provider's own ledger charged it once, under the donation's id.
    const [charge] = await rows(`select count(*)::int as n from cart.test_payment_ledger where idempotency_key = $1`, [
      given.donation.id,
    ]);
    expect(charge.n).toBe(1);
    // The donor's receipt, linking to the contribution page with its token.
    const receipts = await rows(
      `select subject, text_body from platform.outbox_message where kind = 'donation-receipt' and to_address = 'donor@example.com'`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('Thank you for your donation');
    expect(receipts[0].text_body).toContain('Thank you for your donation of 25.00 USD.');
    expect(receipts[0].text_body).toContain(
      `/commerce/donations/${given.donation.id}?token=${encodeURIComponent(given.donationToken)}`,
    );

    const page = await client.request(
      'GET',
      `/commerce/donations/${given.donation.id}?token=${encodeURIComponent(given.donationToken)}`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-page-type="204"');
    expect(page.text).toContain('Thank you for your contribution');
    expect(page.text).toContain('$25.00');
    const wrong = await client.request('GET', `/commerce/donations/${given.donation.id}?token=not-the-token`);
    expect(wrong.status).toBe(404);
  });

  it('records a declined card as a declined donation, charging nothing, and refuses it', async () => {
    const client = await visitor();
    const key = newKey();
    const declined = await donate(client, { amountCents: 5000, cardNumber: TEST_CARDS.decline, idempotencyKey: key });
    expect(declined).toEqual({
      donation: null,
      donationToken: null,
      userErrors: [
        {
          field: ['input', 'cardNumber'],
          code: 'PAYMENT_DECLINED',
          message: 'Your card was declined. Please use another card.',
        },
      ],
    });
    const [row] = await rows(
      `select id, status, paid_at from cart.donation where card_last4 = '0002' order by created_at desc limit 1`,
    );
    expect(row).toMatchObject({ status: 'DECLINED', paid_at: null });
    expect(
      await rows(
        `select 1 from platform.outbox_message where kind = 'donation-receipt' and text_body like '%50.00 USD%'`,
      ),
    ).toEqual([]);
    // Asked again with the same key: the same refusal, no second donation.
    const again = await donate(client, { amountCents: 5000, cardNumber: TEST_CARDS.decline, idempotencyKey: key });
    expect(again.userErrors.map((e: { code: string }) => e.code)).toEqual(['PAYMENT_DECLINED']);
    const [count] = await rows(`select count(*)::int as n from cart.donation where id = $1`, [row.id]);
    expect(count.n).toBe(1);
  });

  it('gives one donation for one attempt key, however often it is sent', async () => {
    const client = await visitor();
    const key = newKey();
    const [first, second] = await Promise.all([
      donate(client, { amountCents: 1234, idempotencyKey: key }),
      donate(client, { amountCents: 1234, idempotencyKey: key }),
    ]);
    expect(first.donation.id).toBe(second.donation.id);
    const [charges] = await rows(`select count(*)::int as n from cart.test_payment_ledger where idempotency_key = $1`, [
      first.donation.id,
    ]);
    expect(charges.n).toBe(1);
  });

  it('refuses amounts out of bounds, a bad email and a bad card, storing nothing', async () => {
    const client = await visitor();
    const [before] = await rows(`select count(*)::int as n from cart.donation`);
    const low = await donate(client, { amountCents: 99 });
    expect(low.userErrors).toEqual([
      {
        field: ['input', 'amountCents'],
        code: 'DONATION_AMOUNT_INVALID',
        message: 'A donation is from 1.00 to 10000.00 USD.',
      },
    ]);
    const high = await donate(client, { amountCents: 1_000_001 });
    expect(high.userErrors.map((e: { code: string }) => e.code)).toEqual(['DONATION_AMOUNT_INVALID']);
    const bad = await donate(client, { amountCents: 1000, email: 'not an email', cardNumber: '1234' });
    expect(bad.userErrors.map((e: { code: string }) => e.code)).toEqual(['EMAIL_INVALID', 'CARD_INVALID']);
    const badKey = await donate(client, { amountCents: 1000, idempotencyKey: 'short' });
    expect(badKey.userErrors.map((e: { code: string }) => e.code)).toEqual(['IDEMPOTENCY_KEY_INVALID']);
    const [after] = await rows(`select count(*)::int as n from cart.donation`);
    expect(after.n).toBe(before.n);
  });

  it('takes the donate page’s form without scripts: a suggested and a custom amount, refusals said on the page', async () => {
    const client = await visitor();
    const page = await client.request('GET', '/donate');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-page-type="203"');
    for (const label of ['$10.00', '$25.00', '$50.00', '$100.00']) expect(page.text).toContain(label);

    const suggested = await postDonateForm(client, {
      choice: '5000',
      email: 'form@example.com',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(suggested.status).toBe(303);
    const suggestedId = /^\/commerce\/donations\/([^?]+)\?token=/.exec(suggested.headers.get('location') ?? '')?.[1];
    expect(await donationRows(suggestedId!)).toMatchObject([{ status: 'PAID', amount_cents: '5000' }]);

    const custom = await postDonateForm(client, {
      choice: 'other',
      other: '12.34',
      email: 'form@example.com',
      cardNumber: TEST_CARDS.approve,
    });
    expect(custom.status).toBe(303);
    const confirmed = await client.request('GET', custom.headers.get('location')!);
    expect(confirmed.text).toContain('$12.34');

    const tooSmall = await postDonateForm(client, {
      choice: 'other',
      other: '0.50',
      email: 'form@example.com',
      cardNumber: TEST_CARDS.approve,
    });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.text).toContain('A donation is from 1.00 to 10000.00 USD.');
    expect(tooSmall.text).toContain('value="0.50"');
    const declined = await postDonateForm(client, {
      choice: '1000',
      email: 'form@example.com',
      cardNumber: TEST_CARDS.decline,
    });
    expect(declined.status).toBe(400);
    expect(declined.text).toContain('Your card was declined. Please use another card.');
    const noCrumb = await client.request('POST', '/donate', {
      raw: 'choice=1000&email=form%40example.com&cardNumber=4242424242424242&key=abcdefghijklmnopqrstu',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noCrumb.status).toBe(403);
  });

  it('lists the site’s donations for its owner only, newest first', async () => {
    const client = await visitor();
    const first = await donate(client, { amountCents: 1000, email: 'first@example.com' });
    const second = await donate(client, {
      amountCents: 2000,
      email: 'second@example.com',
      cardNumber: TEST_CARDS.decline,
    });
    expect(second.userErrors.map((e: { code: string }) => e.code)).toEqual(['PAYMENT_DECLINED']);
    const [declined] = await rows(`select id from cart.donation where email = 'second@example.com'`);

    const owner = await signedInClient(app.url);
    const listed = (await owner.graphql(OWNER_DONATIONS)).json.data.site.donations;
    expect(listed.slice(0, 2)).toEqual([
      { id: declined.id, status: 'DECLINED', amountCents: 2000, currency: 'USD', email: 'second@example.com' },
      { id: first.donation.id, status: 'PAID', amountCents: 1000, currency: 'USD', email: 'first@example.com' },
    ]);
    const stranger = (await client.graphql(OWNER_DONATIONS)).json.data.site.donations;
    expect(stranger).toEqual([]);
  });

  it('waits when the provider’s answer is lost: the reconciling job asks again, and gives up after 30 minutes', async () => {
    const client = await visitor();
    const lost = await donate(client, { amountCents: 3000, cardNumber: TEST_CARDS.timeout, email: 'late@example.com' });
    expect(lost.userErrors).toEqual([]);
    expect(lost.donation).toMatchObject({ status: 'PENDING', paidAt: null });
    const page = await client.request(
      'GET',
      `/commerce/donations/${lost.donation.id}?token=${encodeURIComponent(lost.donationToken)}`,
    );
    expect(page.text).toContain('Contribution received');
    const minutesAgo = (id: string, minutes: number) =>
      rows(`update cart.donation set created_at = now() - make_interval(mins => $2) where id = $1`, [id, minutes]);

    // The provider did charge it: asked again, it says so, and the donor gets the receipt.
    await minutesAgo(lost.donation.id, 2);
    await app.platform.jobs!.runNow('donations.reconcile-payments');
    expect(await donationRows(lost.donation.id)).toMatchObject([{ status: 'PAID' }]);
    const receipts = await rows(
      `select text_body from platform.outbox_message where kind = 'donation-receipt' and to_address = 'late@example.com'`,
    );
    expect(receipts.map((r) => r.text_body.split('\n')[0])).toEqual(['Thank you for your donation of 30.00 USD.']);

    // A charge that never reached the provider waits 30 minutes, then fails with nothing charged.
    const never = await donate(client, {
      amountCents: 4000,
      cardNumber: TEST_CARDS.timeout,
      email: 'never@example.com',
    });
    await rows(`delete from cart.test_payment_ledger where idempotency_key = $1`, [never.donation.id]);
    await minutesAgo(never.donation.id, 29);
    await app.platform.jobs!.runNow('donations.reconcile-payments');
    expect(await donationRows(never.donation.id)).toMatchObject([{ status: 'PENDING' }]);
    await minutesAgo(never.donation.id, 31);
    await app.platform.jobs!.runNow('donations.reconcile-payments');
    expect(await rows(`select status, failure_message from cart.donation where id = $1`, [never.donation.id])).toEqual([
      { status: 'FAILED', failure_message: 'The payment was not confirmed in time, so nothing was charged.' },
    ]);
  });
});
