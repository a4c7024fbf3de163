import type { Request } from 'express';
import { readVisitorTokens } from '@atelier/platform';

/**
 * A page's `$withCart`: whether the visitor holds a cart token, read as the gateway reads it. A
 * visitor without one has no cart, and a page that does not ask for it spares the commerce
 * subgraph a request (the gateway's plan skips a field under `@include(if: false)`).
 */
export const cartVariables = (req: Request) => ({ withCart: readVisitorTokens(req.cookies).cartToken !== undefined });
