import { beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '@atelier/html';
import { checkThemeFolder, renderThemeBlock, shippedThemeDir, type CompiledTheme } from '@atelier/theme';
import { moneyHtml, plainMoneyFormat } from '../packages/commerce/src/money-format.ts';
import { render } from '../packages/template-language/src/test-render.ts';
import { bodyFromEditor } from '../subgraphs/catalog/src/domain/rich-text.ts';
import { highlightHtml, MARK_END, MARK_START } from '../subgraphs/catalog/src/domain/search-query.ts';
import { noticeMessage } from '../subgraphs/restock/src/domain/notice-message.ts';
import { confirmationBody, unsubscribedBody, unsubscribePageHtml } from '../gateway/src/rest/restock-unsubscribe.ts';
import { productArtSvg } from '../web/src/server/media/product-art.ts';
import { cartViewHtml } from '../web/src/server/render/cart-view.ts';
import { dataBlock } from '../web/src/server/render/data-block.ts';
import { formBlockJson } from '../web/src/server/render/form-blocks.ts';
import { renderTemplate } from '../web/src/server/render/template-renderer.ts';
import { rssXml } from '../web/src/server/seo/rss-xml.ts';
import { seoHead } from '../web/src/server/seo/seo-head.ts';
import { sitemapUrl } from '../web/src/server/seo/sitemap-xml.ts';

/**
 * Every place that prints an owner's or a visitor's text into HTML or XML, fed a text made of the five
 * characters of markup. Where the text shows, it shows in the one escaped form (packages/html), and
 * nowhere raw or half escaped: once those forms are taken out of the output, no "Tom" or "Jerry" is
 * left. A JSON value inside an attribute is the escape of its JSON; inside a script element, JSON
 * with no character that could end the element.
 */
const TEXT = `<"Tom & Jerry's">`;
const ESCAPED = '&lt;&quot;Tom &amp; Jerry&#39;s&quot;&gt;';
/** The text as a JSON string's content (inside an escaped JSON attribute). */
const ESCAPED_JSON = escapeHtml(JSON.stringify(TEXT).slice(1, -1));

function expectOnlyEscaped(output: string, forms: readonly string[] = [ESCAPED]) {
  expect(output).toContain(ESCAPED);
  const rest = forms.reduce((left, form) => left.split(form).join(''), output);
  expect(rest).not.toMatch(/Tom|Jerry/);
}

/** A script element's JSON: nothing that could close it or start a reference, and the text back when read. */
function expectScriptJson(element: string, read: (value: any) => unknown) {
  const body = /^<script[^>]*>([\s\S]*)<\/script>\n?$/.exec(element)?.[1];
  expect(body, element).toBeDefined();
  expect(body).not.toMatch(/[<>&]/);
  expect(read(JSON.parse(body!))).toBe(TEXT);
}

const item = {
  id: 'p1',
  title: TEXT,
  fullUrl: `/shop/p/${TEXT}`,
  structuredContent: {
    productType: 1,
    variantOptionOrdering: [TEXT],
    variants: [
      {
        id: 'v1',
        qtyInStock: 3,
        unlimited: false,
        attributes: { [TEXT]: TEXT },
        priceMoney: { currency: 'USD', value: '1.00' },
      },
      {
        id: 'v2',
        qtyInStock: 3,
        unlimited: false,
        attributes: { [TEXT]: 'Plain' },
        priceMoney: { currency: 'USD', value: '1.00' },
      },
    ],
  },
};
const soldOut = {
  ...item,
  structuredContent: {
    ...item.structuredContent,
    variants: item.structuredContent.variants.map((v) => ({ ...v, qtyInStock: 0 })),
  },
};
const refusedAdd = {
  crumb: TEXT,
  refusal: { itemId: 'p1', title: TEXT, message: TEXT, choices: { [TEXT]: TEXT }, quantity: TEXT },
};

const cartEntry = (
  id: string,
  productType: 'PHYSICAL' | 'GIFT_CARD',
  title: string,
  additionalFields: string | null,
) => ({
  __typename: 'CartEntry' as const,
  id,
  itemId: `prod_${id}`,
  quantity: 1,
  unitPriceCents: 100,
  lineTotalCents: 100,
  additionalFields,
  chosenVariant: {
    __typename: 'ChosenVariant' as const,
    sku: 'SKU',
    attributes: [{ __typename: 'VariantAttribute' as const, name: TEXT, value: TEXT }],
  },
  product: {
    __typename: 'Product' as const,
    id: `prod_${id}`,
    title,
    fullUrl: `/shop/p/${TEXT}`,
    productType,
    additionalFieldsFormId: null,
    mainImageUrl: `/media/product-art/${TEXT}.svg`,
    images: [],
    variants: [],
  },
});

const form = {
  __typename: 'Form' as const,
  id: 'form_probe',
  name: TEXT,
  fields: [
    { type: 'section', title: TEXT, description: TEXT },
    { type: 'text', title: TEXT, description: TEXT, maxLength: 40 },
    { type: 'select', title: TEXT, description: '', options: [TEXT] },
    { type: 'radio', title: TEXT, description: '', options: [TEXT] },
    {
      type: 'likert',
      title: TEXT,
      description: '',
      likertQuestions: [TEXT],
      likertScale: [TEXT, TEXT, TEXT, TEXT, TEXT],
    },
    { type: 'name', title: TEXT, description: TEXT },
  ].map((field, index) => ({
    __typename: 'FormField' as const,
    id: `f${index}`,
    required: true,
    options: [],
    likertQuestions: [],
    likertScale: [],
    maxLength: null,
    phoneParts: null,
    queryKey: null,
    ...field,
  })),
  submissionMessage: TEXT,
  disclaimer: TEXT,
  captcha: 'none',
  definitionJson: JSON.stringify({ name: TEXT }),
};

let atelierTheme: CompiledTheme;
beforeAll(async () => {
  atelierTheme = (await checkThemeFolder(shippedThemeDir('atelier'))).theme!;
});

type Row = { place: string; output: () => string; forms?: readonly string[] };

const ROWS: Row[] = [
  { place: 'the html formatter', output: () => render('<p>{t|html}</p>', { t: TEXT }).output },
  {
    place: 'the htmlattr formatter (single-quoted attribute)',
    output: () => render(`<img alt='{t|htmlattr}'>`, { t: TEXT }).output,
  },
  { place: 'the htmltag formatter', output: () => render('<a title="{t|htmltag}">', { t: TEXT }).output },
  {
    place: 'variants-select (option names and values; its JSON in data-variants)',
    output: () => render('{@|variants-select}', item).output,
    forms: [ESCAPED, ESCAPED_JSON],
  },
  {
    place: "add-to-cart-btn's sold-out text",
    output: () =>
      render('{@|add-to-cart-btn}', { ...soldOut, productMerchandisingContext: { p1: { customSoldOutText: TEXT } } })
        .output,
  },
  {
    place: 'the no-scripts add form (address, crumb, refusal, the choices and quantity kept)',
    output: () =>
      render('{@|add-to-cart-btn}{@|variants-select}{@|quantity-input}', { ...item, addToCartForm: refusedAdd }).output,
    forms: [ESCAPED, ESCAPED_JSON],
  },
  {
    place: 'an amount in a page (moneyHtml)',
    output: () => moneyHtml({ minor: 100, currency: 'USD' }, { ...plainMoneyFormat('USD'), symbol: TEXT }),
  },
  { place: 'a search excerpt', output: () => highlightHtml(`${TEXT} ${MARK_START}${TEXT}${MARK_END}`) },
  { place: 'a post body typed as text', output: () => bodyFromEditor(`${TEXT}\n\n${TEXT}\n${TEXT}`) },
  {
    place: "the restock notice's HTML mail",
    output: () =>
      noticeMessage({
        siteTitle: TEXT,
        productTitle: TEXT,
        options: [{ name: TEXT, value: TEXT }],
        productUrl: `http://x/${TEXT}`,
        unsubscribeUrl: `http://x/?t=${TEXT}`,
      }).html,
  },
  {
    place: 'the restock unsubscribe page (store, heading, token)',
    output: () => unsubscribePageHtml(TEXT, confirmationBody(TEXT), TEXT, 'nonce'),
  },
  { place: 'the restock unsubscribed page (address)', output: () => unsubscribedBody(TEXT) },
  {
    place: 'the server-drawn cart (title, variant, answers, crumb, refusals)',
    output: () =>
      cartViewHtml({
        cart: {
          __typename: 'ShoppingCart',
          id: 'cart_1',
          totalQuantity: 2,
          subtotalCents: 200,
          subtotalAmount: { __typename: 'Money', value: '2.00', currency: 'USD' },
          entries: [
            cartEntry('a', 'PHYSICAL', TEXT, null),
            cartEntry('b', 'GIFT_CARD', TEXT, JSON.stringify({ recipientEmail: TEXT, giftMessage: TEXT })),
          ],
        },
        forms: new Map(),
        crumb: TEXT,
        money: plainMoneyFormat('USD'),
        lineErrors: { a: TEXT, gone: TEXT },
        problem: TEXT,
      }),
  },
  {
    place: "a page's head tags (title, description, addresses, feed)",
    output: () =>
      seoHead(
        {
          title: TEXT,
          description: TEXT,
          type: 'product',
          canonicalPath: `/shop/p/${TEXT}`,
          image: `/media/${TEXT}.png`,
          feed: { title: TEXT, path: `/notes?x=${TEXT}` },
        },
        { origin: 'http://kiln.localhost', title: TEXT, locale: 'en-GB' },
        'nonce',
      ),
  },
  {
    place: 'an RSS feed',
    output: () =>
      rssXml(
        { title: TEXT, link: `http://x/${TEXT}`, self: `http://x/?f=${TEXT}`, description: TEXT, language: 'en-GB' },
        [
          {
            title: TEXT,
            link: `http://x/${TEXT}`,
            published: Date.UTC(2026, 0, 1),
            author: TEXT,
            categories: [TEXT],
            description: TEXT,
          },
        ],
      ),
  },
  { place: 'a sitemap entry', output: () => sitemapUrl(`http://x/${TEXT}`, TEXT) },
  { place: "drawn product art's label", output: () => productArtSvg(TEXT) },
  {
    place: "the site server's own layout (title, header, navigation, the cart's JSON)",
    output: () =>
      renderTemplate('site', {
        pageTitle: TEXT,
        pageKind: TEXT,
        pageBody: '',
        header: { title: TEXT, href: `/${TEXT}` },
        nav: [{ label: TEXT, href: `/${TEXT}` }],
        assets: { styles: [], scripts: [] },
        nonce: 'nonce',
        showCartPill: true,
        cartJson: JSON.stringify({ title: TEXT }),
        dataBlocks: '',
      }),
    forms: [ESCAPED, ESCAPED_JSON],
  },
  {
    place: 'the plain message and error page',
    output: () => renderTemplate('message', { heading: TEXT, message: TEXT, linkHref: `/${TEXT}`, linkLabel: TEXT }),
  },
  {
    // Ledger draws its forms with this block too (the default theme is every theme's fallback).
    place: "a page's form block (title, fields, choices, likert, texts; its definition's JSON)",
    output: () => renderThemeBlock(atelierTheme, { block: 'form.block', json: formBlockJson(form as never) }).html,
    forms: [ESCAPED, ESCAPED_JSON],
  },
];

describe('text with the characters of markup, where pages, feeds and mails print it', () => {
  it.each(ROWS)('$place writes it escaped, never raw', ({ output, forms }) => {
    expectOnlyEscaped(output(), forms);
  });

  it('a product’s schema.org data (JSON-LD) holds it as JSON nothing can end', () => {
    const head = seoHead(
      { title: 't', description: 'd', type: 'product', jsonLd: { name: TEXT } },
      { origin: 'http://x', title: 't', locale: 'en-GB' },
      'nonce',
    );
    expectScriptJson(/<script type="application\/ld\+json"[\s\S]*<\/script>/.exec(head)![0], (value) => value.name);
  });

  it('an island’s data block holds it as JSON nothing can end', () => {
    expectScriptJson(dataBlock('probe', { title: TEXT }), (value) => value.title);
  });
});
