import type { Page } from 'playwright-core';
import { DEMO_OWNER } from '@atelier/demo-site';
import { HttpClient } from './http-client.ts';

/**
 * Signs the page in as the demo owner through the login form, opened by a dashboard address (/admin,
 * or a panel's such as /admin/orders), and waits until the dashboard is back at that address.
 */
export async function signInAsOwner(page: Page, baseUrl: string, path = '/admin'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.fill('input[name=email]', DEMO_OWNER.email);
  await page.fill('input[name=password]', DEMO_OWNER.password);
  await page.click('button[type=submit]');
  await page.waitForURL(`${baseUrl}${path}`);
}

/** An HTTP client signed in as the demo owner through the login mutation, on the site at base. */
export async function signedInClient(base: string): Promise<HttpClient> {
  const client = new HttpClient(base);
  const { json } = await client.graphql(
    `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { owner { id } } }`,
    { e: DEMO_OWNER.email, p: DEMO_OWNER.password },
  );
  if (!json.data?.login?.owner) throw new Error(`the demo owner could not sign in: ${JSON.stringify(json)}`);
  return client;
}
