import type { UserError as PlatformUserError } from '@atelier/platform';
import type { CartErrorCode } from '../generated/resolvers-types.ts';

/** The platform's one UserError, with the cart subgraph's codes (its SDL enum CartErrorCode). */
export type UserError = PlatformUserError<CartErrorCode>;

export const userError = (field: string[] | null, code: CartErrorCode, message: string): UserError => ({ field, code, message });
