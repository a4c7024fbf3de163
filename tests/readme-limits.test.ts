import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CART_LIMIT_RULES } from '../subgraphs/commerce/src/domain/cart/cart-policy.ts';
import { LOGIN_LIMIT_RULES } from '../subgraphs/accounts/src/domain/login-policy.ts';
import { ACCOUNT_LIMIT_RULES } from '../subgraphs/accounts/src/domain/account-policy.ts';
import { FORM_LIMIT_RULES } from '../subgraphs/forms/src/domain/submission-policy.ts';
import { RESTOCK_LIMIT_RULES } from '../subgraphs/restock/src/domain/restock-policy.ts';
import { MAX_SITES_PER_OWNER, NEW_SITE_LIMIT_RULES } from '../subgraphs/catalog/src/domain/new-site.ts';
import { TRACKING_LIMIT_RULES } from '../gateway/src/rest/tracking-routes.ts';
import { TEST_CARDS } from '@atelier/commerce';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * The limits the README promises. Their numbers are the rule tables' (checked here against the
 * README's words); each limit a visitor reaches from many addresses (per form, per variant) and the
 * keys per client are reached for real on a platform whose counts are lowered by the same names an
 * operator uses (ATELIER_RATE_LIMITS), so that reaching them takes a few requests, not 600.
 */
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const MINUTE = 60;
const HOUR = 60 * MINUTE;

const FORMS_429 = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
const RESTOCK_429 = 'Please try again in a few seconds.';
const lowered = {
  'cart.donations': { points: 2, durationSeconds: HOUR },
  'forms.submissions-per-form': { points: 3, durationSeconds: HOUR },
  'forms.keys-per-client': { points: 2, durationSeconds: 10 * MINUTE },
  'restock.sign-ups-per-variant': { points: 3, durationSeconds: HOUR },
};
const app = useTestPlatform({ rateLimits: lowered });

describe('the README’s limits', () => {
  it('are the numbers the product counts with', () => {
    const promised: [
      string,
      { points: number; durationSeconds: number },
      { points: number; durationSeconds: number },
    ][] = [
      ['30 new carts in 10 minutes', CART_LIMIT_RULES['new-carts'], { points: 30, durationSeconds: 10 * MINUTE }],
      ['120 adds to cart a minute', CART_LIMIT_RULES.adds, { points: 120, durationSeconds: MINUTE }],
      [
        'Donations: 5 per client in 10 minutes',
        CART_LIMIT_RULES.donations,
        { points: 5, durationSeconds: 10 * MINUTE },
      ],
      [
        'Gift card codes: 10 tries per client in 10 minutes',
        CART_LIMIT_RULES['gift-card-tries'],
        { points: 10, durationSeconds: 10 * MINUTE },
      ],
      [
        '5 failed attempts per email and client in 15 minutes',
        LOGIN_LIMIT_RULES['login-per-client'],
        { points: 5, durationSeconds: 15 * MINUTE },
      ],
      ['100 per address in an hour', LOGIN_LIMIT_RULES['login-per-address'], { points: 100, durationSeconds: HOUR }],
      [
        'after 50 failures on one email from anywhere',
        LOGIN_LIMIT_RULES['login-per-email'],
        { points: 50, durationSeconds: 15 * MINUTE },
      ],
      [
        'Owner sign-ups: 10 per address in an hour',
        ACCOUNT_LIMIT_RULES['sign-ups-per-address'],
        { points: 10, durationSeconds: HOUR },
      ],
      [
        '30 per address and 5 per email address in an hour',
        ACCOUNT_LIMIT_RULES['account-mails-per-address'],
        { points: 30, durationSeconds: HOUR },
      ],
      [
        '30 per address and 5 per email address in an hour',
        ACCOUNT_LIMIT_RULES['account-mails-per-email'],
        { points: 5, durationSeconds: HOUR },
      ],
      [
        'Forms: 20 submissions per client in 10 minutes',
        FORM_LIMIT_RULES['submissions-per-client'],
        { points: 20, durationSeconds: 10 * MINUTE },
      ],
      ['600 per form in an hour', FORM_LIMIT_RULES['submissions-per-form'], { points: 600, durationSeconds: HOUR }],
      [
        '120 submission keys per client in 10 minutes',
        FORM_LIMIT_RULES['keys-per-client'],
        { points: 120, durationSeconds: 10 * MINUTE },
      ],
      [
        'Restock sign-ups: 10 per client in 10 minutes',
        RESTOCK_LIMIT_RULES['sign-ups-per-client'],
        { points: 10, durationSeconds: 10 * MINUTE },
      ],
      [
        '500 per variant in an hour',
        RESTOCK_LIMIT_RULES['sign-ups-per-variant'],
        { points: 500, durationSeconds: HOUR },
      ],
      [
        'New sites: 10 per owner in an hour',
        NEW_SITE_LIMIT_RULES['new-sites-per-owner'],
        { points: 10, durationSeconds: HOUR },
      ],
      ['20 per client in an hour', NEW_SITE_LIMIT_RULES['new-sites-per-client'], { points: 20, durationSeconds: HOUR }],
      [
        '1200 events and 60 error-report requests per client a minute',
        TRACKING_LIMIT_RULES['events-per-client'],
        { points: 1200, durationSeconds: MINUTE },
      ],
      [
        '1200 events and 60 error-report requests per client a minute',
        TRACKING_LIMIT_RULES['error-reports-per-client'],
        { points: 60, durationSeconds: MINUTE },
      ],
    ];
    for (const [words, rule, expected] of promised) {
      expect(README, words).toContain(words);
      expect(rule, words).toEqual(expected);
    }
    expect(README).toContain(`at most ${MAX_SITES_PER_OWNER} sites an owner`);
    expect(README).toContain(`429 "${FORMS_429}"`);
    expect(README).toContain(
      `(\`restock.sign-ups-per-client\`, \`restock.sign-ups-per-variant\`, 429 "${RESTOCK_429}")`,
    );
  });

  it('stop a form’s submissions from many addresses at its limit per form, with the spec’s 429', async () => {
    const answers: { status: number; error?: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const client = new HttpClient(app.url); // an address of its own: the per-client limit never counts
      await client.openPage('/shop');
      const key = await client.api('POST', '/api/form/FormSubmissionKey');
      expect(key.status).toBe(200);
      const sent = await client.api('POST', '/api/form/SaveFormSubmission', {
        formId: 'form_newsletter',
        key: key.json.key,
        form: { email: `many${i}@example.com` },
      });
      answers.push({ status: sent.status, error: sent.json?.error });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.error).toBe(FORMS_429);
    const stored = await app.db.query(
      `select count(*)::int as n from forms.form_submission where form_id = 'form_newsletter' and answers::text like '%many%'`,
    );
    expect(stored[0].n).toBe(3);
  });

  it('stop one client’s submission keys at its limit, and another client still gets one', async () => {
    const client = new HttpClient(app.url);
    await client.openPage('/shop');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await client.api('POST', '/api/form/FormSubmissionKey')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const other = new HttpClient(app.url);
    await other.openPage('/shop');
    expect((await other.api('POST', '/api/form/FormSubmissionKey')).status).toBe(200);
  });

  it('stop a variant’s restock sign-ups from many addresses at its limit per variant, with the 429 text, storing nothing more', async () => {
    const variant = { productId: 'prod_apron', variantId: 'var_apron_m_olive' }; // the demo's sold-out apron
    const answers: { status: number; error?: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const client = new HttpClient(app.url);
      await client.openPage('/shop');
      const sent = await client.api('POST', '/api/site-users/account/notifications/restock', {
        ...variant,
        siteVisitorEmail: `waiting${i}@example.com`,
      });
      answers.push({ status: sent.status, error: sent.json?.error });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.error).toBe(RESTOCK_429);
    const stored = await app.db.query(
      `select email from restock.sign_up where variant_id = $1 and email like 'waiting%' order by email`,
      [variant.variantId],
    );
    expect(stored.map((r: { email: string }) => r.email)).toEqual([
      'waiting0@example.com',
      'waiting1@example.com',
      'waiting2@example.com',
    ]);
  });

  it('stop one client’s donations at its limit, storing nothing more; the same attempt again is no new try', async () => {
    const give = async (client: HttpClient, key: string) =>
      (
        await client.graphql(
          `mutation($input: DonateInput!) { donate(input: $input) { donation { id } userErrors { code } } }`,
          {
            input: {
              idempotencyKey: key,
              email: 'donor@example.com',
              cardNumber: TEST_CARDS.approve,
              amountCents: 1000,
            },
          },
        )
      ).json.data.donate;
    const client = new HttpClient(app.url);
    await client.openPage('/donate');
    const run = `limit-${Date.now()}`;
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await give(client, `${run}-${i}`));
    expect(answers.map((a) => a.userErrors[0]?.code ?? 'GIVEN')).toEqual(['GIVEN', 'GIVEN', 'RATE_LIMITED']);
    // The same attempt once more is the donation it was, not another try.
    expect((await give(client, `${run}-0`)).donation.id).toBe(answers[0].donation.id);
    const stored = await app.db.query(`select id from cart.donation where email = 'donor@example.com' order by id`);
    expect(stored.map((row: { id: string }) => row.id).sort()).toEqual(
      [answers[0].donation.id, answers[1].donation.id].sort(),
    );
  });
});
