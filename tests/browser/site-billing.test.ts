import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@atelier/billing';
import { DEMO_WEBSITE } from '@atelier/demo-site';
import { useBrowserSession } from '../support/browser-session.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession({ jobs: ['billing.clock'] });

describe('a site whose trial ends', () => {
  it('shows its visitors that it is unavailable, and its owner the message to pay', async () => {
    const { app } = session;
    // The demo site on a trial of Business that is still running.
    await app.db.query(
      `update billing.subscription set status = 'trial', plan_id = 'business', price_minor = 0, trial_ends_at = now() + interval '3 days',
         current_period_end = now() + interval '3 days' where website_id = $1 and product_type = 'website'`,
      [DEMO_WEBSITE.id],
    );
    await app.db.query(`update billing.site_billing set billing_status = 'TRIAL' where website_id = $1`, [
      DEMO_WEBSITE.id,
    ]);
    const owner = await session.newPage(1280);
    await signInAsOwner(owner, app.url, '/admin');
    const banner = owner.getByTestId('billing-message');
    await expect.poll(() => banner.textContent()).toBe(BILLING_MESSAGES.COMMERCE_TRIAL);

    await app.db.query(
      `update billing.subscription set trial_ends_at = now() - interval '1 minute', current_period_end = now() - interval '1 minute'
        where website_id = $1 and product_type = 'website'`,
      [DEMO_WEBSITE.id],
    );
    await app.platform.jobs!.runNow('billing.clock');

    const visitor = await session.newPage(390);
    for (const path of ['/', '/shop', '/shop/p/wool-throw', '/cart']) {
      const response = await visitor.goto(`${app.url}${path}`);
      expect(response?.status(), path).toBe(503);
      expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe('This site is unavailable');
      expect(await visitor.locator('.sqs-add-to-cart-button').count()).toBe(0);
    }
    await owner.reload();
    await expect.poll(() => banner.textContent()).toBe(BILLING_MESSAGES.COMMERCE_EXPIRED);
    expect(await banner.getAttribute('role')).toBe('alert');
  });
});
