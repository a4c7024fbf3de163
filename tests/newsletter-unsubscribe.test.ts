import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform({ jobs: ['forms.newsletter-welcomes'] });
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const NEWSLETTER = 'form_newsletter';
const SIGN_UPS = `{ site { newsletterSignUps(first: 50) { email formId signedUpAt unsubscribedAt } } }`;
const kilnBase = () => `http://kiln.localhost:${app.platform.port}`;

/** A visitor of the site at base, signing up with the newsletter form through the legacy path, as the form island does. */
async function signUp(email: string, base = app.url, formId = NEWSLETTER) {
  const client = new HttpClient(base);
  await client.openPage('/shop');
  const key = (await client.api('POST', '/api/form/FormSubmissionKey')).json.key as string;
  const sent = await client.api('POST', '/api/form/SaveFormSubmission', { formId, key, form: { email } });
  expect(sent.status).toBe(200);
  return client;
}

/** The welcome mails an address was sent, newest first. */
const welcomes = (to: string) =>
  rows(
    `select subject, text_body from platform.outbox_message where kind = 'newsletter-welcome' and to_address = $1 order by created_at desc`,
    [to],
  );

/** The unsubscribe link of the newest welcome to the address, as a path with its query. */
async function unsubscribeLinkOf(to: string): Promise<{ path: string; token: string }> {
  await expect.poll(async () => (await welcomes(to)).length).toBeGreaterThan(0);
  const [mail] = await welcomes(to);
  const url = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text_body)?.[0];
  expect(url).toBeTruthy();
  const parsed = new URL(url!);
  return { path: parsed.pathname + parsed.search, token: parsed.searchParams.get('token')! };
}

const member = async (email: string, site = 'site_demo') =>
  (
    await rows(
      `select email, form_id, unsubscribed_at, welcome_due_at from forms.newsletter_member where website_id = $1 and email_key = $2`,
      [site, email.toLowerCase()],
    )
  )[0];

const postToken = (client: HttpClient, token: string) =>
  client.request('POST', '/newsletter/unsubscribe', {
    raw: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('newsletter unsubscribe (page type 300)', () => {
  it('a sign-up is welcomed with a link whose page asks first, unsubscribes on its button and says so; the owner sees who left', async () => {
    await signUp('Ada.Lovelace@Example.com');
    expect(await member('ada.lovelace@example.com')).toMatchObject({
      email: 'Ada.Lovelace@Example.com',
      form_id: NEWSLETTER,
      unsubscribed_at: null,
    });
    const { path, token } = await unsubscribeLinkOf('Ada.Lovelace@Example.com');
    const [mail] = await welcomes('Ada.Lovelace@Example.com');
    expect(mail.subject).toBe('You are signed up: Newsletter');
    expect(mail.text_body).toContain('You are on the list. The next letter comes at the start of the month.');
    expect(await member('ada.lovelace@example.com')).toMatchObject({ welcome_due_at: null });

    // Opening the link (as a mail scanner would) asks, through the site's theme, and changes nothing.
    const reader = new HttpClient(app.url);
    const opened = await reader.request('GET', path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.text).toContain('page-type-newsletter-unsubscribe');
    expect(opened.text).toContain('<h1 class="page-title">Unsubscribe from the newsletter?</h1>');
    expect(opened.text).toContain(
      'Atelier Supply Co. will send no more newsletters to <strong>Ada.Lovelace@Example.com</strong>.',
    );
    expect(opened.text).toContain('<meta name="robots" content="noindex');
    expect(opened.text).toMatch(/<form class="unsubscribe-form" method="post" action="\/newsletter\/unsubscribe">/);
    expect((await member('ada.lovelace@example.com')).unsubscribed_at).toBeNull();

    const done = await postToken(reader, token);
    expect(done.status).toBe(200);
    expect(done.text).toContain('<h1 class="page-title">You are unsubscribed</h1>');
    expect(done.text).toContain(
      'Atelier Supply Co. will send no more newsletters to <strong>Ada.Lovelace@Example.com</strong>.',
    );
    const left = (await member('ada.lovelace@example.com')).unsubscribed_at as Date;
    expect(left).toBeInstanceOf(Date);

    // The owner's list says who left and when; a visitor reads nothing of it.
    const owner = await signedInClient(app.url);
    const listed = (await owner.graphql(SIGN_UPS)).json.data.site.newsletterSignUps;
    expect(listed.find((s: { email: string }) => s.email === 'Ada.Lovelace@Example.com')).toEqual({
      email: 'Ada.Lovelace@Example.com',
      formId: NEWSLETTER,
      signedUpAt: expect.any(String),
      unsubscribedAt: left.toISOString(),
    });
    expect((await reader.graphql(SIGN_UPS)).json.data.site.newsletterSignUps).toEqual([]);

    // Twice is harmless and keeps the first time; the link opened again says it is done.
    expect((await postToken(reader, token)).status).toBe(200);
    expect((await member('ada.lovelace@example.com')).unsubscribed_at).toEqual(left);
    const again = await reader.request('GET', path);
    expect(again.text).toContain('<h1 class="page-title">You are unsubscribed</h1>');
    expect(again.text).not.toContain('unsubscribe-form');
  });

  it('a bad, forged, foreign or other list’s token is a clear 400 page and changes nothing', async () => {
    await signUp('grace@example.com');
    const { token } = await unsubscribeLinkOf('grace@example.com');
    const [siteId, , signature] = token.split('.');
    const forged = `${siteId}.${Buffer.from('grace@example.com.evil').toString('base64url')}.${signature}`;
    const client = new HttpClient(app.url);
    // The right site and address under a signature this server never made.
    const madeUp = `${siteId}.${Buffer.from('grace@example.com').toString('base64url')}.${'A'.repeat(43)}`;
    const kiln = new HttpClient(kilnBase());
    const answers = [
      await client.request('GET', '/newsletter/unsubscribe'),
      await client.request('GET', `/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`),
      await client.request('GET', `/newsletter/unsubscribe?token=${'x'.repeat(5000)}`),
      await postToken(client, forged),
      await postToken(client, madeUp),
      await postToken(client, ''),
      // The demo site's token on another site's address: not that site's link.
      await postToken(kiln, token),
      await kiln.request('GET', `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('<h1 class="page-title">This unsubscribe link is not valid</h1>');
      expect(answer.text).toContain('Nothing was changed.');
      expect(answer.text).not.toContain('unsubscribe-form');
      expect(answer.text).not.toMatch(/at .*\.ts|stack/i);
    }
    // Kiln's page is drawn by its own theme, Ledger.
    expect(answers.at(-1)!.text).toContain('href="/_theme/ledger/');
    expect(answers[1]!.text).toContain('href="/_theme/atelier/');
    expect((await member('grace@example.com')).unsubscribed_at).toBeNull();
    const refused = await client.graphql(
      `mutation($t: String!) { unsubscribeFromNewsletter(token: $t) { email userErrors { field code message } } }`,
      { t: forged },
    );
    expect(refused.json.data.unsubscribeFromNewsletter).toEqual({
      email: null,
      userErrors: [
        {
          field: ['token'],
          code: 'TOKEN_INVALID',
          message:
            'This unsubscribe link is not valid: it may be incomplete, or belong to another site. Open the link of the mail again, as it came.',
        },
      ],
    });
  });

  it('an address that unsubscribed and signs up again is on the list again and welcomed again', async () => {
    await signUp('hedy@example.com');
    const first = await unsubscribeLinkOf('hedy@example.com');
    expect((await postToken(new HttpClient(app.url), first.token)).status).toBe(200);
    expect((await member('hedy@example.com')).unsubscribed_at).not.toBeNull();
    // On the list already, a second sign-up is not welcomed twice.
    await signUp('katherine@example.com');
    await expect.poll(async () => (await welcomes('katherine@example.com')).length).toBe(1);
    await signUp('KATHERINE@example.com');
    expect(await member('katherine@example.com')).toMatchObject({ unsubscribed_at: null, welcome_due_at: null });

    await signUp('hedy@example.com');
    expect((await member('hedy@example.com')).unsubscribed_at).toBeNull();
    await expect.poll(async () => (await welcomes('hedy@example.com')).length).toBe(2);
    await app.platform.jobs!.runNow('forms.newsletter-welcomes');
    expect(await welcomes('katherine@example.com')).toHaveLength(1);
  });

  it('the Ledger theme draws the page for a newsletter form its owner made; a form that is no sign-up puts no one on the list', async () => {
    const owner = await signedInClient(kilnBase());
    const save = (definition: Record<string, unknown>) =>
      owner.graphql(
        `mutation($input: SaveFormInput!) { saveForm(input: $input) { form { id newsletter } userErrors { field code message } } }`,
        { input: { definition: JSON.stringify(definition) } },
      );
    const refused = await save({
      name: 'Letters',
      newsletter: true,
      fields: [{ id: 'email', type: 'email', title: 'Email' }],
    });
    expect(refused.json.data.saveForm.userErrors).toEqual([
      {
        field: ['input', 'definition', 'newsletter'],
        code: 'NEWSLETTER_EMAIL_REQUIRED',
        message:
          'A newsletter sign-up needs a required email field: its answer is the address that joins the newsletter.',
      },
    ]);
    const saved = (
      await save({
        name: 'Kiln letters',
        newsletter: true,
        submissionMessage: 'Thank you: the kiln opens soon.',
        fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
      })
    ).json.data.saveForm.form;
    expect(saved.newsletter).toBe(true);
    const plain = (
      await save({ name: 'Questions', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] })
    ).json.data.saveForm.form;
    expect(plain.newsletter).toBe(false);

    await signUp('potter@example.com', kilnBase(), plain.id);
    await signUp('potter@example.com', kilnBase(), saved.id);
    expect(await member('potter@example.com', 'site_kiln')).toMatchObject({ form_id: saved.id });
    const { path, token } = await unsubscribeLinkOf('potter@example.com');
    const [mail] = await welcomes('potter@example.com');
    expect(mail.subject).toBe('You are signed up: Kiln letters');
    expect(path.startsWith('/newsletter/unsubscribe?token=')).toBe(true);

    const visitor = new HttpClient(kilnBase());
    const opened = await visitor.request('GET', path);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Unsubscribe from the newsletter?');
    expect((await postToken(visitor, token)).status).toBe(200);
    expect((await member('potter@example.com', 'site_kiln')).unsubscribed_at).not.toBeNull();
    // The demo site's list is another list: the same address there is untouched.
    expect(await member('potter@example.com')).toBeUndefined();
  });
});
