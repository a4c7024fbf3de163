import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { spawnBuiltServer, type Spawned } from './support/processes.ts';
import { startTestPlatform, useTestPlatform, type TestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const OWNER = { email: 'owner@atelier.test', password: 'atelier-demo' };
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { owner { email } userErrors { code } } }`;

const login = (client: HttpClient, password: string, email = OWNER.email, headers: Record<string, string> = {}) =>
  client
    .graphql(LOGIN, { e: email, p: password }, headers)
    .then((r) => r.json.data.login as { owner: { email: string } | null; userErrors: { code: string }[] });

let second: Spawned | undefined;
let proxied: TestPlatform | undefined;
let tuned: TestPlatform | undefined;
afterAll(async () => {
  await second?.stop();
  await proxied?.stop();
  await tuned?.stop();
});

describe('the sign-in limit', () => {
  it('ignores X-Forwarded-For unless told to trust a proxy, so 100 rotated guesses leave the owner able to sign in', async () => {
    const attacker = new HttpClient(app.url);
    const codes: string[] = [];
    for (let i = 0; i < 100; i++) {
      const result = await login(attacker, `guess-${i}`, OWNER.email, { 'X-Forwarded-For': `203.0.113.${i}` });
      codes.push(result.userErrors[0]!.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    expect(new Set(codes.slice(5))).toEqual(new Set(['TOO_MANY_ATTEMPTS']));
    // Even the right password waits, from the client that guessed.
    expect((await login(attacker, OWNER.password)).userErrors).toEqual([{ code: 'TOO_MANY_ATTEMPTS' }]);

    const owner = new HttpClient(app.url);
    expect(await login(owner, OWNER.password)).toEqual({ owner: { email: OWNER.email }, userErrors: [] });
    expect(owner.cookies.has('atelier-session')).toBe(true);
  });

  it('counts failures only: a correct password gives its attempt back', async () => {
    const client = new HttpClient(app.url);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect((await login(client, 'wrong')).userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
      expect((await login(client, OWNER.password)).owner).toEqual({ email: OWNER.email });
    }
  });

  it('follows an operator’s override', async () => {
    tuned = await startTestPlatform({
      rateLimits: { 'accounts.login-per-client': { points: 2, durationSeconds: 900 } },
    });
    const client = new HttpClient(tuned.url);
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await login(client, `wrong-${i}`)).userErrors[0]!.code);
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS']);
  }, 60_000);

  it('holds across two processes on one PostgreSQL', async () => {
    const port = await findFreePort();
    // The compiled program, as `npm start` runs it: the sources through tsx would compile for seconds first.
    second = spawnBuiltServer({
      DATABASE_URL: app.db.url,
      PORT: String(port),
      ATELIER_SEED_DEMO: 'false',
      // One process is the second process here: a cluster's second worker would only double its start.
      ATELIER_PROCESSES: '1',
      NODE_ENV: undefined,
    });
    await second.waitFor(/Atelier is running at/, 60_000);
    const viaFirst = new HttpClient(app.url, { address: '127.0.0.77' });
    const viaSecond = new HttpClient(`http://127.0.0.1:${port}`, { address: '127.0.0.77' });
    const email = 'nobody@atelier.test';
    for (let i = 0; i < 3; i++)
      expect((await login(viaFirst, `a-${i}`, email)).userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
    for (let i = 0; i < 2; i++)
      expect((await login(viaSecond, `b-${i}`, email)).userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
    expect((await login(viaFirst, 'c', email)).userErrors).toEqual([{ code: 'TOO_MANY_ATTEMPTS' }]);
    expect((await login(viaSecond, 'd', email)).userErrors).toEqual([{ code: 'TOO_MANY_ATTEMPTS' }]);
  }, 90_000);

  it('behind a trusted proxy, counts each forwarded client, and a distributed attack never locks the owner out', async () => {
    process.env.TRUST_PROXY = 'loopback';
    try {
      proxied = await startTestPlatform();
    } finally {
      delete process.env.TRUST_PROXY;
    }
    const proxy = new HttpClient(proxied.url);
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const codes: string[] = [];
    for (let i = 0; i < 100; i++)
      codes.push((await login(proxy, `guess-${i}`, OWNER.email, from(`198.51.100.${i}`))).userErrors[0]!.code);
    expect(new Set(codes)).toEqual(new Set(['INVALID_CREDENTIALS']));
    // 100 failures from anywhere: the email is under attack, and each client gets two attempts, not five.
    expect((await login(proxy, 'again', OWNER.email, from('198.51.100.7'))).userErrors).toEqual([
      { code: 'INVALID_CREDENTIALS' },
    ]);
    expect((await login(proxy, 'and again', OWNER.email, from('198.51.100.7'))).userErrors).toEqual([
      { code: 'TOO_MANY_ATTEMPTS' },
    ]);
    // Rotating addresses inside one IPv6 /64 is still one client.
    const rotated: string[] = [];
    for (let i = 1; i <= 7; i++)
      rotated.push(
        (await login(proxy, `v6-${i}`, 'someone@atelier.test', from(`2001:db8:1:2::${i.toString(16)}`))).userErrors[0]!
          .code,
      );
    expect(rotated).toEqual([...Array(5).fill('INVALID_CREDENTIALS'), 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    // The owner, from a client of their own, still signs in with the right password, after a typo too.
    expect((await login(proxy, 'atelier-dmeo', OWNER.email, from('192.0.2.10'))).userErrors).toEqual([
      { code: 'INVALID_CREDENTIALS' },
    ]);
    expect(await login(proxy, OWNER.password, OWNER.email, from('192.0.2.10'))).toEqual({
      owner: { email: OWNER.email },
      userErrors: [],
    });
    // A platform of its own and over a hundred password checks, one after another: minutes on a busy machine.
  }, 300_000);
});
