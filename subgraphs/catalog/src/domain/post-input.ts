import type { UserError } from './user-error.ts';
import type { PostInput } from '../generated/resolvers-types.ts';
import { checkLabels } from './labels.ts';
import { MAX_EXCERPT } from './product-draft.ts';
import { bodyFromEditor } from './rich-text.ts';
import { seoOfInput } from './seo-input.ts';
import { checkTitle } from './title.ts';
import { addressOf, checkUrlId, urlIdFrom } from './url-id.ts';
import { fail } from './user-error.ts';

/** Who wrote a post when its owner names no one. */
export const DEFAULT_AUTHOR = 'The editors';
export const MAX_AUTHOR_NAME = 100;

/** A post as it is stored: what an owner's input becomes once every rule holds. */
export interface PostValues {
  title: string;
  urlId: string;
  excerpt: string;
  body: string;
  authorName: string;
  authorUrlId: string;
  categories: string[];
  tags: string[];
  seoTitle: string;
  seoDescription: string;
}

/**
 * An owner's post, checked in the order the editor shows its fields (title, address, categories,
 * tags, excerpt, SEO) and cleaned: the first refusal, or the values to store. Whether the blog, the
 * post and the address are free is the save's to ask (services/save-post.ts).
 */
export function checkPostInput(input: PostInput): { ok: true; values: PostValues } | { ok: false; errors: UserError[] } {
  const titleError = checkTitle(input.title);
  if (titleError) return { ok: false, errors: [titleError] };
  const urlId = addressOf(input);
  const urlError = checkUrlId(urlId);
  if (urlError) return { ok: false, errors: [fail(['input', 'urlId'], 'URL_ID_INVALID', urlError)] };
  const categories = checkLabels(input.categories, 'categories');
  const tags = checkLabels(input.tags, 'tags');
  if (!Array.isArray(categories)) return { ok: false, errors: [categories] };
  if (!Array.isArray(tags)) return { ok: false, errors: [tags] };
  if ((input.excerpt ?? '').length > MAX_EXCERPT) return { ok: false, errors: [fail(['input', 'excerpt'], 'EXCERPT_TOO_LONG', `An excerpt may be at most ${MAX_EXCERPT} characters.`)] };
  const seo = seoOfInput(input);
  if (Array.isArray(seo)) return { ok: false, errors: seo };
  const authorName = (input.authorName ?? '').trim().slice(0, MAX_AUTHOR_NAME) || DEFAULT_AUTHOR;
  return {
    ok: true,
    values: {
      title: input.title.trim(),
      urlId,
      excerpt: (input.excerpt ?? '').trim(),
      body: bodyFromEditor(input.body),
      authorName,
      authorUrlId: urlIdFrom(authorName) || 'editors',
      categories,
      tags,
      ...seo,
    },
  };
}
