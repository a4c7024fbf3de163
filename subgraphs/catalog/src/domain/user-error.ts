import type { UserError as PlatformUserError } from '@atelier/platform';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** The platform's one UserError, with the catalog subgraph's codes (its SDL enum CatalogErrorCode). */
export type UserError = PlatformUserError<CatalogErrorCode>;

/** A refusal at a path of the operation's arguments (`['input', 'title']`), as userErrors carry it. */
export const fail = (field: (string | number)[] | null, code: CatalogErrorCode, message: string): UserError => ({ field: field && field.map(String), code, message });
