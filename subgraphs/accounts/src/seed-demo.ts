import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_OWNER, DEMO_SITES } from '@atelier/demo-site';
import { Owner } from './entities/owner.ts';
import { hashPassword } from '@atelier/platform';

/** Creates the demo owner, who owns every demo site, unless it is already there. */
export async function seedAccountsDemo(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const siteIds = DEMO_SITES.map((site) => site.website.id);
  const existing = await em.findOne(Owner, { id: DEMO_OWNER.id });
  if (existing) {
    // A demo seeded before the second site existed gets it too.
    if (siteIds.some((id) => !existing.websiteIds.includes(id)))
      existing.websiteIds = [...new Set([...existing.websiteIds, ...siteIds])];
    await em.flush();
    return;
  }
  em.create(Owner, {
    id: DEMO_OWNER.id,
    email: DEMO_OWNER.email,
    name: DEMO_OWNER.name,
    passwordHash: await hashPassword(DEMO_OWNER.password),
    websiteIds: siteIds,
    emailVerifiedAt: new Date(),
  });
  await em.flush();
}
