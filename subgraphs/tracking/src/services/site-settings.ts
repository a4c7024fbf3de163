import type { EntityManager } from '@mikro-orm/postgresql';
import { TrackingSiteSetting } from '../entities/site-setting.ts';

/** Whether the site records visits: on unless its owner turned it off. */
export async function trackingEnabled(em: EntityManager, siteId: string): Promise<boolean> {
  const setting = await em.findOne(TrackingSiteSetting, { siteId }, { fields: ['trackingEnabled'] });
  return setting?.trackingEnabled ?? true;
}
