import type { UserError } from '@atelier/platform';

/** A refusal at a path of the operation's arguments (`['input', 'title']`), as userErrors carry it. */
export const fail = (field: (string | number)[] | null, code: string, message: string): UserError => ({ field: field && field.map(String), code, message });
