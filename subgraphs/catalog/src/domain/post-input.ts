import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode, PostInput } from '../generated/resolvers-types.ts';
import { checkLabels } from './labels.ts';
import { MAX_EXCERPT } from './product-draft.ts';
import { bodyFromEditor } from './rich-text.ts';
import { seoOfInput } from './seo-input.ts';
import { checkTitle } from './title.ts';
import { addressOf, checkUrlId, urlIdFrom } from './url-id.ts';

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
  featured: boolean;
}

/**
 * An owner's post, checked in the order the editor shows its fields (title, address, categories,
 * tags, excerpt, SEO) and cleaned: the first refusal, or the values to store. Whether the blog, the
 * post and the address are free is the save's to ask (services/save-post.ts).
 */
export function checkPostInput(input: PostInput): Outcome<PostValues, CatalogErrorCode> {
  const title = checkTitle(input.title);
  if (!title.ok) return title;
  const urlId = checkUrlId(addressOf(input));
  if (!urlId.ok) return urlId;
  const categories = checkLabels(input.categories, 'categories');
  const tags = checkLabels(input.tags, 'tags');
  if (!categories.ok) return categories;
  if (!tags.ok) return tags;
  if ((input.excerpt ?? '').length > MAX_EXCERPT)
    return refuse('EXCERPT_TOO_LONG', ['input', 'excerpt'], { max: MAX_EXCERPT });
  const seo = seoOfInput(input);
  if (!seo.ok) return seo;
  const authorName = (input.authorName ?? '').trim().slice(0, MAX_AUTHOR_NAME) || DEFAULT_AUTHOR;
  return ok({
    title: title.value,
    urlId: urlId.value,
    excerpt: (input.excerpt ?? '').trim(),
    body: bodyFromEditor(input.body),
    authorName,
    authorUrlId: urlIdFrom(authorName) || 'editors',
    categories: categories.value,
    tags: tags.value,
    featured: input.featured ?? false,
    ...seo.value,
  });
}
