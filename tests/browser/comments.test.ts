import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  COMMENT_MESSAGES,
  encodeCaptchaSolution,
  isLikerId,
  LIKER_ID_STORAGE_KEY,
  solveChallenge,
  type CaptchaChallenge,
} from '@atelier/forms';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const POST = 'post_first_post';
const POST_PATH = '/journal/first-post';
const thread = '.squarespace-comments';

let owner: HttpClient;

async function asOwner<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { json } = await owner.graphql<T>(query, variables);
  if (json.errors?.length || !json.data) throw new Error(`owner GraphQL failed: ${JSON.stringify(json)}`);
  return json.data;
}

beforeAll(async () => {
  owner = await signedInClient(session.app.url);
  // The demo site has comments and likes off until its owner turns them on.
  const saved = await asOwner(
    'mutation { saveCommentSettings(input: { commentsEnabled: true, simpleLikingEnabled: true }) { userErrors { code } } }',
  );
  expect(saved.saveCommentSettings.userErrors).toEqual([]);
});

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

async function openPost(width = 1280): Promise<Page> {
  const page = await session.newPage(width);
  await page.goto(`${session.app.url}${POST_PATH}`);
  // The island enables the form's button once bound (without scripts it stays disabled).
  await expect.poll(() => page.locator(`${thread} button[type=submit]:enabled`).count()).toBe(1);
  return page;
}

describe('comments in the browser', () => {
  it('a visitor comments, the owner approves it in /admin, and the post shows it', async () => {
    const visitor = await openPost(390);
    expect(await text(visitor, '.post-comments-title')).toBe('No Comments');

    // The island checks with the server's rule before anything is sent.
    await visitor.click(`${thread} button[type=submit]`);
    expect(await text(visitor, '[data-comment-error=authorName]')).toBe(COMMENT_MESSAGES.nameRequired);
    expect(await text(visitor, '[data-comment-error=body]')).toBe(COMMENT_MESSAGES.bodyRequired);

    await visitor.fill(`${thread} input[name=authorName]`, 'Grace Hopper');
    await visitor.fill(`${thread} textarea[name=body]`, 'The doors look wonderful.\n\nSee you on the open day.');
    // Solved by Chromium while the visitor writes (the built-in captcha's proof of work).
    await expect
      .poll(() => visitor.locator(`${thread} [data-captcha-state]`).getAttribute('data-captcha-state'))
      .toBe('solved');
    await visitor.click(`${thread} button[type=submit]`);
    await expect.poll(() => visitor.locator('[data-comment-sent]').isVisible()).toBe(true);
    expect(await text(visitor, '[data-comment-sent]')).toBe(COMMENT_MESSAGES.awaitingApproval);
    const [stored] = await session.app.db.query(`select id, author_name, body, status from forms.comment`);
    expect(stored).toEqual({
      id: expect.stringMatching(/^cmt_/),
      author_name: 'Grace Hopper',
      body: 'The doors look wonderful.\n\nSee you on the open day.',
      status: 'PENDING',
    });

    const admin = await session.newPage(1280);
    await signInAsOwner(admin, session.app.url, '/admin/comments');
    const item = admin.locator('.owner-comment', { hasText: 'Grace Hopper' });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.locator('.owner-comment-body').textContent()).toBe(stored.body);
    expect(await item.locator('.mark-status').textContent()).toBe('Waiting');
    expect(await item.getByRole('link', { name: 'Opening the workshop doors' }).getAttribute('href')).toBe(POST_PATH);
    await shoot(admin, 'admin-comments-waiting');
    await item.getByRole('button', { name: 'Approve the comment by Grace Hopper' }).click();
    await expect.poll(() => admin.locator('.comment-empty').textContent()).toBe('No comment is waiting for you.');
    await admin.getByRole('button', { name: 'Approved', exact: true }).click();
    await expect
      .poll(() => admin.locator('.owner-comment .owner-comment-author').allTextContents())
      .toEqual(['Grace Hopper']);
    expect((await session.app.db.query(`select status from forms.comment where id = $1`, [stored.id]))[0].status).toBe(
      'APPROVED',
    );

    const reader = await openPost(1280);
    expect(await text(reader, '.post-comments-title')).toBe('1 Comment');
    expect(await reader.locator(`${thread} .comment-author`).allTextContents()).toEqual(['Grace Hopper']);
    expect(await reader.locator(`${thread} .comment-body p`).allTextContents()).toEqual([
      'The doors look wonderful.',
      'See you on the open day.',
    ]);
    // One like from this visitor: the count the server answers, pressed once.
    const like = reader.locator(`.sqs-simple-like[data-item-id="${POST}"]`);
    expect(await like.locator('.like-count').textContent()).toBe('0');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.locator('.like-count').textContent()).toBe('1');
    await shoot(reader, 'post-with-comments');
    // The button made this browser's liker id when it was pressed, and keeps it for the site.
    const readerId = await reader.evaluate((key) => localStorage.getItem(key), LIKER_ID_STORAGE_KEY);
    expect(isLikerId(readerId)).toBe(true);
    // Another browser on this machine (the same address) is another visitor: its like counts too.
    const neighbour = await openPost(390);
    expect(await neighbour.evaluate((key) => localStorage.getItem(key), LIKER_ID_STORAGE_KEY)).toBeNull();
    const neighbourLike = neighbour.locator(`.sqs-simple-like[data-item-id="${POST}"]`);
    await neighbourLike.click();
    await expect.poll(() => neighbourLike.getAttribute('aria-pressed')).toBe('true');
    expect(await neighbourLike.locator('.like-count').textContent()).toBe('2');
    const neighbourId = await neighbour.evaluate((key) => localStorage.getItem(key), LIKER_ID_STORAGE_KEY);
    expect(isLikerId(neighbourId) && neighbourId !== readerId).toBe(true);
    // The first browser again, on a fresh page: its id is kept, so its like still counts once.
    await reader.reload();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.locator('.like-count').textContent()).toBe('2');
    expect(await reader.evaluate((key) => localStorage.getItem(key), LIKER_ID_STORAGE_KEY)).toBe(readerId);
    expect((await session.app.db.query('select count(*)::int as n from forms.item_like'))[0].n).toBe(2);
  });

  it('runs no script of an XSS corpus in comments, on the post and in the dashboard', async () => {
    const corpus = [
      '<script>window.__xss = 1</script>',
      '<img src=x onerror="window.__xss = 2">',
      '"><svg onload="window.__xss = 3">',
      '</textarea><script>window.__xss = 4</script>',
      '</li></ol></div><script>window.__xss = 5</script>',
      '<a href="javascript:window.__xss = 6">click</a>',
      '<iframe srcdoc="<script>parent.__xss = 7</script>"></iframe>',
      '{@|safe}{.eval 1 + 1}<b onmouseover=window.__xss=8>x</b>',
      '&lt;script&gt;window.__xss = 9&lt;/script&gt;',
      "'; window.__xss = 10; '",
    ];
    const visitor = new HttpClient(session.app.url);
    await visitor.openPage(POST_PATH);
    const ids: string[] = [];
    for (const payload of corpus) {
      const { json } = await visitor.graphql<{ captchaChallenge: CaptchaChallenge }>(
        '{ captchaChallenge { algorithm challenge salt maxNumber signature } }',
      );
      const captchaKey = encodeCaptchaSolution((await solveChallenge(json.data!.captchaChallenge))!);
      const added = await visitor.graphql(
        'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { code } } }',
        { input: { postId: POST, authorName: payload.slice(0, 80), body: payload, captchaKey } },
      );
      expect(added.json.data.addComment.userErrors).toEqual([]);
      ids.push(added.json.data.addComment.comment.id);
    }
    for (const id of ids.slice(0, 5))
      await asOwner(`mutation { moderateComment(id: "${id}", action: APPROVE) { userErrors { code } } }`);

    const page = await openPost(1280);
    const shown = page.locator(`${thread} .comment`);
    await expect.poll(() => shown.count()).toBe(1 + 5);
    expect(await page.locator(`${thread} .comment-body`).allTextContents()).toEqual([
      'The doors look wonderful.See you on the open day.',
      ...corpus.slice(0, 5),
    ]);
    expect(await page.locator(`${thread} .comment-author`).allTextContents()).toEqual([
      'Grace Hopper',
      ...corpus.slice(0, 5).map((payload) => payload.slice(0, 80)),
    ]);
    // Nothing of a comment became markup, and nothing ran.
    expect(
      await page.locator(`${thread} script, ${thread} img, ${thread} svg, ${thread} iframe, ${thread} b`).count(),
    ).toBe(0);
    await page.locator(`${thread} .comment`).last().hover();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    const admin = await session.newPage(390);
    await signInAsOwner(admin, session.app.url, '/admin/comments');
    await admin.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => admin.locator('.owner-comment').count()).toBe(1 + corpus.length);
    // Newest first: the corpus in reverse, then Grace's.
    expect(await admin.locator('.owner-comment-body').allTextContents()).toEqual([
      ...[...corpus].reverse(),
      'The doors look wonderful.\n\nSee you on the open day.',
    ]);
    expect(
      await admin
        .locator('.owner-comments script, .owner-comments img, .owner-comments svg, .owner-comments iframe')
        .count(),
    ).toBe(0);
    for (const row of await admin.locator('.owner-comment').all()) await row.hover();
    expect(await admin.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await shoot(admin, 'admin-comments-corpus');
  });

  it('draws a Ledger post with approved comments and the form, at 390 and 1280 px', async () => {
    const kilnUrl = session.app.url.replace('127.0.0.1', 'kiln.localhost');
    const kilnOwner = await signedInClient(kilnUrl);
    const settings = await kilnOwner.graphql(
      'mutation { saveCommentSettings(input: { commentsEnabled: true, simpleLikingEnabled: true }) { userErrors { code } } }',
    );
    expect(settings.json.data.saveCommentSettings.userErrors).toEqual([]);
    const visitor = new HttpClient(kilnUrl);
    await visitor.openPage('/notes/first-firing');
    const comments = [
      {
        authorName: 'Margaret Wilhelmina Featherstonehaugh-Cholmondeley',
        body: 'The glaze came out beautifully.\n\nWhich cone did you fire to, and how long did the kiln take to cool before you opened it?',
      },
      {
        authorName: 'Bo',
        body: 'https://example.com/a-very-long-address-without-any-spaces-to-break-it-at-all/glazes',
      },
    ];
    for (const comment of comments) {
      const { json } = await visitor.graphql<{ captchaChallenge: CaptchaChallenge }>(
        '{ captchaChallenge { algorithm challenge salt maxNumber signature } }',
      );
      const captchaKey = encodeCaptchaSolution((await solveChallenge(json.data!.captchaChallenge))!);
      const added = await visitor.graphql(
        'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { code } } }',
        { input: { postId: 'post_kiln_first_firing', ...comment, captchaKey } },
      );
      expect(added.json.data.addComment.userErrors).toEqual([]);
      const approved = await kilnOwner.graphql(
        'mutation($id: ID!) { moderateComment(id: $id, action: APPROVE) { userErrors { code } } }',
        { id: added.json.data.addComment.comment.id },
      );
      expect(approved.json.data.moderateComment.userErrors).toEqual([]);
    }

    for (const width of [390, 1280]) {
      const page = await session.newPage(width);
      await page.goto(`${kilnUrl}/notes/first-firing`);
      await expect.poll(() => page.locator(`${thread} button[type=submit]:enabled`).count()).toBe(1);
      expect(await text(page, '.post-comments-title')).toBe('2 Comments');
      expect(await page.locator(`${thread} .comment-author`).allTextContents()).toEqual(
        comments.map((c) => c.authorName),
      );
      // Nothing wider than the screen: not the page, the thread, a comment (the long address) or the form.
      const overflow = await page.evaluate((selector) => {
        const root = document.documentElement;
        const wide = [...document.querySelectorAll(`${selector}, ${selector} *`)].filter(
          (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5,
        );
        return {
          page: root.scrollWidth - root.clientWidth,
          wide: wide.map((element) => element.className || element.tagName),
        };
      }, thread);
      expect(overflow).toEqual({ page: 0, wide: [] });
      // The form's fields and button are full targets, each labelled.
      for (const control of [
        `${thread} input[name=authorName]`,
        `${thread} textarea[name=body]`,
        `${thread} button[type=submit]`,
      ]) {
        const box = (await page.locator(control).boundingBox())!;
        expect(box.height, control).toBeGreaterThanOrEqual(44);
      }
      expect(await page.getByLabel('Name').count()).toBe(1);
      expect(await page.getByLabel('Comment', { exact: true }).count()).toBe(1);
      if (width === 1280) await shoot(page, 'ledger-post-with-comments');
    }
  });
});
