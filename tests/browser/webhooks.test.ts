import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { shoot } from '../support/shots.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

// The test's own receiver on this machine, allowed as an operator allows an intranet's host.
process.env.ATELIER_WEBHOOK_HOSTS_ALLOWED = '127.0.0.1';

const received: string[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push(body);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
  });
});
let hookUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const session = useBrowserSession({ jobs: ['webhooks.deliver'] });

const SAVE = `mutation($input: ProductInput!) { saveProduct(input: $input) { product { id } userErrors { code } } }`;

describe('the webhooks panel', () => {
  it('adds a webhook (a private address refused first), lists its delivery with the answer, and redelivers it', async () => {
    const { app } = session;
    const page = await session.newPage(1280);
    await signInAsOwner(page, app.url, '/admin/webhooks');
    const panel = page.getByRole('region', { name: 'Webhooks' });
    await expect.poll(() => panel.getByText('No webhooks yet.', { exact: false }).count()).toBe(1);

    await panel.getByLabel('Address').fill('http://192.168.1.20/hook');
    await panel.getByLabel('Product created').check();
    await panel.getByRole('button', { name: 'Add webhook' }).click();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe('This address is inside a private network or on this machine: use one on the public internet.');
    expect((await app.db.query(`select count(*)::int as n from webhooks.subscription`))[0].n).toBe(0);

    await panel.getByLabel('Address').fill(hookUrl);
    await panel.getByRole('button', { name: 'Add webhook' }).click();
    const subscriptions = panel.getByTestId('webhook-subscriptions');
    await expect.poll(() => subscriptions.locator('tbody tr').count()).toBe(1);
    expect(await subscriptions.locator('tbody th').textContent()).toBe(hookUrl);
    expect(await subscriptions.locator('tbody td').first().textContent()).toBe('Product created');
    const [stored] = await app.db.query(`select id, secret from webhooks.subscription`);
    await subscriptions.getByText('Show secret').click();
    expect(await subscriptions.locator('code').textContent()).toBe(stored.secret);

    const owner = await signedInClient(app.url);
    const saved = await owner.graphql(SAVE, {
      input: {
        collectionId: 'col_shop',
        productType: 'PHYSICAL',
        title: 'Panel Bowl',
        variantOptionOrdering: [],
        variants: [{ sku: 'PANEL-BOWL', price: 3100 }],
      },
    });
    expect(saved.json.data.saveProduct.userErrors).toEqual([]);
    await app.platform.jobs!.runNow('webhooks.deliver');
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!).data.productId).toBe(saved.json.data.saveProduct.product.id);

    await page.reload();
    const deliveries = panel.getByTestId('webhook-deliveries');
    await expect.poll(() => deliveries.locator('tbody tr').count()).toBe(1);
    const row = deliveries.locator('tbody tr').first();
    expect(await row.locator('.delivery-status').textContent()).toBe('Delivered');
    expect(await row.locator('.webhook-answer').textContent()).toBe('200 · thanks');
    await shoot(page, 'webhooks-panel');

    await row.getByRole('button', { name: 'Redeliver Product created' }).click();
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]).toBe(received[0]);
    await expect.poll(() => row.locator('td.num').textContent()).toBe('2');
  });
});
