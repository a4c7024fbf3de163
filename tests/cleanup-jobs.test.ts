import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { useTestPlatform } from './support/test-platform.ts';

// Every job, as `npm start` runs them: the schedules are part of what this file checks.
const app = useTestPlatform({ jobs: 'all' });

async function cartsNamed(...ids: string[]): Promise<string[]> {
  const rows = await app.db.query<{ id: string }>(`select id from cart.shopping_cart where id = any($1) order by id`, [
    ids,
  ]);
  return rows.map((r) => r.id);
}

describe('clean-up jobs', () => {
  it('are scheduled in the running product', async () => {
    const rows = await app.db.query<{ name: string; cron: string }>(
      `select name, cron from pgboss.schedule order by name`,
    );
    expect(rows).toEqual([
      { name: 'accounts.expired-sessions', cron: '17 * * * *' },
      { name: 'accounts.spent-links', cron: '23 * * * *' },
      { name: 'billing.clock', cron: '*/5 * * * *' },
      { name: 'cart.abandoned-carts', cron: '23 3 * * *' },
      { name: 'cart.orphaned-express-carts', cron: '7 * * * *' },
      { name: 'donations.reconcile-payments', cron: '* * * * *' },
      { name: 'forms.expired-keys', cron: '41 * * * *' },
      { name: 'forms.newsletter-welcomes', cron: '* * * * *' },
      { name: 'forms.owner-copies', cron: '* * * * *' },
      { name: 'orders.confirmation-mails', cron: '* * * * *' },
      { name: 'orders.reconcile-payments', cron: '* * * * *' },
      { name: 'restock.auto-send', cron: '* * * * *' },
      { name: 'restock.clean-up', cron: '43 * * * *' },
      { name: 'restock.send', cron: '* * * * *' },
      { name: 'subscriptions.renew', cron: '* * * * *' },
      { name: 'tracking.rollup', cron: '* * * * *' },
      { name: 'tracking.upkeep', cron: '7 * * * *' },
      { name: 'webhooks.clean-up', cron: '29 * * * *' },
      { name: 'webhooks.deliver', cron: '* * * * *' },
    ]);
  });

  it('remove expired sessions and keep live ones', async () => {
    const owner = new HttpClient(app.url);
    await owner.graphql(`mutation { login(email: "owner@atelier.test", password: "atelier-demo") { owner { id } } }`);
    await app.db.query(
      `insert into accounts.session (token_hash, owner_id, expires_at) values ('expired-session', 'owner_demo', now() - interval '1 minute')`,
    );
    await app.platform.jobs!.runNow('accounts.expired-sessions');
    const sessions = await app.db.query<{ token_hash: string }>(`select token_hash from accounts.session`);
    expect(sessions.map((s) => s.token_hash)).not.toContain('expired-session');
    expect(sessions).toHaveLength(1);
    expect((await owner.graphql('{ me { email } }')).json.data.me).toEqual({ email: 'owner@atelier.test' });
  });

  it('remove mailed links 30 days after they expired and spent sign-up captchas once expired, keeping the rest', async () => {
    await app.db.query(
      `insert into accounts.account_link (token_hash, owner_id, purpose, expires_at) values
         ('link-long-expired', 'owner_demo', 'reset-password', now() - interval '31 days'),
         ('link-lately-expired', 'owner_demo', 'reset-password', now() - interval '29 days'),
         ('link-live', 'owner_demo', 'verify-email', now() + interval '1 hour')`,
    );
    await app.db.query(
      `insert into accounts.spent_captcha (challenge, expires_at) values ('captcha-expired', now() - interval '1 minute'), ('captcha-live', now() + interval '10 minutes')`,
    );
    await app.platform.jobs!.runNow('accounts.spent-links');
    const links = await app.db.query<{ token_hash: string }>(
      `select token_hash from accounts.account_link order by token_hash`,
    );
    expect(links.map((l) => l.token_hash)).toEqual(['link-lately-expired', 'link-live']);
    const captchas = await app.db.query<{ challenge: string }>(`select challenge from accounts.spent_captcha`);
    expect(captchas.map((c) => c.challenge)).toEqual(['captcha-live']);
  });

  it('remove carts untouched for 30 days and express carts untouched for a day, with their entries', async () => {
    const insertCart = (id: string, express: boolean, age: string, purchased = false) =>
      app.db.query(
        `insert into cart.shopping_cart (id, token_hash, website_id, currency, is_express, is_purchased, created_at, updated_at)
         values ($1, $1, 'site_demo', 'USD', $2, $3, now() - $4::interval, now() - $4::interval)`,
        [id, express, purchased, age],
      );
    await insertCart('cart_abandoned', false, '31 days');
    await insertCart('cart_recent', false, '29 days');
    await insertCart('cart_purchased_long_ago', false, '400 days', true);
    await insertCart('cart_express_orphaned', true, '25 hours');
    await insertCart('cart_express_fresh', true, '2 hours');
    await app.db.query(
      `insert into cart.cart_entry (id, cart_id, item_id, variant_id, sku, product_type, quantity, unit_price_cents)
       values ('entry_abandoned', 'cart_abandoned', 'prod_mug', 'var_mug_cream', 'MUG-CREAM', 'PHYSICAL', 1, 3200)`,
    );
    const all = [
      'cart_abandoned',
      'cart_recent',
      'cart_purchased_long_ago',
      'cart_express_orphaned',
      'cart_express_fresh',
    ];

    await app.platform.jobs!.runNow('cart.abandoned-carts');
    expect(await cartsNamed(...all)).toEqual([
      'cart_express_fresh',
      'cart_express_orphaned',
      'cart_purchased_long_ago',
      'cart_recent',
    ]);
    expect(await app.db.query(`select id from cart.cart_entry where id = 'entry_abandoned'`)).toEqual([]);

    await app.platform.jobs!.runNow('cart.orphaned-express-carts');
    expect(await cartsNamed(...all)).toEqual(['cart_express_fresh', 'cart_purchased_long_ago', 'cart_recent']);
  });

  it('remove closed restock sign-ups after a year, and keep waiting and recent ones', async () => {
    const insert = (id: string, status: string, daysAgo: number) =>
      app.db.query(
        `insert into restock.sign_up (id, website_id, product_id, variant_id, email, email_key, site_origin, status, created_at, notified_at)
         values ($1, 'site_demo', 'p', 'v', $1 || '@example.com', $1 || '@example.com', 'http://localhost', $2, now() - ($3 || ' days')::interval, case when $2 = 'notified' then now() - ($3 || ' days')::interval end)`,
        [id, status, daysAgo],
      );
    await insert('old-notified', 'notified', 400);
    await insert('old-unsubscribed', 'unsubscribed', 400);
    await insert('recent-notified', 'notified', 30);
    await insert('old-waiting', 'waiting', 400);
    await app.platform.jobs!.runNow('restock.clean-up');
    const left = await app.db.query<{ id: string }>(
      `select id from restock.sign_up where id in ('old-notified', 'old-unsubscribed', 'recent-notified', 'old-waiting') order by id`,
    );
    expect(left.map((r) => r.id)).toEqual(['old-waiting', 'recent-notified']);
  });
});
