import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000400_forms_owner_copies extends Migration {
  override async up(): Promise<void> {
    // The owner's copy of a submission still to be mailed: written with the submission, removed
    // once mailed, retried by forms.owner-copies with growing pauses when SMTP refuses it.
    this.addSql(`create table "forms"."pending_owner_copy" (
      "submission_id" text primary key references "forms"."form_submission" ("id") on delete cascade,
      "attempts" integer not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "last_error" text
    )`);
    this.addSql(`create index "pending_owner_copy_due_idx" on "forms"."pending_owner_copy" ("next_attempt_at")`);
  }
}
