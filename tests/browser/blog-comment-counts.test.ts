import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCaptchaSolution, solveChallenge, type CaptchaChallenge } from '@atelier/forms';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();

let owner: HttpClient;

async function asOwner<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { json } = await owner.graphql<T>(query, variables);
  if (json.errors?.length || !json.data) throw new Error(`owner GraphQL failed: ${JSON.stringify(json)}`);
  return json.data;
}

/** A visitor's comment on the post, approved by the owner: as the post's page and the moderation panel make one. */
async function approvedComment(postId: string, authorName: string) {
  const visitor = new HttpClient(session.app.url);
  await visitor.openPage('/journal');
  const { json: challenge } = await visitor.graphql<{ captchaChallenge: CaptchaChallenge }>(
    '{ captchaChallenge { algorithm challenge salt maxNumber signature } }',
  );
  const captchaKey = encodeCaptchaSolution((await solveChallenge(challenge.data!.captchaChallenge))!);
  const { json } = await visitor.graphql(
    `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { code } } }`,
    { input: { postId, authorName, body: 'Thank you for this.', captchaKey } },
  );
  expect(json.data.addComment.userErrors).toEqual([]);
  const approved = await asOwner(
    `mutation($id: ID!) { moderateComment(id: $id, action: APPROVE) { userErrors { code } } }`,
    {
      id: json.data.addComment.comment.id,
    },
  );
  expect(approved.moderateComment.userErrors).toEqual([]);
}

beforeAll(async () => {
  owner = await signedInClient(session.app.url);
  await asOwner(
    'mutation { saveCommentSettings(input: { commentsEnabled: true, simpleLikingEnabled: false }) { userErrors { code } } }',
  );
  await approvedComment('post_why_linen', 'Ada');
  await approvedComment('post_dye_day', 'Jun');
  await approvedComment('post_dye_day', 'Mika');
});

describe('blog lists show each post’s comment count (both shipped themes)', () => {
  for (const theme of ['atelier', 'ledger'] as const) {
    it(`${theme}: "No Comments", "1 Comment", "2 Comments" beside each post, linked to its comments`, async () => {
      const chosen = await asOwner(`mutation($n: String!) { useShippedTheme(name: $n) { userErrors { code } } }`, {
        n: theme,
      });
      expect(chosen.useShippedTheme.userErrors).toEqual([]);
      const page = await session.newPage(1280);
      await page.goto(`${session.app.url}/journal`);
      const counts = await page.locator('.post-summary').evaluateAll((posts) =>
        posts.map((post) => {
          const link = post.querySelector('.post-comment-count');
          return {
            post: post.querySelector('h2 a')?.getAttribute('href'),
            text: link?.textContent?.trim(),
            href: link?.getAttribute('href'),
          };
        }),
      );
      expect(counts).toContainEqual({
        post: '/journal/why-linen',
        text: '1 Comment',
        href: '/journal/why-linen#comments-post_why_linen',
      });
      expect(counts).toContainEqual({
        post: '/journal/dye-day',
        text: '2 Comments',
        href: '/journal/dye-day#comments-post_dye_day',
      });
      const others = counts.filter((c) => c.post !== '/journal/why-linen' && c.post !== '/journal/dye-day');
      expect(others.length).toBeGreaterThan(0);
      expect(others.map((c) => c.text)).toEqual(others.map(() => 'No Comments'));
      // At a phone's width the list keeps inside the screen.
      await page.setViewportSize({ width: 390, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(page, `blog-comment-counts-${theme}`);
      await page.close();
    });
  }

  it('shows no count once the site turns comments off', async () => {
    await asOwner(
      'mutation { saveCommentSettings(input: { commentsEnabled: false, simpleLikingEnabled: false }) { userErrors { code } } }',
    );
    const page = await session.newPage(1280);
    await page.goto(`${session.app.url}/journal`);
    await expect.poll(() => page.locator('.post-summary').count()).toBeGreaterThan(0);
    expect(await page.locator('.post-comment-count').count()).toBe(0);
    await page.close();
  });
});

// Last: its new post moves the older ones to the list's second page.
describe('an owner features a post in its editor', () => {
  it('keeps the Featured box with the post, as themes’ featured queries read it', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/content');
    await page.getByRole('button', { name: 'New post' }).first().click();
    const form = page.getByRole('form', { name: /^New post/ });
    await form.locator('input[name=title]').fill('Featured bench notes');
    await form.locator('[role=textbox]').click();
    await page.keyboard.type('A post to feature.');
    await form.getByRole('checkbox', { name: /Featured/ }).check();
    await shoot(page, 'post-editor-featured');
    await form.getByRole('button', { name: 'Save post' }).click();
    await expect.poll(() => page.locator('.content-list a', { hasText: 'Featured bench notes' }).count()).toBe(1);
    const stored = await asOwner(
      '{ site { collection(urlId: "journal") { posts(featured: true, pageSize: 50) { items { title featured } } } } }',
    );
    expect(stored.site.collection.posts.items).toEqual([{ title: 'Featured bench notes', featured: true }]);
    await page.close();
  });
});
