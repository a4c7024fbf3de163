import { describe, expect, it } from 'vitest';
import { encodeCaptchaSolution } from '@atelier/forms';
import { HttpClient } from './support/http-client.ts';
import { solvedCaptcha } from './support/solved-captcha.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

const CONTACT = 'form_contact';
const NEWSLETTER = 'form_newsletter';

/** Answers to the demo contact form that pass every rule. */
const goodContact = (message = 'Do you make aprons in XL?') => ({
  name: ['Grace', 'Hopper'],
  email: 'grace@example.com',
  phone: ['555', '123', '4567'],
  address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
  'visit-date': ['12', '24', '2026'],
  'visit-time': ['10', '30', '', 'AM'],
  topic: 'An order',
  reply: 'Email',
  interests: ['Tools', 'Clothing'],
  rating: { 'Finding things is easy': '2', 'Delivery is fast': '-1' },
  subject: 'Aprons',
  message,
  source: 'newsletter',
});

const submissionCount = async (formId = CONTACT) =>
  Number(
    (await app.db.query(`select count(*)::int as n from forms.form_submission where form_id = $1`, [formId]))[0].n,
  );

async function visitor() {
  const client = new HttpClient(app.url);
  await client.openPage('/shop');
  return client;
}

async function key(client: HttpClient): Promise<string> {
  const response = await client.api('POST', '/api/form/FormSubmissionKey');
  expect(response.status).toBe(200);
  expect(response.json.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return response.json.key;
}

describe('GET /api/template/GetTemplateSchema', () => {
  it('answers the form block: every field type with its parts', async () => {
    const client = await visitor();
    const response = await client.api('GET', '/api/template/GetTemplateSchema?type=form');
    expect(response.status).toBe(200);
    expect(response.json.type).toBe('form');
    const types = Object.fromEntries(response.json.fieldTypes.map((t: { type: string }) => [t.type, t]));
    expect(Object.keys(types).sort()).toEqual([
      'address',
      'checkbox',
      'date',
      'email',
      'hidden',
      'likert',
      'name',
      'phone',
      'radio',
      'section',
      'select',
      'text',
      'textarea',
      'time',
    ]);
    expect(types.address.parts).toEqual(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']);
    expect(types.time.parts).toEqual(['Hour', 'Minute', 'Second', 'Ampm']);
    expect(types.select.takesOptions).toBe(true);
    expect(types.section.takesAnswer).toBe(false);
    expect(response.json.captchaSettings).toContain('builtin');
  });

  it('refuses a missing type (400) and names an unknown one (404)', async () => {
    const client = await visitor();
    expect((await client.api('GET', '/api/template/GetTemplateSchema')).status).toBe(400);
    const unknown = await client.api('GET', '/api/template/GetTemplateSchema?type=gallery');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toContain('gallery');
  });
});

describe('POST /api/rest/forms/validate/{formId}', () => {
  it('answers an errors map of field id to message, with the texts of SPEC section 5', async () => {
    const client = await visitor();
    const response = await client.api('POST', `/api/rest/forms/validate/${CONTACT}`, {
      email: 'grace',
      message: 'x'.repeat(501),
    });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({
      name: 'Required',
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      topic: 'Required',
      message: 'You have exceeded the character limit',
    });
  });

  it('holds a text field to its own character limit with the text area’s words (the woven label: three letters)', async () => {
    const client = await visitor();
    const over = await client.api('POST', '/api/rest/forms/validate/form_throw_label', {
      initials: 'ABCDE',
      thread: 'Ivory',
    });
    expect([over.status, over.json.errors]).toEqual([400, { initials: 'You have exceeded the character limit' }]);
    const within = await client.api('POST', '/api/rest/forms/validate/form_throw_label', {
      initials: 'ABC',
      thread: 'Ivory',
    });
    expect([within.status, within.json.errors]).toEqual([200, {}]);
    // The page's form block carries the limit, so the island counts against it.
    const { json } = await client.graphql<{ forms: { fields: { id: string; maxLength: number | null }[] }[] }>(
      `{ forms(ids: ["form_throw_label"]) { fields { id maxLength } } }`,
    );
    expect(json.data!.forms[0]!.fields).toEqual([
      { id: 'initials', maxLength: 3 },
      { id: 'thread', maxLength: null },
    ]);
  });

  it('accepts good answers and stores nothing', async () => {
    const client = await visitor();
    const before = await submissionCount();
    const response = await client.api('POST', `/api/rest/forms/validate/${CONTACT}`, goodContact());
    expect(response.status).toBe(200);
    expect(response.json.errors).toEqual({});
    expect(await submissionCount()).toBe(before);
  });

  it('says 404 for a form that is not the site’s', async () => {
    const client = await visitor();
    const response = await client.api('POST', '/api/rest/forms/validate/form_nope', {});
    expect(response.status).toBe(404);
    expect(response.json.error).toBe('This form has not been configured yet.');
  });
});

describe('POST /api/form/SaveFormSubmission', () => {
  it('stores a submission once per key: a replay stores nothing and says why', async () => {
    const client = await visitor();
    const before = await submissionCount();
    const submission = {
      formId: CONTACT,
      key: await key(client),
      form: goodContact(),
      captchaKey: await solvedCaptcha(client),
    };
    const first = await client.api('POST', '/api/form/SaveFormSubmission', submission);
    expect(first.status).toBe(200);
    expect(first.json.submissionId).toMatch(/^fsub_/);

    const replay = await client.api('POST', '/api/form/SaveFormSubmission', {
      ...submission,
      captchaKey: await solvedCaptcha(client),
    });
    expect(replay.status).toBe(400);
    expect(replay.json.code).toBe('SUBMISSION_KEY_USED');
    expect(await submissionCount()).toBe(before + 1);

    const [row] = await app.db.query(`select answers from forms.form_submission where id = $1`, [
      first.json.submissionId,
    ]);
    expect(row.answers).toMatchObject({
      name: ['Grace', 'Hopper'],
      phone: ['', '555', '123', '4567'],
      interests: ['Tools', 'Clothing'],
    });
  });

  it('stores one submission when two requests race with the same key', async () => {
    const client = await visitor();
    const before = await submissionCount();
    const shared = await key(client);
    const answers = await Promise.all(
      [0, 1, 2].map(async () =>
        client.api('POST', '/api/form/SaveFormSubmission', {
          formId: CONTACT,
          key: shared,
          form: goodContact('race'),
          captchaKey: await solvedCaptcha(client),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await submissionCount()).toBe(before + 1);
  });

  it('refuses a missing, forged, reused or other site’s captcha, and keeps the key for the next try', async () => {
    const client = await visitor();
    const before = await submissionCount();
    const k = await key(client);
    const missing = await client.api('POST', '/api/form/SaveFormSubmission', {
      formId: CONTACT,
      key: k,
      form: goodContact(),
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Complete CAPTCHA before submitting.');

    const forged = encodeCaptchaSolution({
      algorithm: 'SHA-256',
      challenge: 'a'.repeat(64),
      salt: 'x?expires=9999999999&site=site_demo',
      number: 1,
      signature: 'b'.repeat(64),
    });
    const refused = await client.api('POST', '/api/form/SaveFormSubmission', {
      formId: CONTACT,
      key: k,
      form: goodContact(),
      captchaKey: forged,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('CAPTCHA_INVALID');

    const kiln = new HttpClient(`http://kiln.localhost:${new URL(app.url).port}`);
    await kiln.openPage('/');
    const kilnCaptcha = await solvedCaptcha(kiln);
    const elsewhere = await client.api('POST', '/api/form/SaveFormSubmission', {
      formId: CONTACT,
      key: k,
      form: goodContact(),
      captchaKey: kilnCaptcha,
    });
    expect(elsewhere.json.code).toBe('CAPTCHA_INVALID');

    const captcha = await solvedCaptcha(client);
    expect(
      (
        await client.api('POST', '/api/form/SaveFormSubmission', {
          formId: CONTACT,
          key: k,
          form: goodContact(),
          captchaKey: captcha,
        })
      ).status,
    ).toBe(200);
    const reused = await client.api('POST', '/api/form/SaveFormSubmission', {
      formId: CONTACT,
      key: await key(client),
      form: goodContact(),
      captchaKey: captcha,
    });
    expect(reused.json.code).toBe('CAPTCHA_INVALID');
    expect(await submissionCount()).toBe(before + 1);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const client = await visitor();
    const before = await submissionCount(NEWSLETTER);
    const send = async (body: Record<string, unknown>) =>
      client.api('POST', '/api/form/SaveFormSubmission', { formId: NEWSLETTER, key: await key(client), ...body });

    const forgedKey = await client.api('POST', '/api/form/SaveFormSubmission', {
      formId: NEWSLETTER,
      key: 'A'.repeat(43),
      form: { email: 'a@b.co' },
    });
    expect([forgedKey.status, forgedKey.json.code]).toEqual([400, 'SUBMISSION_KEY_INVALID']);
    const noKey = await client.api('POST', '/api/form/SaveFormSubmission', {
      formId: NEWSLETTER,
      form: { email: 'a@b.co' },
    });
    expect([noKey.status, noKey.json.code]).toEqual([400, 'SUBMISSION_KEY_REQUIRED']);

    const unknownField = await send({ form: { email: 'a@b.co', isAdmin: 'yes' } });
    expect([unknownField.status, unknownField.json.code]).toEqual([400, 'UNKNOWN_FIELD']);
    const wrongType = await send({ form: { email: ['a@b.co'] } });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.json.errors)).toEqual(['email']);
    const tooLong = await send({ form: { email: `${'a'.repeat(10_001)}@b.co` } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.email).toBeTruthy();
    const unparsable = await send({ form: '{"email": ' });
    expect(unparsable.json.error).toBe('Could not parse the form fields, please check your entries.');
    const huge = await send({ form: { email: 'x'.repeat(300_000) } });
    expect(huge.status).toBe(413);
    const notAString = await send({ form: { email: 'a@b.co' }, captchaKey: 42 });
    expect(notAString.status).toBe(400);

    const kiln = new HttpClient(`http://kiln.localhost:${new URL(app.url).port}`);
    await kiln.openPage('/');
    const otherSite = await kiln.api('POST', '/api/form/SaveFormSubmission', {
      formId: NEWSLETTER,
      key: await key(kiln),
      form: { email: 'a@b.co' },
    });
    expect(otherSite.status).toBe(404);
    expect(otherSite.json.error).toBe('This form has not been configured yet.');

    expect(await submissionCount(NEWSLETTER)).toBe(before);
    for (const response of [forgedKey, unknownField, wrongType, tooLong, unparsable, huge, otherSite])
      expect(response.text).not.toMatch(/at .*\.ts|stack/i);
  });

  it('limits submissions per client address with 429 and the spec’s text', async () => {
    const client = new HttpClient(app.url, { address: '127.0.77.1' });
    await client.openPage('/shop');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<HttpClient['api']>> | undefined;
    for (let i = 0; i < 21; i += 1) {
      last = await client.api('POST', '/api/form/SaveFormSubmission', {
        formId: NEWSLETTER,
        key: await key(client),
        form: { email: `reader${i}@example.com` },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.json.error).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
  });
});

describe('forms for their owner', () => {
  const OWNER_QUERY = `query($search: String) { site { id } me { websites { id forms { id name notifyEmail submissionCount submissionsCsv
    submissions(first: 2, search: $search) { totalCount hasNextPage endCursor nodes { id summary { type rawTitle value lines } } } } } } }`;

  it('lists the site’s forms with submissions, summaries, search and CSV; a visitor sees none of it', async () => {
    const client = await visitor();
    const marker = `zebra-${Date.now()}`;
    expect(
      (
        await client.api('POST', '/api/form/SaveFormSubmission', {
          formId: CONTACT,
          key: await key(client),
          form: goodContact(marker),
          captchaKey: await solvedCaptcha(client),
        })
      ).status,
    ).toBe(200);

    const owner = await signedInClient(app.url);
    const { json } = await owner.graphql(OWNER_QUERY, { search: marker.toUpperCase() });
    const site = json.data.me.websites.find((w: { id: string }) => w.id === json.data.site.id);
    const contact = site.forms.find((f: { id: string }) => f.id === CONTACT);
    expect(contact.notifyEmail).toBe('owner@atelier.test');
    expect(contact.submissions.totalCount).toBe(1);
    const summary = Object.fromEntries(
      contact.submissions.nodes[0].summary.map((f: { rawTitle: string }) => [f.rawTitle, f]),
    );
    expect(summary.Name.value).toBe('Grace Hopper');
    expect(summary.Phone.value).toBe('555-123-4567');
    expect(summary['Preferred date'].value).toBe('12/24/2026');
    expect(summary['About the shop'].lines).toEqual([
      'Finding things is easy: Strongly Agree',
      'Delivery is fast: Disagree',
    ]);
    expect(summary.Address.lines).toEqual(['1 Main St', 'Springfield, IL 62701 US']);
    expect(contact.submissionsCsv.split('\r\n')[0]).toBe(
      'Submitted,Name,Email,Phone,Address,Preferred date,Preferred time,Topic,How should we reply?,Interests,About the shop,Subject,Message,Campaign',
    );
    expect(contact.submissionsCsv).toContain(marker);

    // The owner's copy went to the form's address through the mail transport (the outbox, without SMTP).
    const outboxQuery = `{ site { id } me { websites { id outbox { kind to subject text transport status } } } }`;
    let copy: { to: string; subject: string; text: string; transport: string; status: string } | undefined;
    await expect
      .poll(async () => {
        const mail = await owner.graphql(outboxQuery);
        const here = mail.json.data.me.websites.find((w: { id: string }) => w.id === mail.json.data.site.id);
        copy = here.outbox.find((m: { text: string }) => m.text.includes(marker));
        return copy !== undefined;
      })
      .toBe(true);
    expect(copy).toMatchObject({
      to: 'owner@atelier.test',
      subject: 'New submission: Contact',
      transport: 'outbox',
      status: 'kept',
    });
    expect(copy!.text).toContain('Name: Grace Hopper');
    expect(copy!.text).toContain('About the shop:\n  Finding things is easy: Strongly Agree');
    expect((await (await visitor()).graphql(outboxQuery)).json.data.me).toBeNull();

    const stranger = await visitor();
    const form = await stranger.graphql(
      `{ form(id: "${CONTACT}") { name notifyEmail submissionCount submissionsCsv submissions { totalCount } } }`,
    );
    expect(form.json.data.form).toEqual({
      name: 'Contact',
      notifyEmail: null,
      submissionCount: 0,
      submissionsCsv: null,
      submissions: { totalCount: 0 },
    });
  });

  it('saves a form only when its definition is sound, and only for the site’s owner', async () => {
    const owner = await signedInClient(app.url);
    const save = (input: Record<string, unknown>) =>
      owner.graphql(
        `mutation($input: SaveFormInput!) { saveForm(input: $input) { form { id name version fields { id type } } userErrors { field code message } } }`,
        { input },
      );
    const bad = await save({
      definition: JSON.stringify({ name: 'Survey', fields: [{ id: 'q', type: 'radio', title: 'Pick' }] }),
    });
    expect(bad.json.data.saveForm.form).toBeNull();
    expect(bad.json.data.saveForm.userErrors[0].field).toEqual(['input', 'definition', 'fields[0].options']);
    expect((await save({ definition: '{' })).json.data.saveForm.userErrors[0].code).toBe('DEFINITION_INVALID');
    const badAddress = await save({
      definition: JSON.stringify({ name: 'Survey', fields: [{ id: 'q', type: 'text', title: 'Q' }] }),
      notifyEmail: 'studio@',
    });
    expect(badAddress.json.data.saveForm.userErrors).toEqual([
      {
        field: ['input', 'notifyEmail'],
        code: 'EMAIL_INVALID',
        message: 'The notification address is not a valid email address.',
      },
    ]);

    const badLimit = await save({
      definition: JSON.stringify({
        name: 'Survey',
        fields: [{ id: 'code', type: 'text', title: 'Code', maxLength: 0 }],
      }),
    });
    expect(badLimit.json.data.saveForm.userErrors).toEqual([
      {
        field: ['input', 'definition', 'fields[0].maxLength'],
        code: 'MAX_LENGTH_INVALID',
        message: 'A character limit is a whole number from 1 to 10,000, or none.',
      },
    ]);

    const good = await save({
      definition: JSON.stringify({
        name: 'Survey',
        fields: [{ id: 'q', type: 'radio', title: 'Pick', options: ['A', 'B'] }],
      }),
    });
    const created = good.json.data.saveForm.form;
    expect(created).toMatchObject({ name: 'Survey', fields: [{ id: 'q', type: 'radio' }] });
    const stale = await save({
      id: created.id,
      expectedVersion: created.version + 5,
      definition: JSON.stringify({ name: 'Survey 2', fields: [{ id: 'q', type: 'text', title: 'Q' }] }),
    });
    expect(stale.json.data.saveForm.userErrors[0].code).toBe('VERSION_CONFLICT');

    const stranger = await visitor();
    const refused = await stranger.graphql(
      `mutation { saveForm(input: { definition: "{}" }) { form { id } userErrors { code } } }`,
    );
    expect(refused.json.data.saveForm.userErrors[0].code).toBe('NOT_SIGNED_IN');
    const deleted = await owner.graphql(`mutation { deleteForm(id: "${created.id}") { deletedFormId } }`);
    expect(deleted.json.data.deleteForm.deletedFormId).toBe(created.id);
  });
});
