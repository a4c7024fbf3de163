import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserError } from '../domain/user-error.ts';
import { Collection } from '../entities/collection.ts';
import { Post } from '../entities/post.ts';
import type { PostInput } from '../generated/resolvers-types.ts';
import { ADDRESS_TAKEN, addressClashFilter } from '../domain/address-taken.ts';
import { checkPostInput } from '../domain/post-input.ts';
import { fail } from '../domain/user-error.ts';
import { flushUnlessTaken } from './flush-unless-taken.ts';

/** Writes a post of one of the site's blogs, new or changed; its address is one post's of the blog. */
export async function savePost(em: EntityManager, siteId: string, input: PostInput): Promise<{ ok: true; post: Post } | { ok: false; errors: UserError[] }> {
  const blog = await em.findOne(Collection, { id: input.collectionId, websiteId: siteId, type: 'blog' });
  if (!blog) return { ok: false, errors: [fail(['input', 'collectionId'], 'NOT_FOUND', 'This blog does not exist.')] };
  const checked = checkPostInput(input);
  if (!checked.ok) return checked;
  const { values } = checked;
  const existing = input.id ? await em.findOne(Post, { id: input.id, collectionId: blog.id }) : null;
  if (input.id && !existing) return { ok: false, errors: [fail(['input', 'id'], 'NOT_FOUND', 'This post does not exist.')] };
  if (await em.findOne(Post, addressClashFilter({ collectionId: blog.id }, values.urlId, existing?.id))) return { ok: false, errors: [ADDRESS_TAKEN.post] };
  const post = existing ?? em.create(Post, { id: `post_${randomUUID()}`, websiteId: siteId, collectionId: blog.id, addedOn: new Date(), ...values });
  if (existing) Object.assign(existing, values);
  if (!(await flushUnlessTaken(em))) return { ok: false, errors: [ADDRESS_TAKEN.post] };
  return { ok: true, post };
}
