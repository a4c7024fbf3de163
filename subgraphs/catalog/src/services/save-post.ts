import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { Collection } from '../entities/collection.ts';
import { Post } from '../entities/post.ts';
import type { CatalogErrorCode, PostInput } from '../generated/resolvers-types.ts';
import { ADDRESS_TAKEN, addressClashFilter } from '../domain/address-taken.ts';
import { checkPostInput } from '../domain/post-input.ts';
import { refuse } from '../errors.ts';
import { flushUnlessTaken } from './flush-unless-taken.ts';

/** Writes a post of one of the site's blogs, new or changed; its address is one post's of the blog. */
export async function savePost(
  em: EntityManager,
  siteId: string,
  input: PostInput,
): Promise<Outcome<Post, CatalogErrorCode>> {
  const blog = await em.findOne(Collection, { id: input.collectionId, websiteId: siteId, type: 'blog' });
  if (!blog) return refuse('NOT_FOUND', ['input', 'collectionId'], { of: 'blog' });
  const checked = checkPostInput(input);
  if (!checked.ok) return checked;
  const values = checked.value;
  const existing = input.id ? await em.findOne(Post, { id: input.id, collectionId: blog.id }) : null;
  if (input.id && !existing) return refuse('NOT_FOUND', ['input', 'id'], { of: 'post' });
  if (await em.findOne(Post, addressClashFilter({ collectionId: blog.id }, values.urlId, existing?.id)))
    return failed([ADDRESS_TAKEN.post]);
  const post =
    existing ??
    em.create(Post, {
      id: `post_${randomUUID()}`,
      websiteId: siteId,
      collectionId: blog.id,
      addedOn: new Date(),
      ...values,
    });
  if (existing) Object.assign(existing, values);
  if (!(await flushUnlessTaken(em))) return failed([ADDRESS_TAKEN.post]);
  return ok(post);
}
