import type { EntityManager } from '@mikro-orm/postgresql';
import type { CookieInstruction } from '@atelier/platform';
import type { LoginLimits } from './services/login-limits.ts';

export interface Context {
  em: EntityManager;
  sessionToken: string | undefined;
  setCookie(instruction: CookieInstruction): void;
  loginLimits: LoginLimits;
  /** The client's address as the gateway saw it; 'unknown' when not told. */
  clientAddress: string;
}
