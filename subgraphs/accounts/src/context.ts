import type { EntityManager } from '@mikro-orm/postgresql';
import type { CookieInstruction } from '@atelier/platform';

export interface Context {
  em: EntityManager;
  sessionToken: string | undefined;
  setCookie(instruction: CookieInstruction): void;
}
