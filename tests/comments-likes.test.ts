import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

// Lowered by the name an operator uses, so the address's limit is reached in a few likes.
const app = useTestPlatform({ rateLimits: { 'forms.likes-per-client': { points: 8, durationSeconds: 600 } } });

const POST = 'post_first_post';
const LIKE = `mutation($id: ID!, $visitorId: String) {
  likePost(postId: $id, visitorId: $visitorId) { likeCount userErrors { field message code } }
}`;
const ADA = '3b241101-e2bb-4255-8caf-4136c566a962';
const BO = '0f8fad5b-d9cb-469f-a165-70867728950e';

const likeRows = async () =>
  (await app.db.query('select item_id, liker_hash from forms.item_like order by created_at')) as {
    item_id: string;
    liker_hash: string;
  }[];

async function like(client: HttpClient, visitorId?: string) {
  return (await client.graphql(LIKE, { id: POST, visitorId })).json.data.likePost;
}

describe('likes kept by the like button’s visitor id, the address only without one', () => {
  it('counts two visitors behind one address twice, and one visitor once wherever they are', async () => {
    const owner = await signedInClient(app.url);
    await owner.graphql(
      'mutation { saveCommentSettings(input: { commentsEnabled: true, simpleLikingEnabled: true }) { userErrors { code } } }',
    );
    // Two people in one office: one address, each browser its own id.
    const ada = new HttpClient(app.url);
    const bo = new HttpClient(app.url, { address: ada.address });
    expect(await like(ada, ADA)).toEqual({ likeCount: 1, userErrors: [] });
    expect(await like(bo, BO)).toEqual({ likeCount: 2, userErrors: [] });
    // Ada again, from the office and from her phone's own address: still one like of hers.
    expect(await like(ada, ADA)).toEqual({ likeCount: 2, userErrors: [] });
    const phone = new HttpClient(app.url);
    expect(phone.address).not.toBe(ada.address);
    expect(await like(phone, ADA)).toEqual({ likeCount: 2, userErrors: [] });
    const rows = await likeRows();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.item_id === POST)).toBe(true);
    // Neither the ids nor the address are kept.
    for (const kept of [ADA, BO, ada.address]) expect(JSON.stringify(rows)).not.toContain(kept);

    // Browsers that keep nothing fall back to their address: two of them behind one address like once.
    const kiosk = new HttpClient(app.url);
    const kioskAgain = new HttpClient(app.url, { address: kiosk.address });
    expect(await like(kiosk)).toEqual({ likeCount: 3, userErrors: [] });
    expect(await like(kioskAgain)).toEqual({ likeCount: 3, userErrors: [] });
    expect(await likeRows()).toHaveLength(3);

    // An id of another shape is refused by its field, nothing stored.
    for (const visitorId of ['', 'not-a-uuid', ADA.toUpperCase(), kiosk.address])
      expect(await like(kiosk, visitorId)).toEqual({
        likeCount: null,
        userErrors: [
          {
            field: ['visitorId'],
            message: 'This like came without a valid visitor id. Reload the page and press Like again.',
            code: 'VISITOR_ID_INVALID',
          },
        ],
      });
    expect(await likeRows()).toHaveLength(3);
  });

  it('keeps the limit per address: made-up ids spend the address’s likes', async () => {
    const script = new HttpClient(app.url);
    const counts: (number | null)[] = [];
    for (let i = 0; i < 8; i += 1) counts.push((await like(script, crypto.randomUUID())).likeCount);
    expect(counts).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await like(script, crypto.randomUUID())).toEqual({
      likeCount: null,
      userErrors: [
        {
          field: null,
          message: 'Too many likes were sent from here. Please try again in a few minutes.',
          code: 'RATE_LIMITED',
        },
      ],
    });
    expect(await likeRows()).toHaveLength(11);
    // Another address is not held by it.
    expect(await like(new HttpClient(app.url), crypto.randomUUID())).toEqual({ likeCount: 12, userErrors: [] });
  });
});
