import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import {
  donationAmountOf,
  donationBounds,
  formatMoney,
  moneyOf,
  OTHER_DONATION,
  suggestedDonations,
  type MoneyFormat,
} from '@atelier/commerce';
import { crumbIsValid, statusOfUserError } from '@atelier/platform';
import { PAGE_TYPES } from '@atelier/site';
import {
  DonateDocument,
  DonationPageDocument,
  SiteCurrencyDocument,
  SitePageDocument,
} from '../../graphql/generated/storefront.ts';
import { crumbRefusalMessage, pageCrumb } from '../crumb.ts';
import { storefrontMoneyFormat } from '../render/money-format-tag.ts';
import type { SiteFrame } from '../render/theme-page.ts';
import { plainPageSeo } from '../seo/page-seo.ts';
import { sendNoSite } from './message-pages.ts';
import { notFoundPage, sendSitePage, type StorefrontOptions } from './storefront-pages.ts';
import { cartVariables } from './visitor-cart.ts';

/** What the donor posted, kept to fill the form again when it is refused (never the card number). */
interface DonationForm {
  choice: string;
  other: string;
  email: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const postedForm = (body: Record<string, unknown>): DonationForm => ({
  choice: text(body.choice, 20),
  other: text(body.other, 40),
  email: text(body.email, 320),
});

const money = (minor: number, currency: string, format: MoneyFormat) => formatMoney(moneyOf(minor, currency), format);

/** The donation block's JSON (blocks/donation.block): the suggested amounts written in the site's format, and a new attempt key. */
function donationBlockJson(res: Response, frame: SiteFrame, form?: DonationForm, error?: string) {
  const format = storefrontMoneyFormat(frame.money);
  const currency = frame.money.storeSettings.selectedCurrency;
  const { leastMinor, mostMinor } = donationBounds(currency);
  return {
    action: '/donate',
    crumb: pageCrumb(res),
    // One key per drawn form: a double submit is one donation, a retry after a refusal a new one.
    key: randomBytes(18).toString('base64url'),
    currency,
    amounts: suggestedDonations(currency).map((minor) => ({
      value: String(minor),
      label: money(minor, currency, format),
      checked: form?.choice === String(minor),
    })),
    otherChecked: form?.choice === OTHER_DONATION,
    other: form?.other ?? '',
    least: money(leastMinor, currency, format),
    most: money(mostMinor, currency, format),
    email: form?.email ?? '',
    ...(error ? { error } : {}),
  };
}

/** The donate page (203): the donation block; again with the donor's answers and why, when refused. */
export async function donatePage(
  options: StorefrontOptions,
  req: Request,
  res: Response,
  refused?: { status: number; message: string; form: DonationForm },
) {
  const data = await options.execute(SitePageDocument, cartVariables(req), req, res);
  if (!data.website) return sendNoSite(res);
  const page = {
    pageType: PAGE_TYPES.DONATE,
    view: 'pages/donate.page',
    json: {},
    pageTitle: 'Make a donation',
    pageId: 'donate',
    status: refused?.status,
    seo: plainPageSeo('Make a donation', '/donate', Boolean(refused)),
  };
  await sendSitePage(options, req, res, { website: data.website, cart: data.shoppingCart }, page, async (frame) => ({
    ...page,
    json: { donation: donationBlockJson(res, frame, refused?.form, refused?.message) },
  }));
}

/**
 * The donation block posts here: the crumb and the amount checked by packages/commerce's rules (the
 * subgraph checks them again), then the donate mutation; 303 to the contribution page once given,
 * else the donate page again at the refusal's status, saying why.
 */
export async function donatePost(options: StorefrontOptions, req: Request, res: Response) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const form = postedForm(body);
  const refuse = (status: number, message: string) => donatePage(options, req, res, { status, message, form });
  if (!crumbIsValid(options.crumbs, req, 'form')) return refuse(403, crumbRefusalMessage(req));
  const { website } = await options.execute(SiteCurrencyDocument, {}, req, res);
  if (!website) return sendNoSite(res);
  const amount = donationAmountOf(form, website.storeSettings.selectedCurrency);
  if (!amount.ok) return refuse(400, amount.message);
  const input = {
    idempotencyKey: text(body.key, 100),
    email: form.email,
    amountCents: amount.amountMinor,
    cardNumber: text(body.cardNumber, 40),
  };
  const { donate } = await options.execute(DonateDocument, { input }, req, res);
  const [refusal] = donate.userErrors;
  if (refusal) return refuse(statusOfUserError(refusal.code), refusal.message);
  if (!donate.donation || !donate.donationToken) throw new Error('donate answered neither a donation nor userErrors');
  res.redirect(
    303,
    `/commerce/donations/${encodeURIComponent(donate.donation.id)}?token=${encodeURIComponent(donate.donationToken)}`,
  );
}

/** A donation's page for the holder of its link: contribution confirmed (204). A wrong token finds nothing: 404. */
export async function donationPage(options: StorefrontOptions, req: Request, res: Response) {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const id = String(req.params.donationId);
  const [site, found] = await Promise.all([
    options.execute(SitePageDocument, cartVariables(req), req, res),
    token ? options.execute(DonationPageDocument, { id, token }, req, res) : Promise.resolve({ donation: null }),
  ]);
  if (!site.website) return sendNoSite(res);
  const donation = found.donation;
  if (!donation) return notFoundPage(options, req, res);
  const title = donation.status === 'PAID' ? 'Thank you for your contribution' : 'Contribution received';
  const page = {
    pageType: PAGE_TYPES.CONTRIBUTION_CONFIRMED,
    view: 'pages/donation.page',
    json: {},
    pageTitle: title,
    pageId: 'donation',
    // A donation's address without its token: a link only its holder has, kept out of indexes.
    seo: plainPageSeo(title, `/commerce/donations/${encodeURIComponent(id)}`, true),
  };
  await sendSitePage(options, req, res, { website: site.website, cart: site.shoppingCart }, page, async (frame) => ({
    ...page,
    json: {
      donation: {
        status: donation.status,
        email: donation.email,
        amount: money(donation.amountCents, donation.currency, storefrontMoneyFormat(frame.money)),
      },
    },
  }));
}
