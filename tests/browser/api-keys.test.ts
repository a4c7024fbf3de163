import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { signInAsOwner } from '../support/sign-in.ts';
import { DEMO_OWNER } from '@atelier/demo-site';
import { shoot } from '../support/shots.ts';

const session = useBrowserSession();

const API_SCHEMA = buildSchema(readFileSync(new URL('../../schema/api.graphql', import.meta.url), 'utf8'));
const ME_DESCRIPTION = API_SCHEMA.getQueryType()!.getFields().me!.description!;

const QUERY = '{ apiKey { scopes } products(first: 3) { edges { node { id title } } } }';

/** Replaces the explorer's query by typing into its Monaco editor, as the owner does, and runs it. */
async function runInExplorer(page: Page, query: string): Promise<void> {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // Typed as text (an input event in Monaco's own textarea), so its bracket closing adds nothing.
  await page.keyboard.insertText(query);
  await expect
    .poll(async () => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' '))
    .toContain(query.slice(0, 12));
  await page.click('.graphiql-execute-button');
}

/**
 * The text the explorer's response editor shows, its lines in the order they are drawn (Monaco
 * reuses line elements, so their order in the DOM is not the text's, and draws spaces as no-break
 * spaces), once it holds `expected`.
 */
async function shownAnswer(page: Page, expected: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await page.locator('.graphiql-response .view-lines').evaluate((lines) =>
          [...lines.querySelectorAll<HTMLElement>('.view-line')]
            .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
            .map((line) => line.textContent ?? '')
            .join('\n')
            .replace(/\u00a0/g, ' '),
        );
        return text;
      },
      { timeout: 30_000 },
    )
    .toContain(expected);
  return text;
}

/** What an answer says once its lines' wrapping and indentation are taken out (titles lose their spaces too). */
const compact = (text: string) => text.replace(/\s+/g, '');

describe('the API keys panel and the API explorer', () => {
  it('makes a key whose secret is shown once, runs a query with it in the explorer, and revokes it', async () => {
    const page = await session.newPage(1280);
    // Tall enough that the response editor draws every line of the answer (Monaco draws only what shows).
    await page.setViewportSize({ width: 1280, height: 1600 });
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

    // The explorer, handed the key in the page's memory: the key's own scopes, as the server answers them.
    await page.click('a:has-text("Try it in the API explorer")');
    await page.waitForURL(`${session.app.url}/admin/api-explorer`);
    await expect
      .poll(() => page.locator('[data-testid=explorer-scopes]').textContent())
      .toBe('CATALOG_READ, INVENTORY');
    // The schema's descriptions, in GraphiQL's documentation explorer.
    await page.click('button[aria-label="Show Documentation Explorer"]');
    await page
      .locator('.graphiql-doc-explorer a', { hasText: /^Query$/ })
      .first()
      .click({ timeout: 30_000 });
    await expect.poll(() => page.locator('.graphiql-doc-explorer').innerText()).toContain(ME_DESCRIPTION);
    await shoot(page, 'api-explorer-docs');
    await page.click('button[aria-label="Hide Documentation Explorer"]');

    await runInExplorer(page, QUERY);
    const answer = compact(await shownAnswer(page, '"requestedQueryCost"'));
    expect(answer).toContain('"apiKey":{"scopes":["CATALOG_READ","INVENTORY"]}');
    expect(answer).toContain(`"requestedQueryCost":${1 + 2 + 3 * 2}`);
    await expect
      .poll(() => page.locator('[data-testid=explorer-cost]').textContent())
      .toMatch(/^Cost 9 · \d+ of 1,000 points left/);

    // A partner's server sending the same key reads the same products, as a visitor of the site would.
    const partner = new HttpClient(session.app.url);
    const products = `{ products(first: 3) { edges { node { id title } } } }`;
    const asPartner = await partner.graphql(products, undefined, { authorization: `Bearer ${secret}` });
    expect(asPartner.status).toBe(200);
    const partnerIds = asPartner.json.data.products.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(partnerIds).toHaveLength(3);
    expect([...answer.matchAll(/"id":"([^"]+)"/g)].map((match) => match[1])).toEqual(partnerIds);
    const visitor = await new HttpClient(session.app.url).graphql(products);
    expect(asPartner.json.data.products).toEqual(visitor.json.data.products);
    // The key lives in the page's memory only.
    const kept = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    expect(kept).not.toContain(secret);
    await shoot(page, 'api-explorer');

    // Back in the keys panel; after a reload the page has the key, never its secret, and it was used just now.
    await page.goBack();
    await page.waitForURL(`${session.app.url}/admin/api-keys`);
    await page.reload();
    await expect.poll(() => row.textContent()).not.toContain('Never');
    expect(await page.content()).not.toContain(secret);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.locator('button:has-text("Revoke")').click();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    const refused = await partner.graphql(products, undefined, { authorization: `Bearer ${secret}` });
    expect(refused.status).toBe(401);
    expect(refused.json.errors?.[0]?.extensions.code).toBe('API_KEY_INVALID');

    // The explorer, the key pasted in: refused at once, and so is a query run with it.
    await page.click('nav a:has-text("API explorer")');
    await page.waitForURL(`${session.app.url}/admin/api-explorer`);
    await expect
      .poll(() => page.locator('[data-testid=explorer-identity]').textContent())
      .toContain('No key: queries run as you, the signed-in owner');
    await page.fill('input[name=api-key]', secret);
    await expect
      .poll(() => page.locator('[data-testid=explorer-identity]').textContent())
      .toContain('This key is refused (API_KEY_INVALID)');
    await runInExplorer(page, QUERY);
    const refusedInExplorer = compact(await shownAnswer(page, 'API_KEY_INVALID'));
    expect(refusedInExplorer).toContain('"code":"API_KEY_INVALID"');
    expect(refusedInExplorer).not.toContain('"data"');
    await expect.poll(() => page.locator('[data-testid=explorer-cost]').textContent()).toBe('Refused: API_KEY_INVALID');
    await shoot(page, 'api-keys-revoked');

    // Without a key the explorer runs as the signed-in owner, whose own fields a key never opens.
    await page.click('button:has-text("Forget key")');
    await expect
      .poll(() => page.locator('[data-testid=explorer-identity]').textContent())
      .toContain('No key: queries run as you, the signed-in owner');
    await runInExplorer(page, '{ me { email } }');
    expect(compact(await shownAnswer(page, DEMO_OWNER.email))).toContain(`"me":{"email":"${DEMO_OWNER.email}"}`);
    await expect
      .poll(() => page.locator('[data-testid=explorer-cost]').textContent())
      .toBe('Answered; a request without a key has no cost.');
  });
});
