import { describe, expect, it } from 'vitest';
import { encodeCaptchaSolution, solveChallenge, type CaptchaChallenge } from '@atelier/forms';
import { OWNER_INPUT_MESSAGES, PASSWORD_MESSAGES } from '@atelier/accounts';
import { DEMO_OWNER } from '@atelier/demo-site';
import { hashToken } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { mailText, useSmtpSink } from './support/smtp-sink.ts';
import { useTestPlatform } from './support/test-platform.ts';

/** Every mail the accounts send, as an SMTP server started by this file received it. */
const smtp = useSmtpSink();
// Mails per address lowered, so that reaching the limit takes four requests.
const app = useTestPlatform(() => ({
  ...smtp.options,
  rateLimits: { 'accounts.account-mails-per-email': { points: 3, durationSeconds: 3600 } },
}));

const PASSWORD = 'lantern-harbour-7';
let nextAddress = 0;
/** A fresh address for each test, so that the per-email limit never counts across tests. */
const freshEmail = (name: string) => `${name}.${(nextAddress += 1)}@example.com`;

const USER_ERRORS = 'userErrors { field message code }';
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { accepted ${USER_ERRORS} } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { owner { id } ${USER_ERRORS} } }`;
const ME = '{ me { id name email emailVerified pendingEmail } }';

const rows = <T = any>(sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<T[]>;

async function data<T = any>(client: HttpClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const { json } = await client.graphql<T>(query, variables);
  if (json.errors?.length || !json.data) throw new Error(`GraphQL failed: ${JSON.stringify(json)}`);
  return json.data;
}

/** A solved built-in captcha, asked for as the sign-up page does. */
async function captcha(client: HttpClient): Promise<string> {
  const { captchaChallenge } = await data<{ captchaChallenge: CaptchaChallenge }>(
    client,
    '{ captchaChallenge { algorithm challenge salt maxNumber signature } }',
  );
  return encodeCaptchaSolution((await solveChallenge(captchaChallenge))!);
}

async function signUp(client: HttpClient, input: { name: string; email: string; password: string }, token?: string) {
  return (await data(client, SIGN_UP, { input: { ...input, captchaToken: token ?? (await captcha(client)) } })).signUp;
}

/** The mails this address received, decoded, once `count` of them have come (expect.poll's wait). */
async function mailsTo(address: string, count = 1): Promise<string[]> {
  const found = () => smtp.received.filter((m) => m.to === address).map((m) => mailText(m.raw));
  await expect.poll(() => found().length).toBeGreaterThanOrEqual(count);
  return found();
}

/** The token of the link to `path` in the address's latest mail. */
async function linkToken(address: string, path: string, count = 1): Promise<string> {
  const mails = await mailsTo(address, count);
  const match = new RegExp(`${app.url}${path}\\?token=([A-Za-z0-9_-]+)`).exec(mails[count - 1]!);
  if (!match) throw new Error(`no ${path} link in: ${mails[count - 1]}`);
  return match[1]!;
}

const outboxCount = async (address: string) =>
  (
    await rows<{ n: number }>(`select count(*)::int as n from platform.outbox_message where to_address = $1`, [address])
  )[0]!.n;

/** A new owner who followed their verification link, and the client (signed in) that followed it. */
async function verifiedOwner(name: string) {
  const email = freshEmail(name);
  const client = new HttpClient(app.url);
  expect(await signUp(client, { name, email, password: PASSWORD })).toEqual({ accepted: true, userErrors: [] });
  const token = await linkToken(email, '/admin/verify');
  const verified = await data(
    client,
    `mutation($t: String!) { verifyEmail(token: $t) { owner { id } ${USER_ERRORS} } }`,
    {
      t: token,
    },
  );
  expect(verified.verifyEmail.userErrors).toEqual([]);
  return { email, client, id: verified.verifyEmail.owner.id as string };
}

async function signedIn(email: string, password = PASSWORD) {
  const client = new HttpClient(app.url);
  const { login } = await data(client, LOGIN, { e: email, p: password });
  expect(login.userErrors).toEqual([]);
  return client;
}

const meOf = async (client: HttpClient) => (await data(client, ME)).me;

describe('sign-up', () => {
  it('makes an unverified owner and mails a link that verifies the email and signs them in, once', async () => {
    const email = freshEmail('ada');
    const client = new HttpClient(app.url);
    expect(await signUp(client, { name: ' Ada Lovelace ', email: email.toUpperCase(), password: PASSWORD })).toEqual({
      accepted: true,
      userErrors: [],
    });
    const [stored] = await rows(
      `select id, name, email, email_verified_at, password_hash from accounts.owner where email = $1`,
      [email],
    );
    expect(stored).toMatchObject({ name: 'Ada Lovelace', email, email_verified_at: null });
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    // Signed up is not signed in: the mail's link does that.
    expect(await meOf(client)).toBeNull();

    const [mail] = await mailsTo(email);
    expect(mail).toContain('Subject: Confirm your email address for Atelier');
    expect(mail).toContain('The link works once, for 24 hours.');
    const token = await linkToken(email, '/admin/verify');
    // Only the token's hash is kept.
    expect(await rows(`select purpose from accounts.account_link where token_hash = $1`, [hashToken(token)])).toEqual([
      { purpose: 'verify-email' },
    ]);
    expect(JSON.stringify(await rows(`select * from accounts.account_link`))).not.toContain(token);
    const status = `query($t: String!) { accountLink(purpose: VERIFY_EMAIL, token: $t) { status message } }`;
    // A mail scanner or link previewer opens the link first, twice: the page, and nothing spent.
    const scanner = new HttpClient(app.url);
    for (const _ of [1, 2]) {
      const scanned = await scanner.request('GET', `/admin/verify?token=${token}`);
      expect([scanned.status, scanned.text.includes('<title>Confirm your email — Atelier</title>')]).toEqual([
        200,
        true,
      ]);
    }
    expect(await meOf(scanner)).toBeNull();
    expect(
      await rows(
        `select o.email_verified_at, l.used_at from accounts.owner o join accounts.account_link l
        on l.owner_id = o.id where l.token_hash = $1`,
        [hashToken(token)],
      ),
    ).toEqual([{ email_verified_at: null, used_at: null }]);
    const reader = new HttpClient(app.url); // the mail is opened in another browser
    expect((await data(reader, status, { t: token })).accountLink).toEqual({ status: 'VALID', message: null });

    const verify = `mutation($t: String!) { verifyEmail(token: $t) { owner { id emailVerified } ${USER_ERRORS} } }`;
    const verified = (await data(reader, verify, { t: token })).verifyEmail;
    expect(verified).toEqual({ owner: { id: stored.id, emailVerified: true }, userErrors: [] });
    expect(await meOf(reader)).toEqual({
      id: stored.id,
      name: 'Ada Lovelace',
      email,
      emailVerified: true,
      pendingEmail: null,
    });

    // The same link again: refused, and the page can say why before anything is done.
    expect((await data(reader, status, { t: token })).accountLink.status).toBe('USED');
    const replayed = (await data(new HttpClient(app.url), verify, { t: token })).verifyEmail;
    expect(replayed).toEqual({
      owner: null,
      userErrors: [
        {
          field: ['token'],
          code: 'LINK_USED',
          message:
            'This verification link was already used, or a newer one replaced it. Ask for a new verification link below.',
        },
      ],
    });
    // A signed-up owner signs in with their password.
    await signedIn(email);
  });

  it('answers an email that has an account exactly as a new one, and mails that address a note instead', async () => {
    const client = new HttpClient(app.url);
    const owners = await rows(`select id, name, password_hash from accounts.owner order by id`);
    const fresh = await signUp(client, { name: 'Someone', email: freshEmail('someone'), password: PASSWORD });
    const taken = await signUp(client, {
      name: 'Mallory',
      email: ` ${DEMO_OWNER.email.toUpperCase()}`,
      password: PASSWORD,
    });
    expect(JSON.stringify(taken)).toBe(JSON.stringify(fresh));

    const [note] = await mailsTo(DEMO_OWNER.email);
    expect(note).toContain('Subject: You already have an Atelier account');
    expect(note).toContain(`Hello ${DEMO_OWNER.name},`);
    expect(note).toContain(`Sign in here:\n${app.url}/admin/login\n`);
    expect(note).toContain(`Reset it here:\n${app.url}/admin/reset\n`);
    // Nothing changed for the demo owner: one new owner (the fresh one), the same name and password.
    const after = await rows(`select id, name, password_hash from accounts.owner order by id`);
    expect(after).toHaveLength(owners.length + 1);
    expect(after.find((o) => o.id === DEMO_OWNER.id)).toEqual(owners.find((o) => o.id === DEMO_OWNER.id));
    await signedIn(DEMO_OWNER.email, DEMO_OWNER.password);
  });

  it('refuses bad input, every problem at its field, and stores, spends and mails nothing', async () => {
    const client = new HttpClient(app.url);
    const before = await rows(`select count(*)::int as n from accounts.owner`);
    const token = await captcha(client);
    const answer = (input: { name: string; email: string; password: string }) => signUp(client, input, token);
    expect(await answer({ name: '  ', email: 'ada@', password: 'short' })).toEqual({
      accepted: false,
      userErrors: [
        { field: ['input', 'name'], code: 'NAME_INVALID', message: OWNER_INPUT_MESSAGES.nameRequired },
        { field: ['input', 'email'], code: 'EMAIL_INVALID', message: OWNER_INPUT_MESSAGES.emailInvalid },
        { field: ['input', 'password'], code: 'PASSWORD_WEAK', message: PASSWORD_MESSAGES.tooShort },
      ],
    });
    const long = `${'a'.repeat(257 - '@example.com'.length)}@example.com`;
    expect((await answer({ name: 'n'.repeat(101), email: long, password: 'p'.repeat(129) })).userErrors).toEqual([
      { field: ['input', 'name'], code: 'NAME_INVALID', message: OWNER_INPUT_MESSAGES.nameTooLong },
      { field: ['input', 'email'], code: 'EMAIL_INVALID', message: OWNER_INPUT_MESSAGES.emailTooLong },
      { field: ['input', 'password'], code: 'PASSWORD_TOO_LONG', message: PASSWORD_MESSAGES.tooLong },
    ]);
    const email = freshEmail('weak');
    for (const [password, message] of [
      ['Password123', PASSWORD_MESSAGES.common],
      [email, PASSWORD_MESSAGES.isEmail],
    ] as const)
      expect((await answer({ name: 'Weak', email, password })).userErrors).toEqual([
        { field: ['input', 'password'], code: 'PASSWORD_WEAK', message },
      ]);
    expect(await rows(`select count(*)::int as n from accounts.owner`)).toEqual(before);
    expect(await outboxCount(email)).toBe(0);
    // The captcha was not spent by the refusals: it still signs someone up, once.
    expect(await answer({ name: 'Good', email, password: PASSWORD })).toEqual({ accepted: true, userErrors: [] });
    expect((await answer({ name: 'Again', email: freshEmail('again'), password: PASSWORD })).userErrors).toEqual([
      {
        field: ['input', 'captchaToken'],
        code: 'CAPTCHA_INVALID',
        message: 'The check that you are human was not accepted. Please try it again.',
      },
    ]);
  });

  it('needs the built-in captcha', async () => {
    const client = new HttpClient(app.url);
    const email = freshEmail('robot');
    const { signUp: answer } = await data(client, SIGN_UP, { input: { name: 'Robot', email, password: PASSWORD } });
    expect(answer.userErrors.map((e: { code: string }) => e.code)).toEqual(['CAPTCHA_REQUIRED']);
    const forged = await signUp(client, { name: 'Robot', email, password: PASSWORD }, 'bm90IGEgc29sdXRpb24=');
    expect(forged.userErrors.map((e: { code: string }) => e.code)).toEqual(['CAPTCHA_INVALID']);
    expect(await rows(`select id from accounts.owner where email = $1`, [email])).toEqual([]);
  });

  it('stops mails to one address at its limit, whether or not it has an account', async () => {
    const email = freshEmail('flooded');
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const client = new HttpClient(app.url); // an address of its own each time: the per-email limit counts
      const { requestPasswordReset } = await data(
        client,
        `mutation($e: String!) { requestPasswordReset(email: $e) { accepted ${USER_ERRORS} } }`,
        { e: email },
      );
      answers.push(requestPasswordReset.userErrors.map((e: { code: string }) => e.code));
    }
    expect(answers).toEqual([[], [], [], ['RATE_LIMITED']]);
  });
});

describe('password reset', () => {
  const REQUEST = `mutation($e: String!) { requestPasswordReset(email: $e) { accepted ${USER_ERRORS} } }`;
  const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { owner { id } ${USER_ERRORS} } }`;

  it('mails a link for an account (and nothing for an unknown address, answering alike); the new password ends every session', async () => {
    const { email, client: first, id } = await verifiedOwner('reset');
    const second = await signedIn(email);
    const stranger = freshEmail('stranger');
    const asker = new HttpClient(app.url);
    const known = (await data(asker, REQUEST, { e: email })).requestPasswordReset;
    const unknown = (await data(asker, REQUEST, { e: stranger })).requestPasswordReset;
    expect(known).toEqual({ accepted: true, userErrors: [] });
    expect(unknown).toEqual(known);
    expect(await outboxCount(stranger)).toBe(0);

    const [, mail] = await mailsTo(email, 2);
    expect(mail).toContain('Subject: Reset your Atelier password');
    const token = await linkToken(email, '/admin/reset', 2);
    // Opened by a mail scanner, twice: the page, and the link still unused.
    for (const _ of [1, 2]) expect((await asker.request('GET', `/admin/reset?token=${token}`)).status).toBe(200);
    expect(await rows(`select used_at from accounts.account_link where token_hash = $1`, [hashToken(token)])).toEqual([
      { used_at: null },
    ]);

    // A weak password is refused and leaves the link to try again.
    const weak = (await data(asker, RESET, { t: token, p: 'qwertyuiop' })).resetPassword;
    expect(weak.userErrors).toEqual([
      { field: ['password'], code: 'PASSWORD_WEAK', message: PASSWORD_MESSAGES.common },
    ]);
    const status = `query($t: String!) { accountLink(purpose: RESET_PASSWORD, token: $t) { status message } }`;
    expect((await data(asker, status, { t: token })).accountLink).toEqual({ status: 'VALID', message: null });

    const reset = (await data(asker, RESET, { t: token, p: 'a-new-long-password' })).resetPassword;
    expect(reset).toEqual({ owner: { id }, userErrors: [] });
    expect(await meOf(first)).toBeNull();
    expect(await meOf(second)).toBeNull();
    expect((await meOf(asker)).id).toBe(id);
    expect((await data(new HttpClient(app.url), LOGIN, { e: email, p: PASSWORD })).login.userErrors[0].code).toBe(
      'INVALID_CREDENTIALS',
    );
    await signedIn(email, 'a-new-long-password');

    const replayed = (await data(new HttpClient(app.url), RESET, { t: token, p: 'yet-another-password' }))
      .resetPassword;
    expect(replayed.userErrors).toEqual([
      {
        field: ['token'],
        code: 'LINK_USED',
        message:
          'This password reset link was already used, or a newer one replaced it. Ask for a new reset link below.',
      },
    ]);
    await signedIn(email, 'a-new-long-password');
  });

  it('refuses an expired link, saying so, and a link never issued', async () => {
    const { email } = await verifiedOwner('expired');
    const asker = new HttpClient(app.url);
    await data(asker, REQUEST, { e: email });
    const token = await linkToken(email, '/admin/reset', 2);
    await app.db.query(
      `update accounts.account_link set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    const status = `query($t: String!) { accountLink(purpose: RESET_PASSWORD, token: $t) { status message } }`;
    // The page says why before anything is typed, in the words the mutation refuses with.
    expect((await data(asker, status, { t: token })).accountLink).toEqual({
      status: 'EXPIRED',
      message: 'This password reset link has expired. Ask for a new reset link below.',
    });
    expect((await data(asker, RESET, { t: token, p: 'a-new-long-password' })).resetPassword).toEqual({
      owner: null,
      userErrors: [
        {
          field: ['token'],
          code: 'LINK_EXPIRED',
          message: 'This password reset link has expired. Ask for a new reset link below.',
        },
      ],
    });
    const forged = (await data(asker, RESET, { t: 'x'.repeat(43), p: 'a-new-long-password' })).resetPassword;
    expect(forged.userErrors.map((e: { code: string }) => e.code)).toEqual(['LINK_INVALID']);
    // A verification link of the same token is not a reset link.
    expect(
      (
        await data(asker, `query($t: String!) { accountLink(purpose: VERIFY_EMAIL, token: $t) { status message } }`, {
          t: token,
        })
      ).accountLink.status,
    ).toBe('INVALID');
    await signedIn(email);
  });

  it('refuses an expired verification link, and mails a new one on asking', async () => {
    const email = freshEmail('late');
    const client = new HttpClient(app.url);
    await signUp(client, { name: 'Late', email, password: PASSWORD });
    const token = await linkToken(email, '/admin/verify');
    await app.db.query(
      `update accounts.account_link set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    const verify = `mutation($t: String!) { verifyEmail(token: $t) { owner { id } ${USER_ERRORS} } }`;
    expect((await data(client, verify, { t: token })).verifyEmail.userErrors).toEqual([
      {
        field: ['token'],
        code: 'LINK_EXPIRED',
        message: 'This verification link has expired. Ask for a new verification link below.',
      },
    ]);
    const again = `mutation($e: String!) { requestVerificationEmail(email: $e) { accepted ${USER_ERRORS} } }`;
    expect((await data(client, again, { e: email })).requestVerificationEmail).toEqual({
      accepted: true,
      userErrors: [],
    });
    const fresh = await linkToken(email, '/admin/verify', 2);
    expect((await data(client, verify, { t: fresh })).verifyEmail.userErrors).toEqual([]);
    expect((await meOf(client)).emailVerified).toBe(true);
  });
});

describe('a signed-in owner', () => {
  const CHANGE_EMAIL = `mutation($e: String!, $p: String!) { changeEmail(newEmail: $e, currentPassword: $p) { accepted ${USER_ERRORS} } }`;
  const CHANGE_PASSWORD = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { owner { id } ${USER_ERRORS} } }`;

  it('changes their email only when the new address’s link is followed', async () => {
    const { email, client, id } = await verifiedOwner('mover');
    const next = freshEmail('moved');
    const wrong = (await data(client, CHANGE_EMAIL, { e: next, p: 'not-my-password' })).changeEmail;
    expect(wrong.userErrors).toEqual([
      { field: ['currentPassword'], code: 'WRONG_PASSWORD', message: 'Your current password is not correct.' },
    ]);
    expect((await data(client, CHANGE_EMAIL, { e: next, p: PASSWORD })).changeEmail).toEqual({
      accepted: true,
      userErrors: [],
    });
    expect(await meOf(client)).toMatchObject({ id, email, pendingEmail: next, emailVerified: true });
    // Still the old address to sign in, until the new one is verified.
    expect((await data(new HttpClient(app.url), LOGIN, { e: next, p: PASSWORD })).login.owner).toBeNull();
    const [mail] = await mailsTo(next);
    expect(mail).toContain('Subject: Confirm your new Atelier email address');
    const token = await linkToken(next, '/admin/verify');
    const verify = `mutation($t: String!) { verifyEmail(token: $t) { owner { id email } ${USER_ERRORS} } }`;
    expect((await data(client, verify, { t: token })).verifyEmail).toEqual({
      owner: { id, email: next },
      userErrors: [],
    });
    expect(await meOf(client)).toMatchObject({ id, email: next, pendingEmail: null, emailVerified: true });
    await signedIn(next);
    expect((await data(new HttpClient(app.url), LOGIN, { e: email, p: PASSWORD })).login.owner).toBeNull();
  });

  it('asking to move to an address that has an account answers alike, mails that address a note and can never take it', async () => {
    const { client, email } = await verifiedOwner('squatter');
    const other = await verifiedOwner('holder');
    const before = smtp.received.filter((m) => m.to === other.email).length;
    expect((await data(client, CHANGE_EMAIL, { e: other.email, p: PASSWORD })).changeEmail).toEqual({
      accepted: true,
      userErrors: [],
    });
    const note = (await mailsTo(other.email, before + 1))[before]!;
    expect(note).toContain('Subject: You already have an Atelier account');
    expect(note).toContain('Someone asked to move another Atelier account to this email address');
    // Pending as any other address would be (`me` tells no more than the answer), but no link exists to verify it.
    expect(await meOf(client)).toMatchObject({ email, pendingEmail: other.email });
    expect(
      await rows(
        `select token_hash from accounts.account_link where owner_id = (select id from accounts.owner where email = $1) and email = $2`,
        [email, other.email],
      ),
    ).toEqual([]);
  });

  it('changes their password with the current one, ending their other sessions', async () => {
    const { email, client, id } = await verifiedOwner('rekey');
    const elsewhere = await signedIn(email);
    expect(
      (await data(client, CHANGE_PASSWORD, { c: 'wrong-password', n: 'brand-new-password' })).changePassword,
    ).toEqual({
      owner: null,
      userErrors: [
        { field: ['currentPassword'], code: 'WRONG_PASSWORD', message: 'Your current password is not correct.' },
      ],
    });
    expect((await data(client, CHANGE_PASSWORD, { c: PASSWORD, n: email })).changePassword.userErrors).toEqual([
      { field: ['newPassword'], code: 'PASSWORD_WEAK', message: PASSWORD_MESSAGES.isEmail },
    ]);
    expect(await meOf(elsewhere)).not.toBeNull();
    expect((await data(client, CHANGE_PASSWORD, { c: PASSWORD, n: 'brand-new-password' })).changePassword).toEqual({
      owner: { id },
      userErrors: [],
    });
    expect((await meOf(client)).id).toBe(id);
    expect(await meOf(elsewhere)).toBeNull();
    await signedIn(email, 'brand-new-password');
  });

  it('signs out everywhere', async () => {
    const { email, client, id } = await verifiedOwner('everywhere');
    const other = await signedIn(email);
    const answer = await client.graphql(`mutation { signOutEverywhere { owner { id } ${USER_ERRORS} } }`);
    expect(answer.json.data.signOutEverywhere).toEqual({ owner: { id }, userErrors: [] });
    // The cookie is cleared as well.
    expect(answer.headers.getSetCookie().filter((c) => c.startsWith('atelier-session='))).toEqual([
      expect.stringMatching(/^atelier-session=;.*Expires=Thu, 01 Jan 1970/),
    ]);
    expect(await meOf(client)).toBeNull();
    expect(await meOf(other)).toBeNull();
    expect(await rows(`select token_hash from accounts.session where owner_id = $1`, [id])).toEqual([]);
    const signedOut = (await data(client, `mutation { signOutEverywhere { owner { id } ${USER_ERRORS} } }`))
      .signOutEverywhere;
    expect(signedOut.userErrors.map((e: { code: string }) => e.code)).toEqual(['NOT_SIGNED_IN']);
  });
});
