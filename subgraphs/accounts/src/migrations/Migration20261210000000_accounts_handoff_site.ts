import { Migration } from '@mikro-orm/migrations';

/**
 * A session hand-off token names the website it was made for, and is redeemed only on that site's
 * host (services/session-handoff.ts). Tokens issued before live 60 seconds and have no site: they are
 * refused, as if expired.
 */
export class Migration20261210000000_accounts_handoff_site extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "accounts"."account_link" add column "website_id" text null`);
  }
}
