import type { UserError } from './user-error.ts';
import { fail } from './user-error.ts';

export const MAX_TITLE = 200;

/** A post's or page's title: something besides spaces, at most 200 characters once trimmed. */
export function checkTitle(title: string): UserError | undefined {
  const trimmed = title.trim();
  if (!trimmed) return fail(['input', 'title'], 'TITLE_REQUIRED', 'A title is required.');
  if (trimmed.length > MAX_TITLE) return fail(['input', 'title'], 'TITLE_TOO_LONG', `A title may be at most ${MAX_TITLE} characters.`);
  return undefined;
}
