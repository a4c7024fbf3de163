import type { MikroORM } from '@mikro-orm/postgresql';
import type { DemoSeedOptions } from '@atelier/platform';

/** The demo sites start with no webhooks: an address to post to is the owner's own server. */
export async function seedWebhooksDemo(_orm: MikroORM, _options: DemoSeedOptions): Promise<void> {}
