import { ADD_TO_CART_MESSAGES } from '@atelier/commerce';
import { slugRefusalText } from '@atelier/site';
import { errorsFrom, OWNER_ERROR_TEXTS, ruleText, type ErrorCatalogue, type UserError } from '@atelier/platform';
import type { CatalogErrorCode } from './generated/resolvers-types.ts';

/** The platform's one UserError, with the catalog subgraph's codes. */
export type CatalogUserError = UserError<CatalogErrorCode>;

/** What an owner named that the site does not have, in the words of the place it was named. */
const NOT_FOUND = {
  blog: 'This blog does not exist.',
  post: 'This post does not exist.',
  page: 'This page does not exist.',
  events: 'This events page does not exist.',
  event: 'This event does not exist.',
  gallery: 'This gallery does not exist.',
  collection: 'This page or collection does not exist.',
  folder: 'This folder does not exist.',
  shop: 'Choose one of the site’s shop collections.',
  homePage: 'Choose a page, shop or blog of this site.',
  product: 'This product does not exist.',
  variant: 'This variant does not exist.',
  variantOfProduct: 'This variant is not one of the product’s.',
} as const;

/** An address is one record's in its scope (domain/address-taken.ts). */
const URL_ID_TAKEN = {
  post: 'Another post of this blog has this address.',
  page: 'Another page or collection of this site has this address.',
  product: 'Another product of this collection has this address.',
  event: 'Another event of this events page has this address.',
} as const;

/** The texts of events and galleries that have a length of their own. */
const TEXT_NAMES = {
  soldOutText: 'The sold-out text',
  signUpMessage: 'The sign-up message',
  addressLine: 'An address line',
  addressCountry: 'The country',
  imageTitle: 'An image’s title',
  imageDescription: 'An image’s description',
} as const;

const IMAGE_TOO_LARGE = 'An image may be at most 10 MB.';

/** Why an image address cannot be one (services/images.ts checkImageUrl). */
const IMAGE_ADDRESS_PROBLEMS = {
  address: 'Enter the full address of an image, starting with https://.',
  credentials: 'An image address may not carry a user name or password.',
  length: 'An image address may be at most 2000 characters.',
} as const;

/** Why an image address given by the owner could not be fetched (services/fetch-image.ts). */
export type FetchFailure =
  | { why: 'scheme' | 'notPublic' | 'slow' | 'unreachable' | 'tooLarge' | 'redirects' }
  | { why: 'status'; status: number };

const FETCH_FAILURES = {
  scheme: 'The image address must start with http:// or https://.',
  notPublic: 'That address is not on the public internet; use a public image address, or upload the file.',
  slow: 'The image took too long to fetch. Try again, or upload the file.',
  unreachable: 'The image could not be fetched from that address. Check it, or upload the file.',
  tooLarge: IMAGE_TOO_LARGE,
  redirects: 'That address redirects too many times.',
} as const;

/**
 * Every code of the catalog subgraph (its SDL enum CatalogErrorCode) with its words, written once.
 * A code refused in several places names where with a parameter (`{ of: 'post' }`), so the words of
 * each place are here too. Codes a shared rule reports keep the rule's words (`ruleText`): a
 * product's checks (@atelier/commerce, which the dashboard's product form shows before sending,
 * and which also title posts and pages and check prices changed in bulk) and the SEO texts'
 * (@atelier/site).
 */
export const CATALOG_ERRORS = {
  ...OWNER_ERROR_TEXTS,
  NOT_FOUND: ({ of }: { of: keyof typeof NOT_FOUND }) => NOT_FOUND[of],
  VERSION_REQUIRED: 'Say which version of the product you changed.',
  VERSION_CONFLICT:
    'Someone else changed this product since you opened it. Reload it to see their changes, then make yours again.',
  RATE_LIMITED: (limit?: { of: 'newSites' }) =>
    limit?.of === 'newSites'
      ? 'Too many new sites in the last hour. Please try again later.'
      : ADD_TO_CART_MESSAGES.rateLimited,
  WRONG_PASSWORD: 'That password is not right. Please try again.',

  // Addresses, texts and labels of products, posts and pages.
  URL_ID_INVALID: (reserved?: { urlId: string }) =>
    reserved
      ? `“${reserved.urlId}” is used by Atelier itself; choose another.`
      : 'Use lower-case letters, digits and hyphens, at most 80.',
  URL_ID_TAKEN: ({ of }: { of: keyof typeof URL_ID_TAKEN }) => URL_ID_TAKEN[of],
  EXCERPT_TOO_LONG: ({ max }: { max: number }) => `An excerpt may be at most ${max} characters.`,
  BODY_TOO_LONG: ({ max }: { max: number }) =>
    `A description may be at most ${max.toLocaleString('en-US')} characters.`,
  TOO_MANY_LABELS: ({ field, max, maxLength }: { field: 'categories' | 'tags'; max: number; maxLength: number }) =>
    `At most ${max} ${field}, each at most ${maxLength} characters.`,
  NAVIGATION_INVALID: 'Choose a navigation of the theme, or none.',
  NOT_A_FOLDER: 'Choose a folder of this site to move it into.',
  FOLDER_IN_FOLDER: 'A folder cannot go into another folder: folders hold pages one level deep.',
  PASSWORD_TOO_LONG: ({ max }: { max: number }) => `A password may be at most ${max} characters.`,

  // What only the catalog asks of a product.
  TOO_MANY_IMAGES: ({ max, of = 'product' }: { max: number; of?: 'product' | 'gallery' }) =>
    `A ${of} may have at most ${max} images.`,
  IMAGE_REPEATED: 'An image is listed twice.',
  IMAGE_NOT_OF_PRODUCT: 'A variant’s image must be one of the product’s images.',
  FORM_INVALID: 'Choose one of the site’s forms.',
  SCARCITY_TEXT_TOO_LONG: ({ max }: { max: number }) => `A scarcity notice may be at most ${max} characters.`,
  VIEW_INVALID: 'Show the notice on the product page (detail) or in lists (list).',
  INPUT_SIZE: ({ max }: { max: number }) => `Change 1 to ${max} variants at once.`,

  // Images: uploads, addresses, and the site's icon.
  IMAGE_NOT_FOUND: ({ of }: { of: 'product' | 'gallery' | 'favicon' }) =>
    of !== 'favicon'
      ? `An image of this ${of} no longer exists. Upload it again.`
      : 'This image is not one of the site’s uploads. Upload it again.',
  IMAGE_EMPTY: 'Choose an image file.',
  IMAGE_TOO_LARGE,
  AUDIO_EMPTY: 'Choose an audio file.',
  AUDIO_TOO_LARGE: 'An audio file may be at most 10 MB.',
  AUDIO_UNREADABLE: 'This file is not audio we can play. Use MP3, Ogg, WAV, FLAC or M4A.',
  IMAGE_UNREADABLE: ({ why }: { why: 'format' | 'damaged' }) =>
    why === 'format'
      ? 'This file is not an image we can read. Use JPEG, PNG, WebP, GIF or AVIF.'
      : 'This image is damaged and could not be read.',
  URL_INVALID: ({ why }: { why: keyof typeof IMAGE_ADDRESS_PROBLEMS }) => IMAGE_ADDRESS_PROBLEMS[why],
  URL_UNREACHABLE: (failure: FetchFailure) =>
    failure.why === 'status'
      ? `That address answered ${failure.status} instead of an image.`
      : FETCH_FAILURES[failure.why],

  // The site's settings: domains, home page, theme, merchandising.
  DOMAIN_INVALID: 'Enter a domain name such as shop.example.com, without http:// or a path.',
  DOMAIN_TAKEN: 'This domain already serves another site.',
  TOO_MANY_DOMAINS: ({ max }: { max: number }) => `A site may have at most ${max} domains.`,
  HOME_PROTECTED: 'A page behind a password cannot be the home page: every visitor would meet its lock screen.',
  THEME_INVALID: 'This theme has problems; it was not used.',
  THEME_NOT_FOUND: ({ name }: { name: string }) => `There is no shipped theme called ${name}.`,
  THEME_VERSION_NOT_FOUND: 'This version of the theme does not exist. Reload the editor to see the site’s versions.',
  THEME_CHECKS_BUSY: ({ perOwner }: { perOwner: number }) =>
    `You have ${perOwner} theme ${perOwner === 1 ? 'check' : 'checks'} running already. Wait for one to finish, then try again.`,
  TEXT_TOO_LONG: ({ of, max }: { of: keyof typeof TEXT_NAMES; max: number }) =>
    `${TEXT_NAMES[of]} may be at most ${max} characters.`,

  // Events and the site's share buttons.
  EVENT_DATE_INVALID: ({ of }: { of: 'start' | 'end' }) =>
    `Enter when the event ${of === 'start' ? 'starts' : 'ends'} as a date and time between the years 1970 and 9999.`,
  EVENT_ENDS_BEFORE_START: 'An event cannot end before it starts.',
  MAP_POSITION_INVALID:
    'Give the map position as a latitude from -90 to 90 and a longitude from -180 to 180, or leave both empty.',
  // The origins an owner allows the site's pages to load from, in packages/theme checkOwnerOrigins' words.
  CSP_DIRECTIVE_INVALID: ruleText,
  CSP_ORIGIN_INVALID: ruleText,
  TOO_MANY_CSP_ORIGINS: ruleText,
  SHARE_SERVICE_UNKNOWN: ({ name }: { name: string }) =>
    `“${name}” is not a share button Atelier offers: choose among Facebook, X, LinkedIn, Pinterest, Reddit and E-mail.`,

  // A new site: its address (words of packages/site, which the new-site form shows too) and settings.
  SLUG_INVALID: (slug: { slug: string; suggestion: string }) => slugRefusalText('SLUG_INVALID', slug),
  SLUG_RESERVED: (slug: { slug: string; suggestion: string }) => slugRefusalText('SLUG_RESERVED', slug),
  SLUG_TAKEN: (slug: { slug: string; suggestion: string }) => slugRefusalText('SLUG_TAKEN', slug),
  CURRENCY_INVALID: 'Choose one of the store currencies, such as USD, EUR or JPY.',
  LOCALE_INVALID: 'Choose a language and region, such as en-US or fr-FR.',
  TIME_ZONE_INVALID: 'Choose a time zone, such as America/New_York.',
  TOO_MANY_SITES: ({ max }: { max: number }) => `An owner may have at most ${max} sites.`,
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address first: follow the link we mailed you, then create your site.',

  // The site's plan (packages/billing writes the words, which the dashboard's upsell shows too).
  FEATURE_NOT_IN_PLAN: ruleText,
  PLAN_LIMIT_REACHED: ruleText,

  // A product, a post's or page's title, and prices, as checkProductDraft, titleProblem and priceProblems (@atelier/commerce) read them.
  TITLE_REQUIRED: ruleText,
  TITLE_TOO_LONG: ruleText,
  BUTTON_TEXT_REQUIRED: ruleText,
  BUTTON_TEXT_TOO_LONG: ruleText,
  OPTIONS_REQUIRED: ruleText,
  TOO_MANY_OPTIONS: ruleText,
  OPTION_NAME_REQUIRED: ruleText,
  OPTION_NAME_TOO_LONG: ruleText,
  OPTION_NAME_REPEATED: ruleText,
  OPTION_UNKNOWN: ruleText,
  OPTION_VALUE_REQUIRED: ruleText,
  OPTION_VALUE_TOO_LONG: ruleText,
  COMBINATION_REPEATED: ruleText,
  VARIANTS_REQUIRED: ruleText,
  TOO_MANY_VARIANTS: ruleText,
  SKU_REQUIRED: ruleText,
  SKU_INVALID: ruleText,
  SKU_REPEATED: ruleText,
  PRICE_INVALID: ruleText,
  SALE_PRICE_NOT_LOWER: ruleText,
  DIGITAL_ONE_PRICE: ruleText,
  STOCK_INVALID: ruleText,
  WEIGHT_INVALID: ruleText,
  NOT_SUBSCRIBABLE: ruleText,
  PLAN_REQUIRED: ruleText,
  PERIOD_INVALID: ruleText,
  CYCLES_INVALID: ruleText,
  // SEO texts as checkSeoText (@atelier/site) reads them.
  SEO_TITLE_TOO_LONG: ruleText,
  SEO_DESCRIPTION_TOO_LONG: ruleText,
} as const satisfies ErrorCatalogue<CatalogErrorCode>;

export const { userError, refuse } = errorsFrom(CATALOG_ERRORS);
