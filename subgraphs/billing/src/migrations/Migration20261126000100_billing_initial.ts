import { Migration } from '@mikro-orm/migrations';

export class Migration20261126000100_billing_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "billing"."site_billing" (
      "website_id" text primary key,
      "billing_status" text not null default 'TRIAL' check ("billing_status" in ('FREE', 'LINKED', 'SUBSCRIBED', 'TRIAL', 'RESOLD', 'RESOLD_GRACE_PERIOD')),
      "website_type" text not null default 'CLASSIC' check ("website_type" in ('CLASSIC', 'COVER_PAGE', 'PARKING_PAGE', 'COMMERCE', 'ENTERPRISE')),
      "country" text not null default 'US',
      "region" text,
      "customer_reference" text,
      "payment_method_reference" text,
      "payment_method_label" text,
      "credit_minor" integer not null default 0 check ("credit_minor" >= 0),
      "in_app_purchase_error" text,
      "invoice_count" integer not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "billing"."subscription" (
      "id" text primary key,
      "website_id" text not null,
      "product_type" text not null check ("product_type" in ('website', 'domain', 'google-apps', 'getty-image', 'campaigns', 'scheduling', 'member-areas')),
      "type" text not null default 'WEBSITE' check ("type" in ('WEBSITE', 'RESOLD')),
      "plan_id" text,
      "status" text not null check ("status" in ('trial', 'paid', 'pastdue', 'expired', 'resold', 'resold grace period', 'internal', 'comped')),
      "interval" text not null check ("interval" in ('MONTHLY', 'YEARLY')),
      "price_minor" integer not null check ("price_minor" >= 0),
      "current_period_start" timestamptz not null,
      "current_period_end" timestamptz not null,
      "anchor_day" integer not null check ("anchor_day" between 1 and 31),
      "auto_renew" boolean not null default true,
      "trial_ends_at" timestamptz,
      "past_due_since" timestamptz,
      "failed_charges" integer not null default 0,
      "next_retry_at" timestamptz,
      "pending_change" jsonb,
      "last_invoice_total" integer,
      "version" integer not null default 1,
      "created_at" timestamptz not null default now(),
      "ended_at" timestamptz
    )`);
    // One website subscription per site: the trial a new site starts is made once, however often asked.
    this.addSql(`create unique index "subscription_website_uq" on "billing"."subscription" ("website_id") where "product_type" = 'website'`);
    this.addSql(`create index "subscription_site_idx" on "billing"."subscription" ("website_id", "created_at")`);
    this.addSql(`create index "subscription_due_idx" on "billing"."subscription" ("current_period_end") where "status" in ('trial', 'paid')`);
    this.addSql(`create index "subscription_retry_idx" on "billing"."subscription" ("next_retry_at") where "status" = 'pastdue'`);
    this.addSql(`create table "billing"."invoice" (
      "id" text primary key,
      "website_id" text not null,
      "subscription_id" text not null references "billing"."subscription" ("id"),
      "number" text not null,
      "kind" text not null check ("kind" in ('SUBSCRIBE', 'RENEWAL', 'PLAN_CHANGE', 'PAYMENT')),
      "status" text not null default 'OPEN' check ("status" in ('OPEN', 'PAID', 'FAILED')),
      "lines" jsonb not null,
      "subtotal_minor" integer not null,
      "credit_applied_minor" integer not null default 0,
      "tax_minor" integer not null,
      "tax_rate_ppm" integer not null,
      "total_minor" integer not null check ("total_minor" >= 0),
      "currency" text not null,
      "idempotency_key" text not null unique,
      "attempts" integer not null default 0,
      "payment_reference" text,
      "failure_message" text,
      "created_at" timestamptz not null default now(),
      "paid_at" timestamptz,
      unique ("website_id", "number")
    )`);
    this.addSql(`create index "invoice_site_idx" on "billing"."invoice" ("website_id", "created_at" desc)`);
    this.addSql(`create table "billing"."test_payment_ledger" (
      "idempotency_key" text primary key,
      "kind" text not null,
      "amount_cents" bigint not null,
      "currency" text not null,
      "outcome" text not null,
      "reference" text null,
      "message" text null,
      "created_at" timestamptz not null default now())`);
    this.addSql(`create table "billing"."rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint)`);
  }
}
