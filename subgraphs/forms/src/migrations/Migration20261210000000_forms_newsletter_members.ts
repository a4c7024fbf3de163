import { Migration } from '@mikro-orm/migrations';

export class Migration20261210000000_forms_newsletter_members extends Migration {
  override async up(): Promise<void> {
    // The addresses on a site's newsletter, one row each, written with the newsletter form's
    // submission. An unsubscribe link sets unsubscribed_at (the owner sees who left and when); a new
    // sign-up clears it. The welcome mail is due while welcome_due_at is set: the forms.newsletter-
    // welcomes job retries it with growing pauses when SMTP refuses it.
    this.addSql(`create table "forms"."newsletter_member" (
      "website_id" text not null,
      "email_key" text not null,
      "email" text not null,
      "form_id" text not null,
      "site_origin" text,
      "signed_up_at" timestamptz not null default now(),
      "unsubscribed_at" timestamptz,
      "welcome_due_at" timestamptz,
      "welcome_attempts" integer not null default 0,
      "last_error" text,
      primary key ("website_id", "email_key")
    )`);
    this.addSql(
      `create index "newsletter_member_signed_up_idx" on "forms"."newsletter_member" ("website_id", "signed_up_at" desc)`,
    );
    this.addSql(
      `create index "newsletter_member_welcome_due_idx" on "forms"."newsletter_member" ("welcome_due_at") where "welcome_due_at" is not null`,
    );
  }
}
