import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_OWNER } from '@atelier/demo-site';
import { Owner } from './entities/owner.ts';
import { hashPassword } from '@atelier/platform';

/** Creates the demo owner unless it is already there (the catalog's seed makes them the owner of the demo sites). */
export async function seedAccountsDemo(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  if (await em.findOne(Owner, { id: DEMO_OWNER.id })) return;
  em.create(Owner, {
    id: DEMO_OWNER.id,
    email: DEMO_OWNER.email,
    name: DEMO_OWNER.name,
    passwordHash: await hashPassword(DEMO_OWNER.password),
    emailVerifiedAt: new Date(),
  });
  await em.flush();
}
