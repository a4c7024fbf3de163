import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Saves; false when another save took the same address in the same moment (the unique index decides). */
export async function flushUnlessTaken(em: EntityManager): Promise<boolean> {
  try {
    await em.flush();
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
}
