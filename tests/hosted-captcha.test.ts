import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * Turnstile's siteverify, played by this file (the real one is on the internet, which tests do
 * not reach). It answers as the provider documents: success for the token its widget would have
 * given for the site's secret key, else not; every request it got is kept.
 */
const verifications: URLSearchParams[] = [];
let providerDown = false;
const provider = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    verifications.push(form);
    if (providerDown) return void res.writeHead(500).end();
    const success = form.get('secret') === '0x4AAAAAAAsecret' && form.get('response') === 'widget-token-1';
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  process.env.ATELIER_CAPTCHA_VERIFY_URLS = `turnstile=http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`;
});
afterAll(async () => {
  delete process.env.ATELIER_CAPTCHA_VERIFY_URLS;
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const app = useTestPlatform();

const SAVE_KEYS = `mutation($input: CaptchaKeysInput!) { saveCaptchaKeys(input: $input) { captchaSiteKeys { provider siteKey scriptUrl } userErrors { field code } } }`;

describe('a form with a hosted captcha (Turnstile)', () => {
  let formId = '';

  beforeAll(async () => {
    const owner = await signedInClient(app.url);
    const definition = {
      name: 'Wholesale enquiry',
      captcha: 'turnstile',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    };
    const { json } = await owner.graphql(
      `mutation($input: SaveFormInput!) { saveForm(input: $input) { form { id } userErrors { code } } }`,
      { input: { definition: JSON.stringify(definition) } },
    );
    formId = json.data.saveForm.form.id;
  });

  async function submit(captchaKey: string | null) {
    const client = new HttpClient(app.url);
    await client.openPage('/shop');
    const { json } = await client.api('POST', '/api/form/FormSubmissionKey');
    return client.api('POST', '/api/form/SaveFormSubmission', {
      formId,
      key: json.key,
      form: { email: 'buyer@example.com' },
      captchaKey,
    });
  }
  const stored = async () =>
    Number(
      (await app.db.query(`select count(*)::int as n from forms.form_submission where form_id = $1`, [formId]))[0].n,
    );

  it('refuses submissions until the owner gives the provider’s keys, storing nothing', async () => {
    expect((await submit(null)).json.error).toBe('Complete CAPTCHA before submitting.');
    const noKeys = await submit('widget-token-1');
    expect([noKeys.status, noKeys.json.code]).toEqual([503, 'CAPTCHA_UNAVAILABLE']);
    expect(verifications).toHaveLength(0);
    expect(await stored()).toBe(0);
  });

  it('keeps the owner’s keys: the site key public, the secret key sealed', async () => {
    const owner = await signedInClient(app.url);
    const bad = await owner.graphql(SAVE_KEYS, {
      input: { provider: 'turnstile', siteKey: 'has spaces', secretKey: '' },
    });
    expect(bad.json.data.saveCaptchaKeys.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'KEY_INVALID',
      'KEY_INVALID',
    ]);
    const unknown = await owner.graphql(SAVE_KEYS, { input: { provider: 'friendly', siteKey: 'a', secretKey: 'b' } });
    expect(unknown.json.data.saveCaptchaKeys.userErrors[0].code).toBe('PROVIDER_INVALID');
    const saved = await owner.graphql(SAVE_KEYS, {
      input: { provider: 'turnstile', siteKey: '0x4AAAAAAAsitekey', secretKey: '0x4AAAAAAAsecret' },
    });
    expect(saved.json.data.saveCaptchaKeys).toEqual({
      captchaSiteKeys: [
        {
          provider: 'turnstile',
          siteKey: '0x4AAAAAAAsitekey',
          scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
        },
      ],
      userErrors: [],
    });
    const [row] = await app.db.query(`select sealed_secret_key from forms.site_captcha where provider = 'turnstile'`);
    expect(row.sealed_secret_key).not.toContain('secret');
    const visitor = new HttpClient(app.url);
    const visible = await visitor.graphql(`{ site { captchaSiteKeys { provider siteKey } } }`);
    expect(visible.json.data.site.captchaSiteKeys).toEqual([{ provider: 'turnstile', siteKey: '0x4AAAAAAAsitekey' }]);
    const stranger = await visitor.graphql(SAVE_KEYS, {
      input: { provider: 'turnstile', siteKey: 'x', secretKey: 'y' },
    });
    expect(stranger.json.data.saveCaptchaKeys.userErrors[0].code).toBe('NOT_SIGNED_IN');
  });

  it('checks each token at the provider with the site’s secret key, and takes a good one once', async () => {
    const wrong = await submit('forged-token');
    expect([wrong.status, wrong.json.code]).toEqual([400, 'CAPTCHA_INVALID']);
    expect(verifications.at(-1)!.get('secret')).toBe('0x4AAAAAAAsecret');
    expect(verifications.at(-1)!.get('response')).toBe('forged-token');
    const good = await submit('widget-token-1');
    expect(good.status).toBe(200);
    expect(await stored()).toBe(1);
    const replayed = await submit('widget-token-1');
    expect([replayed.status, replayed.json.code]).toEqual([400, 'CAPTCHA_INVALID']);
    expect(await stored()).toBe(1);
  });

  it('answers 503 when the provider does not answer, storing nothing', async () => {
    providerDown = true;
    try {
      const down = await submit('widget-token-2');
      expect([down.status, down.json.code]).toEqual([503, 'CAPTCHA_UNAVAILABLE']);
      expect(down.text).not.toMatch(/stack|at .*\.ts/);
      expect(await stored()).toBe(1);
    } finally {
      providerDown = false;
    }
  });
});
