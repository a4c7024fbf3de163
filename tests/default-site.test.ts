import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

/** ATELIER_SITE_SLUG picks the site that bare localhost shows; every site keeps its own host. */
let app: TestPlatform;
beforeAll(async () => {
  process.env.ATELIER_SITE_SLUG = 'kiln';
  app = await startTestPlatform();
});
afterAll(async () => {
  delete process.env.ATELIER_SITE_SLUG;
  await app?.stop();
});

describe('the default site', () => {
  it('is the one ATELIER_SITE_SLUG names, on localhost and 127.0.0.1', async () => {
    const port = new URL(app.url).port;
    for (const base of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      const page = await new HttpClient(base).request('GET', '/notes');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Kiln &amp; Co. Ceramics');
    }
    expect((await new HttpClient(`http://atelier-demo.localhost:${port}`).request('GET', '/journal')).status).toBe(200);
    expect((await new HttpClient(`http://localhost:${port}`).request('GET', '/journal')).status).toBe(404);
  });
});
