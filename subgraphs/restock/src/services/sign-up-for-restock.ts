import { checkRestockEmail, RESTOCK_MESSAGES } from '@atelier/forms';
import { isSoldOut, type ProductTypeName } from '@atelier/commerce';
import { appendWebhookEvent, newId, ok, Refusal, unlessRefused, type FieldPath, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { RestockErrorCode } from '../generated/resolvers-types.ts';
import { settingsOf } from './restock-settings.ts';
import type { Context } from '../context.ts';

export interface SignUpRequest {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList?: boolean | null;
  captchaToken?: string | null;
}

const EMAIL: FieldPath = ['input', 'siteVisitorEmail'];
const CAPTCHA: FieldPath = ['input', 'captchaToken'];
const VARIANT: FieldPath = ['input', 'variantId'];

/**
 * Puts the visitor on a sold-out variant's list. Input, limits, captcha and the variant are
 * checked first; then one transaction spends the captcha, keeps one open sign-up per address and
 * variant, records a mailing-list opt-in, and notes that the variant is sold out now, so that
 * the units that come back next are a new restock (auto-send-plan.ts).
 */
export async function signUpForRestock(ctx: Context, request: SignUpRequest): Promise<Outcome<void, RestockErrorCode>> {
  const siteId = ctx.siteId;
  if (!siteId) return refuse('VARIANT_NOT_FOUND', null, { noStore: true });
  const checked = checkRestockEmail(request.siteVisitorEmail);
  if (!checked.ok)
    return refuse(checked.message === RESTOCK_MESSAGES.emailBlank ? 'EMAIL_BLANK' : 'EMAIL_INVALID', EMAIL);
  const email = checked.email;
  if (request.variantId.length > 100 || request.productId.length > 100) return refuse('VARIANT_NOT_FOUND', VARIANT);
  if (!(await ctx.limits.signUp(ctx.clientAddress, `${siteId}:${request.variantId}`))) return refuse('RATE_LIMITED');

  const settings = await settingsOf(ctx.em, siteId);
  const captcha = await ctx.captcha.check(settings.captchaRequired ? 'builtin' : 'none', request.captchaToken, siteId);
  if (!captcha.ok) return refuse(captcha.code === 'CAPTCHA_REQUIRED' ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_INVALID', CAPTCHA);

  const facts = await ctx.catalog.signUpFacts(siteId, request.variantId);
  const variant = facts.variant;
  if (!variant || variant.product.id !== request.productId || variant.product.archived)
    return refuse('VARIANT_NOT_FOUND', VARIANT);
  if (!facts.site?.storeSettings.merchandisingSettings.restockNotificationsEnabled) return refuse('RESTOCK_DISABLED');
  const productType = variant.product.productType as ProductTypeName;
  if (!isSoldOut({ productType, variants: [variant] })) return refuse('NOT_SOLD_OUT', VARIANT);
  if (!ctx.siteOrigin) return refuse('SITE_ORIGIN_UNKNOWN');

  const siteOrigin = ctx.siteOrigin;
  const emailKey = email.toLowerCase();
  const joinMailingList = request.isJoinMailingList === true;
  // A refusal inside rolls back what was written before it.
  return unlessRefused(() =>
    ctx.em.transactional(async (em) => {
      if (!(await captcha.spend(em))) throw new Refusal(refuse('CAPTCHA_INVALID', CAPTCHA));
      const sql = em;
      const [signUp] = await sql.execute<{ id: string }[]>(
        `insert into "restock"."sign_up" ("id", "website_id", "product_id", "variant_id", "email", "email_key", "join_mailing_list", "site_origin", "created_at")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict ("website_id", "variant_id", "email_key") where "status" in ('waiting', 'queued')
         do update set "join_mailing_list" = "sign_up"."join_mailing_list" or excluded."join_mailing_list"
         returning "id"`,
        [
          newId('rsu'),
          siteId,
          request.productId,
          request.variantId,
          email,
          emailKey,
          joinMailingList,
          siteOrigin,
          new Date(),
        ],
      );
      if (joinMailingList) {
        await sql.execute(
          `insert into "restock"."mailing_list_member" ("website_id", "email_key", "email", "source") values (?, ?, ?, 'restock') on conflict do nothing`,
          [siteId, emailKey, email],
        );
      }
      // Asking again is consent again: an address that unsubscribed earlier hears of this variant.
      await sql.execute(`delete from "restock"."unsubscribed_address" where "website_id" = ? and "email_key" = ?`, [
        siteId,
        emailKey,
      ]);
      await sql.execute(
        `insert into "restock"."variant_watch" ("website_id", "variant_id", "covered_units") values (?, ?, 0)
         on conflict ("website_id", "variant_id") do update set "covered_units" = 0, "updated_at" = now()`,
        [siteId, request.variantId],
      );
      await appendWebhookEvent(em, siteId, 'restock.signed_up', {
        signUpId: signUp!.id,
        productId: request.productId,
        variantId: request.variantId,
        email,
        joinMailingList,
      });
      return ok(undefined);
    }),
  );
}
