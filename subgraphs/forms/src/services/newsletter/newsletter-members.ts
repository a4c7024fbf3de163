import type { EntityManager } from '@mikro-orm/postgresql';
import { newsletterEmailField, type FormDefinition } from '@atelier/forms';

/** A row of forms.newsletter_member as the owner's list and the unsubscribe page read it. */
export interface NewsletterMember {
  email: string;
  formId: string;
  signedUpAt: Date;
  unsubscribedAt: Date | null;
}

/** Timestamps as em.execute hands them back: text, not Dates. */
interface MemberRow {
  email: string;
  form_id: string;
  signed_up_at: string | Date;
  unsubscribed_at: string | Date | null;
}

const memberOf = (row: MemberRow): NewsletterMember => ({
  email: row.email,
  formId: row.form_id,
  signedUpAt: new Date(row.signed_up_at),
  unsubscribedAt: row.unsubscribed_at === null ? null : new Date(row.unsubscribed_at),
});

/** One address once on a site's list, however it was written. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/**
 * A newsletter form's submission, in its transaction: the address joins the site's list. An address
 * on it already keeps its sign-up date and is not welcomed again; one that had unsubscribed joins
 * anew (the visitor asked again) and is welcomed. Without the site's origin no link can be made, so
 * no welcome is due. Returns the address signed up; null when the form is no newsletter sign-up.
 */
export async function recordNewsletterSignUp(
  em: EntityManager,
  form: { id: string; websiteId: string; definition: FormDefinition },
  answers: Record<string, unknown>,
  siteOrigin: string | undefined,
): Promise<string | null> {
  const field = form.definition.newsletter ? newsletterEmailField(form.definition) : undefined;
  const email = field && answers[field.id];
  if (typeof email !== 'string' || !email.trim()) return null;
  await em.execute(
    `insert into "forms"."newsletter_member" as "m" ("website_id", "email_key", "email", "form_id", "site_origin", "welcome_due_at")
     values (?, ?, ?, ?, ?, case when ?::text is null then null else now() end)
     on conflict ("website_id", "email_key") do update set
       "email" = excluded."email", "form_id" = excluded."form_id", "site_origin" = coalesce(excluded."site_origin", "m"."site_origin"),
       "signed_up_at" = case when "m"."unsubscribed_at" is null then "m"."signed_up_at" else now() end,
       "welcome_due_at" = case when "m"."unsubscribed_at" is null then "m"."welcome_due_at" else excluded."welcome_due_at" end,
       "welcome_attempts" = case when "m"."unsubscribed_at" is null then "m"."welcome_attempts" else 0 end,
       "unsubscribed_at" = null`,
    [form.websiteId, emailKeyOf(email), email.trim(), form.id, siteOrigin ?? null, siteOrigin ?? null],
  );
  return email.trim();
}

/** The site's list, newest sign-up first, with who unsubscribed and when. */
export async function newsletterMembers(em: EntityManager, siteId: string, first: number): Promise<NewsletterMember[]> {
  const rows = await em.execute<MemberRow[]>(
    `select "email", "form_id", "signed_up_at", "unsubscribed_at" from "forms"."newsletter_member"
     where "website_id" = ? order by "signed_up_at" desc, "email_key" limit ?`,
    [siteId, first],
  );
  return rows.map(memberOf);
}

/** One address of the site's list; null when it never signed up. */
export async function newsletterMember(
  em: EntityManager,
  siteId: string,
  email: string,
): Promise<NewsletterMember | null> {
  const [row] = await em.execute<MemberRow[]>(
    `select "email", "form_id", "signed_up_at", "unsubscribed_at" from "forms"."newsletter_member" where "website_id" = ? and "email_key" = ?`,
    [siteId, emailKeyOf(email)],
  );
  return row ? memberOf(row) : null;
}
