import { RestockSettingSchema } from './restock-setting.ts';
import { SignUpSchema } from './sign-up.ts';

/** The restock schema's entities; mailing_list_member, variant_watch and unsubscribed_address are written in SQL (upserts). */
export const restockEntities = [SignUpSchema, RestockSettingSchema];
