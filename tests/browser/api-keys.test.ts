import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { signInAsOwner } from '../support/sign-in.ts';
import { shoot } from '../support/shots.ts';

const session = useBrowserSession();

describe('the API keys panel', () => {
  it('makes a key whose secret is shown once, which a partner then uses, and revokes it', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/api-keys');
    // The demo's revoked key is listed as such.
    await expect.poll(() => page.locator('[data-key-id="key_demo_revoked"]').textContent()).toContain('Revoked');

    // Refused first: no scope chosen (nothing stored), in the server's words.
    await page.fill('input[name=name]', 'Warehouse sync');
    await page.click('button:has-text("Create key")');
    await expect
      .poll(() => page.locator('.form-error').textContent())
      .toBe('Choose at least one scope for the key, each once.');

    await page.check('input[name=scopes][value=CATALOG_READ]');
    await page.check('input[name=scopes][value=INVENTORY]');
    await page.click('button:has-text("Create key")');
    const secret = (await page.locator('.api-key-secret').textContent({ timeout: 30_000 }))!;
    expect(secret).toMatch(/^atk_[A-Za-z0-9_-]{43}$/);
    const row = page.locator('tr', { hasText: 'Warehouse sync' });
    await expect.poll(() => row.textContent()).toContain('CATALOG_READ, INVENTORY');
    expect(await row.textContent()).toContain(secret.slice(0, 10));
    await shoot(page, 'api-keys-new');

    // Tried in the panel, as a partner's server would send it: the key's scopes and the site's products.
    await page.click('button:has-text("Run")');
    const tried = page.locator('[data-testid=api-key-answer]');
    await expect.poll(() => tried.textContent(), { timeout: 30_000 }).toMatch(/^200\n/);
    const triedAnswer = JSON.parse((await tried.textContent())!.replace(/^200\n/, ''));
    expect(triedAnswer.data.apiKey).toEqual({ scopes: ['CATALOG_READ', 'INVENTORY'] });
    expect(triedAnswer.extensions.cost.requestedQueryCost).toBe(1 + 2 + 3 * 2);

    // With the key, a partner's server reads the site's products, as a visitor of the site would.
    const partner = new HttpClient(session.app.url);
    const query = `{ products(first: 2) { edges { node { id } } } }`;
    const asPartner = await partner.graphql(query, undefined, { authorization: `Bearer ${secret}` });
    const shown = triedAnswer.data.products.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(shown.slice(0, 2)).toEqual(
      asPartner.json.data.products.edges.map((e: { node: { id: string } }) => e.node.id),
    );
    expect(asPartner.status).toBe(200);
    const visitor = await new HttpClient(session.app.url).graphql(query);
    expect(asPartner.json.data.products).toEqual(visitor.json.data.products);

    // Shown once: after a reload the page has the key, never its secret; and it was used just now.
    await page.reload();
    await expect.poll(() => row.textContent()).not.toContain('Never');
    expect(await page.content()).not.toContain(secret);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.locator('button:has-text("Revoke")').click();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    const refused = await partner.graphql(query, undefined, { authorization: `Bearer ${secret}` });
    expect(refused.status).toBe(401);
    expect(refused.json.errors?.[0]?.extensions.code).toBe('API_KEY_INVALID');
    await shoot(page, 'api-keys-revoked');
  });
});
