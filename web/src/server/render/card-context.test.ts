import { describe, expect, it } from 'vitest';
import type { StorefrontProductFragment, StorefrontWebsiteFragment } from '../../graphql/generated/storefront.ts';
import { cardItemContext, cardMerchandisingContext, DETAIL_KEYS, Tripwire } from './card-context.ts';
import { renderThemePage, SHIPPED_THEMES } from '@atelier/theme';
import { loadShippedThemes } from '../site/shipped-themes.ts';
import { itemContext, merchandisingContext, websiteContext } from './page-context.ts';

const image = (id: string) => ({ id, url: `/media/images/${id}`, width: 800, height: 600, sizes: [300, 750] });

/** A product whose details are `tag`ged, so that two tags differ in every detail and nothing else. */
function product(tag: string): StorefrontProductFragment {
  return {
    id: 'prod_a',
    collectionId: 'col_shop',
    title: 'Oak stool',
    urlId: 'oak-stool',
    categories: [],
    fullUrl: '/shop/p/oak-stool',
    productType: 'PHYSICAL',
    productTypeCode: 1,
    currency: 'USD',
    isSubscribable: false,
    mainImageUrl: null,
    onSale: false,
    priceMoney: null,
    salePriceMoney: null,
    subscriptionPlan: null,
    images: [image('img_1'), image('img_2')],
    excerpt: `Excerpt ${tag}`,
    body: `<p>Body ${tag}</p>`,
    variantOptionOrdering: [`Size ${tag}`],
    useCustomAddButtonText: tag === 'b',
    customAddButtonText: `Button ${tag}`,
    additionalFieldsFormId: `form_${tag}`,
    merchandising: {
      scarcityEnabled: tag === 'b',
      scarcityTemplateViews: tag === 'b' ? ['list'] : ['detail'],
      scarcityText: `Only {qty} ${tag}`,
      scarcityShownByDefault: tag === 'b',
    },
    variants: [
      {
        id: 'var_s',
        price: 4000,
        salePrice: 3000,
        onSale: true,
        qtyInStock: 2,
        unlimited: false,
        sku: `S-${tag}`,
        mainImageId: `img_${tag}`,
        attributes: [{ name: `Size ${tag}`, value: `S ${tag}` }],
        mainImage: image(`img_${tag}`),
      },
      {
        id: 'var_l',
        price: 5000,
        salePrice: 0,
        onSale: false,
        qtyInStock: 0,
        unlimited: true,
        sku: `L-${tag}`,
        mainImageId: null,
        attributes: [{ name: `Size ${tag}`, value: `L ${tag}` }],
        mainImage: null,
      },
    ],
  };
}

const website = {
  storeSettings: {
    merchandisingSettings: {
      customSoldOutText: 'Gone for now',
      restockNotificationsEnabled: false,
      restockNotificationsSuccessText: '',
      soldOutVariantsDropdownDisabled: false,
    },
  },
} as unknown as StorefrontWebsiteFragment;

/** The keys at which two values differ, as "part.key" (part: item, structuredContent, variant). */
function differingKeys(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  part: string,
  out = new Set<string>(),
): Set<string> {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [a[key], b[key]];
    if (key === 'structuredContent')
      differingKeys(x as Record<string, unknown>, y as Record<string, unknown>, 'structuredContent', out);
    else if (part === 'structuredContent' && key === 'variants')
      (x as Record<string, unknown>[]).forEach((v, i) =>
        differingKeys(v, (y as Record<string, unknown>[])[i]!, 'variant', out),
      );
    else if (JSON.stringify(x) !== JSON.stringify(y)) out.add(`${part}.${key}`);
  }
  return out;
}

const listed = (part: keyof typeof DETAIL_KEYS) => DETAIL_KEYS[part].map((key) => `${part}.${key}`);

describe('product cards', () => {
  it('lists every key of an item and of its merchandising that comes from the details', () => {
    const items = differingKeys(itemContext(product('a')), itemContext(product('b')), 'item');
    expect([...items].sort()).toEqual([...listed('item'), ...listed('structuredContent'), ...listed('variant')].sort());
    const [merchA, merchB] = ['a', 'b'].map((tag) => merchandisingContext(website, [product(tag)], 'list').prod_a!);
    expect([...differingKeys(merchA!, merchB!, 'merchandising')].sort()).toEqual(listed('merchandising').sort());
  });

  it('gives a card the same values as the whole item for what the card holds', () => {
    const whole = itemContext(product('a'));
    const card = cardItemContext(product('a'), new Tripwire());
    for (const key of Object.keys(whole).filter(
      (k) => !listed('item').includes(`item.${k}`) && k !== 'structuredContent',
    ))
      expect(card[key as keyof typeof card]).toEqual(whole[key as keyof typeof whole]);
    expect(
      card.structuredContent.variants.map((v) => [
        v.id,
        v.price,
        v.salePrice,
        v.onSale,
        v.qtyInStock,
        v.unlimited,
        v.priceMoney,
      ]),
    ).toEqual(
      whole.structuredContent.variants.map((v) => [
        v.id,
        v.price,
        v.salePrice,
        v.onSale,
        v.qtyInStock,
        v.unlimited,
        v.priceMoney,
      ]),
    );
    expect(card.structuredContent.productType).toBe(1);
  });

  it('trips on reading a detail, at any depth, and not on what a card holds', () => {
    const wire = new Tripwire();
    const card = cardItemContext(product('a'), wire);
    void [
      card.title,
      card.fullUrl,
      card.assetUrl,
      card.mainImage,
      card.structuredContent.productType,
      card.structuredContent.variants[0]!.qtyInStock,
    ];
    // The engine counts keys to know whether an object is empty: that is no reading.
    void [Object.keys(card), Object.keys(card.structuredContent), Object.keys(card.structuredContent.variants[0]!)];
    expect(wire.trippedBy).toBeNull();
    void card.structuredContent.variants[1]!.sku;
    expect(wire.trippedBy).toBe('sku');
    for (const [read, key] of [
      [(c: typeof card) => c.body, 'body'],
      [(c: typeof card) => c.excerpt, 'excerpt'],
      [(c: typeof card) => c.structuredContent.customAddButtonText, 'customAddButtonText'],
      [(c: typeof card) => c.structuredContent.variants[0]!.attributes, 'attributes'],
    ] as const) {
      const fresh = new Tripwire();
      read(cardItemContext(product('a'), fresh));
      expect(fresh.trippedBy).toBe(key);
    }
    // A dump of the item reads everything: it trips on the first detail it meets.
    const dumped = new Tripwire();
    JSON.stringify(cardItemContext(product('a'), dumped));
    expect(dumped.trippedBy).not.toBeNull();
  });

  it('keeps the store’s sold-out text readable in a card’s merchandising, and trips on its scarcity', () => {
    const wire = new Tripwire();
    const context = cardMerchandisingContext(website, [product('a')], 'list', wire);
    expect(context.prod_a!.customSoldOutText).toBe('Gone for now');
    expect(wire.trippedBy).toBeNull();
    void context.prod_a!.scarcityEnabled;
    expect(wire.trippedBy).toBe('scarcityEnabled');
  });
});

describe('the shipped themes’ shop lists', () => {
  it.each(SHIPPED_THEMES)('%s draws its cards from what a card holds, never reading a detail', async (name) => {
    const themes = await loadShippedThemes();
    const theme = themes.get(name)!;
    const wire = new Tripwire();
    const cards = [
      product('a'),
      { ...product('b'), id: 'prod_b', title: 'Gift card', productType: 'GIFT_CARD' as const, productTypeCode: 3 },
      {
        ...product('c'),
        id: 'prod_c',
        title: 'Monthly beans',
        isSubscribable: true,
        subscriptionPlan: { numBillingCycles: 0, billingPeriod: { value: 1, unit: 'MONTH' as const } },
      },
    ];
    const result = renderThemePage(theme, {
      view: 'collections/products.list',
      json: {
        ...websiteContext({
          ...website,
          id: 'site_a',
          title: 'A shop',
          locale: 'en-US',
          shareButtonOptions: [],
          storeSettings: {
            ...website.storeSettings,
            selectedCurrency: 'USD',
            timeZone: 'UTC',
            multipleQuantityAllowedForServices: false,
            useCLDRMoneyFormat: false,
          },
        } as StorefrontWebsiteFragment),
        collection: {
          id: 'col_shop',
          title: 'Shop',
          urlId: 'shop',
          fullUrl: '/shop',
          typeName: 'products',
          description: '',
          body: '',
        },
        items: cards.map((card) => cardItemContext(card, wire)),
        productMerchandisingContext: cardMerchandisingContext(website, cards, 'list', wire),
        shop: { category: '', totalCount: 3, allUrl: '/shop', categories: [], sorts: [] },
        pagination: { nextPage: false, prevPage: false },
      },
      locale: 'en-US',
      fallback: themes.get('atelier'),
      tags: {
        headers: '',
        footers: '',
        pageId: 'p',
        pageClasses: '',
        navigations: {},
        queries: {},
        blockFields: {},
        themeUrl: '/_theme/x',
        nonce: 'n',
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('Oak stool');
    expect(result.html).toContain('Monthly beans');
    expect(wire.trippedBy).toBeNull();
  });
});
