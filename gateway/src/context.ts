import type { Request, Response } from 'express';
import { COOKIES, SUBGRAPH_SETTABLE_COOKIES, isSecureRequest, type CookieInstruction } from '@atelier/platform';

/** What the gateway knows of one client request, and how it answers with cookies. */
export interface GatewayContext {
  cartToken: string | undefined;
  sessionToken: string | undefined;
  /** The client's address (Express's req.ip, which honours X-Forwarded-For only from loopback proxies). */
  clientAddress: string;
  applyCookie(instruction: CookieInstruction): void;
}

export function readCookie(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : undefined;
}

export function createGatewayContext(req: Request, res: Response): GatewayContext {
  return {
    cartToken: readCookie(req, COOKIES.cart),
    sessionToken: readCookie(req, COOKIES.session),
    clientAddress: req.ip ?? 'unknown',
    applyCookie: (instruction) => {
      if (!SUBGRAPH_SETTABLE_COOKIES.has(instruction.name) || res.headersSent) return;
      const options = { httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(req), path: '/' };
      if (instruction.value === null) res.clearCookie(instruction.name, options);
      else res.cookie(instruction.name, instruction.value, { ...options, maxAge: (instruction.maxAgeSeconds ?? 0) * 1000 || undefined });
    },
  };
}
