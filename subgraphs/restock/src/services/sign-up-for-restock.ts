import { checkRestockEmail } from '@atelier/forms';
import { isSoldOut, type ProductTypeName } from '@atelier/commerce';
import { newId, type UserError } from '@atelier/platform';
import { RESTOCK_ERRORS } from '../domain/restock-errors.ts';
import { settingsOf } from './restock-settings.ts';
import type { Context } from '../context.ts';

export interface SignUpRequest {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList?: boolean | null;
  captchaToken?: string | null;
}

const ORIGIN_UNKNOWN: UserError = { field: null, code: 'SITE_ORIGIN_UNKNOWN', message: 'Sign up on the store’s own address.' };

/** Refusals that leave nothing stored: thrown inside the transaction to roll it back. */
class Refusal extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

/**
 * Puts the visitor on a sold-out variant's list. Input, limits, captcha and the variant are
 * checked first; then one transaction spends the captcha, keeps one open sign-up per address and
 * variant, records a mailing-list opt-in, and notes that the variant is sold out now, so that
 * the units that come back next are a new restock (auto-send-plan.ts).
 */
export async function signUpForRestock(ctx: Context, request: SignUpRequest): Promise<{ ok: true } | { ok: false; userError: UserError }> {
  const siteId = ctx.siteId;
  if (!siteId) return { ok: false, userError: RESTOCK_ERRORS.noSite };
  const checked = checkRestockEmail(request.siteVisitorEmail);
  if (!checked.ok) return { ok: false, userError: checked.message === RESTOCK_ERRORS.emailBlank.message ? RESTOCK_ERRORS.emailBlank : RESTOCK_ERRORS.emailInvalid };
  const email = checked.email;
  if (request.variantId.length > 100 || request.productId.length > 100) return { ok: false, userError: RESTOCK_ERRORS.variantNotFound };
  if (!(await ctx.limits.signUp(ctx.clientAddress, `${siteId}:${request.variantId}`))) return { ok: false, userError: RESTOCK_ERRORS.rateLimited };

  const settings = await settingsOf(ctx.em, siteId);
  const captcha = await ctx.captcha.check(settings.captchaRequired ? 'builtin' : 'none', request.captchaToken, siteId);
  if (!captcha.ok) return { ok: false, userError: captcha.code === 'CAPTCHA_REQUIRED' ? RESTOCK_ERRORS.captchaRequired : RESTOCK_ERRORS.captchaInvalid };

  const facts = await ctx.catalog.signUpFacts(siteId, request.variantId);
  const variant = facts.variant;
  if (!variant || variant.product.id !== request.productId || variant.product.archived) return { ok: false, userError: RESTOCK_ERRORS.variantNotFound };
  if (!facts.site?.storeSettings.merchandisingSettings.restockNotificationsEnabled) return { ok: false, userError: RESTOCK_ERRORS.disabled };
  const productType = variant.product.productType as ProductTypeName;
  if (!isSoldOut({ productType, variants: [variant] })) return { ok: false, userError: RESTOCK_ERRORS.notSoldOut };
  if (!ctx.siteOrigin) return { ok: false, userError: ORIGIN_UNKNOWN };

  const siteOrigin = ctx.siteOrigin;
  const emailKey = email.toLowerCase();
  const joinMailingList = request.isJoinMailingList === true;
  try {
    await ctx.em.transactional(async (em) => {
      if (!(await captcha.spend(em))) throw new Refusal(RESTOCK_ERRORS.captchaInvalid);
      const sql = em;
      await sql.execute(
        `insert into "restock"."sign_up" ("id", "website_id", "product_id", "variant_id", "email", "email_key", "join_mailing_list", "site_origin", "created_at")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict ("website_id", "variant_id", "email_key") where "status" in ('waiting', 'queued')
         do update set "join_mailing_list" = "sign_up"."join_mailing_list" or excluded."join_mailing_list"`,
        [newId('rsu'), siteId, request.productId, request.variantId, email, emailKey, joinMailingList, siteOrigin, new Date()],
      );
      if (joinMailingList) {
        await sql.execute(
          `insert into "restock"."mailing_list_member" ("website_id", "email_key", "email", "source") values (?, ?, ?, 'restock') on conflict do nothing`,
          [siteId, emailKey, email],
        );
      }
      // Asking again is consent again: an address that unsubscribed earlier hears of this variant.
      await sql.execute(`delete from "restock"."unsubscribed_address" where "website_id" = ? and "email_key" = ?`, [siteId, emailKey]);
      await sql.execute(
        `insert into "restock"."variant_watch" ("website_id", "variant_id", "covered_units") values (?, ?, 0)
         on conflict ("website_id", "variant_id") do update set "covered_units" = 0, "updated_at" = now()`,
        [siteId, request.variantId],
      );
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, userError: error.userError };
    throw error;
  }
  return { ok: true };
}
