import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { solvedCaptcha } from './support/solved-captcha.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

const POST = 'post_first_post';
const POST_PATH = '/journal/first-post';
const BLOG = 'col_journal';
const PASSWORD = 'journal-readers';
const LOCKED_MESSAGE = 'This post is on a protected page. Enter the page’s password, then try again.';

const ADD = `mutation($input: AddCommentInput!) {
  addComment(input: $input) { comment { id status } userErrors { field message code } }
}`;
const SET_PASSWORD = `mutation($id: ID!, $password: String!) {
  setCollectionPassword(collectionId: $id, password: $password) { collection { id isProtected } userErrors { code } }
}`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { likeCount userErrors { field message code } } }`;
const THREAD = `{ post(id: "${POST}") { id likeCount comments { id body } }
  site { collection(urlId: "journal") { locked post(urlId: "first-post") { id comments { id body } } } } }`;

const stored = async () => ({
  comments: (
    (await app.db.query('select id, status from forms.comment order by created_at, id')) as {
      id: string;
      status: string;
    }[]
  ).map((c) => `${c.id}:${c.status}`),
  likes: Number(((await app.db.query('select count(*) as n from forms.item_like')) as { n: string }[])[0]!.n),
});

async function comment(client: HttpClient, body: string) {
  const { json } = await client.graphql(ADD, {
    input: { postId: POST, authorName: 'Ada', body, captchaKey: await solvedCaptcha(client) },
  });
  return json.data.addComment;
}

describe('comments and likes on a post of a protected blog (forms asks the catalog with the visitor’s unlock keys)', () => {
  it('shows and takes them only for a visitor who gave the password; the owner still closes the post', async () => {
    const owner = await signedInClient(app.url);
    await owner.graphql(
      'mutation { saveCommentSettings(input: { commentsEnabled: true, simpleLikingEnabled: true }) { userErrors { code } } }',
    );
    // A thread while the blog is open: one approved comment.
    const early = new HttpClient(app.url);
    await early.openPage(POST_PATH);
    const first = await comment(early, 'Before the lock');
    expect(first.userErrors).toEqual([]);
    await owner.graphql(
      `mutation { moderateComment(id: "${first.comment.id}", action: APPROVE) { userErrors { code } } }`,
    );

    // The owner protects the blog.
    const locked = await owner.graphql(SET_PASSWORD, { id: BLOG, password: PASSWORD });
    expect(locked.json.data.setCollectionPassword).toEqual({
      collection: { id: BLOG, isProtected: true },
      userErrors: [],
    });
    const before = await stored();
    expect(before).toEqual({ comments: [`${first.comment.id}:APPROVED`], likes: 0 });

    // A visitor without the password: no thread by any road, and neither a comment nor a like taken.
    const outsider = new HttpClient(app.url);
    const protectedPage = await outsider.openPage(POST_PATH);
    expect(protectedPage.status).toBe(403);
    expect(protectedPage.text).not.toContain('Before the lock');
    expect(protectedPage.text).not.toContain('data-comment-form');
    expect(protectedPage.text).not.toContain('sqs-simple-like');
    const hidden = await outsider.graphql(THREAD);
    expect(hidden.json.errors).toBeUndefined();
    expect(hidden.json.data).toEqual({ post: null, site: { collection: { locked: true, post: null } } });
    expect(await comment(outsider, 'Let me in')).toEqual({
      comment: null,
      userErrors: [{ field: ['input', 'postId'], message: LOCKED_MESSAGE, code: 'POST_LOCKED' }],
    });
    expect((await outsider.graphql(LIKE, { id: POST })).json.data.likePost).toEqual({
      likeCount: null,
      userErrors: [{ field: ['postId'], message: LOCKED_MESSAGE, code: 'POST_LOCKED' }],
    });
    // A wrong password opens nothing.
    const wrong = await outsider.graphql(
      `mutation { unlockCollection(collectionId: "${BLOG}", password: "guess") { unlocked userErrors { code } } }`,
    );
    expect(wrong.json.data.unlockCollection).toEqual({ unlocked: false, userErrors: [{ code: 'WRONG_PASSWORD' }] });
    expect((await comment(outsider, 'Let me in')).userErrors.map((e: { code: string }) => e.code)).toEqual([
      'POST_LOCKED',
    ]);
    // A post that is nowhere is still told apart from a locked one.
    const nowhere = await outsider.graphql(LIKE, { id: 'post_nowhere' });
    expect(nowhere.json.data.likePost.userErrors.map((e: { code: string }) => e.code)).toEqual(['POST_NOT_FOUND']);
    expect(await stored()).toEqual(before);

    // A visitor who gives the password reads, comments and likes as on an open blog.
    const reader = new HttpClient(app.url);
    await reader.openPage(POST_PATH);
    const unlocked = await reader.graphql(
      `mutation { unlockCollection(collectionId: "${BLOG}", password: "${PASSWORD}") { unlocked userErrors { code } } }`,
    );
    expect(unlocked.json.data.unlockCollection).toEqual({ unlocked: true, userErrors: [] });
    const page = await reader.request('GET', POST_PATH);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h2 class="post-comments-title">1 Comment</h2>');
    expect(page.text).toContain('<div class="comment-body"><p>Before the lock</p></div>');
    expect(page.text).toContain(`data-comment-form data-post-id="${POST}"`);
    expect(page.text).toContain(`data-item-id="${POST}"`);
    const thread = await reader.graphql(THREAD);
    expect(thread.json.data.post).toEqual({
      id: POST,
      likeCount: 0,
      comments: [{ id: first.comment.id, body: 'Before the lock' }],
    });
    const added = await comment(reader, 'Behind the lock');
    expect(added).toEqual({ comment: { id: expect.stringMatching(/^cmt_/), status: 'PENDING' }, userErrors: [] });
    expect((await reader.graphql(LIKE, { id: POST })).json.data.likePost).toEqual({ likeCount: 1, userErrors: [] });
    expect(await stored()).toEqual({
      comments: [`${first.comment.id}:APPROVED`, `${added.comment.id}:PENDING`],
      likes: 1,
    });
    // The outsider is still refused after the reader's unlock.
    expect((await outsider.graphql(LIKE, { id: POST })).json.data.likePost.userErrors[0].code).toBe('POST_LOCKED');

    // The owner (who gave no password) closes the locked post's comments: it is theirs all the same.
    const closed = await owner.graphql(
      `mutation { setPostCommentState(postId: "${POST}", commentState: 2) { post { id commentState } userErrors { code } } }`,
    );
    expect(closed.json.data.setPostCommentState).toEqual({ post: { id: POST, commentState: 2 }, userErrors: [] });
    expect((await comment(reader, 'After closing')).userErrors.map((e: { code: string }) => e.code)).toEqual([
      'COMMENTS_CLOSED',
    ]);

    // A new password shuts the reader out again: the keys follow the password.
    await owner.graphql(SET_PASSWORD, { id: BLOG, password: 'another-password' });
    expect((await reader.graphql(LIKE, { id: POST })).json.data.likePost.userErrors[0].code).toBe('POST_LOCKED');
    expect((await reader.graphql(THREAD)).json.data.post).toBeNull();
  });
});
