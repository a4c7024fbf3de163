import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000300_forms_captcha_keys extends Migration {
  override async up(): Promise<void> {
    // A site's keys of a hosted captcha provider; the secret key sealed with the server secret.
    this.addSql(`create table "forms"."site_captcha" (
      "website_id" text not null,
      "provider" text not null check ("provider" in ('recaptcha', 'hcaptcha', 'turnstile')),
      "site_key" text not null,
      "sealed_secret_key" text not null,
      "updated_at" timestamptz not null default now(),
      primary key ("website_id", "provider")
    )`);
  }
}
