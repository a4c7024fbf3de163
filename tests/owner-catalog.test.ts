import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { solidPng } from './support/png.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const kiln = () => `http://kiln.localhost:${new URL(app.url).port}`;

const PRODUCT = `id version title urlId fullUrl archived productType isSubscribable additionalFieldsFormId
  subscriptionPlan { billingPeriod { value unit } numBillingCycles }
  images { id url width height sizes }
  variants { id sku price salePrice onSale qtyInStock unlimited mainImage { id } attributes { name value } }`;
const SAVE = `mutation($input: ProductInput!) { saveProduct(input: $input) { product { ${PRODUCT} } userErrors { field message code } } }`;
const SET_STOCK = `mutation($input: [StockInput!]!) { setStock(input: $input) { variants { id qtyInStock unlimited } userErrors { field message code } } }`;
const UPLOAD = `mutation($b: String!) { uploadImage(base64: $b) { image { id url width height sizes } userErrors { field message code } } }`;

const count = async (sql: string) => (await app.db.query<{ n: number }>(sql))[0]!.n;
const productCount = () => count('select count(*)::int as n from catalog.product');

const napkins = (over: Record<string, unknown> = {}) => ({
  collectionId: 'col_shop',
  productType: 'PHYSICAL',
  title: 'Linen Napkins',
  body: '<p>Stonewashed linen.</p><script>alert(1)</script>',
  variantOptionOrdering: ['Size'],
  variants: [
    { sku: 'NAP-S', price: 2400, attributes: [{ name: 'Size', value: 'Small' }] },
    { sku: 'NAP-L', price: 3200, salePrice: 2800, onSale: true, attributes: [{ name: 'Size', value: 'Large' }] },
  ],
  ...over,
});

describe('an owner manages the catalog through GraphQL', () => {
  it('creates a product with variants and an uploaded image; the storefront shows it', async () => {
    const owner = await signedInClient(app.url);
    const upload = await owner.graphql(UPLOAD, { b: solidPng(1800, 1200, [180, 120, 80]).toString('base64') });
    const image = upload.json.data.uploadImage.image;
    expect(image).toMatchObject({ width: 1500, height: 1000, sizes: [300, 750, 1500] });

    const { json } = await owner.graphql(SAVE, {
      input: napkins({
        imageIds: [image.id],
        variants: napkins().variants.map((v) => ({ ...v, mainImageId: image.id })),
      }),
    });
    expect(json.data.saveProduct.userErrors).toEqual([]);
    const product = json.data.saveProduct.product;
    expect(product).toMatchObject({
      version: 1,
      urlId: 'linen-napkins',
      fullUrl: '/shop/p/linen-napkins',
      archived: false,
      images: [{ id: image.id }],
    });
    expect(product.variants.map((v: any) => [v.sku, v.price, v.salePrice, v.onSale, v.mainImage.id])).toEqual([
      ['NAP-S', 2400, 0, false, image.id],
      ['NAP-L', 3200, 2800, true, image.id],
    ]);
    const stock = await owner.graphql(SET_STOCK, {
      input: [
        { variantId: product.variants[0].id, qtyInStock: 5 },
        { variantId: product.variants[1].id, qtyInStock: 0, unlimited: true },
      ],
    });
    expect(stock.json.data.setStock.userErrors).toEqual([]);

    const page = await new HttpClient(app.url).request('GET', '/shop/p/linen-napkins');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stonewashed linen.');
    expect(page.text).not.toContain('alert(1)');
    expect(page.text).toContain(`src="/media/images/${image.id}`);
    const small = await new HttpClient(app.url).request('GET', `/media/images/${image.id}?format=300w`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toContain('immutable');
    expect(
      (await new HttpClient(app.url).request('GET', `/media/images/${image.id}?format=300w`, {})).text.length,
    ).toBeGreaterThan(0);
    // Another site's images are not served here.
    expect((await new HttpClient(kiln()).request('GET', `/media/images/${image.id}`)).status).toBe(404);
  });

  it('shows a product saved without a picture as the art of its kind, in its variants’ colours: on its page, in search and in the cart', async () => {
    const owner = await signedInClient(app.url);
    const notebook = napkins({
      title: 'Field Notebook',
      variantOptionOrdering: ['Colour'],
      variants: [
        { sku: 'NOTE-MOSS', price: 1800, attributes: [{ name: 'Colour', value: 'Moss' }] },
        { sku: 'NOTE-INK', price: 1800, attributes: [{ name: 'Colour', value: 'Ink' }] },
      ],
    });
    const saved = (await owner.graphql(SAVE, { input: notebook })).json.data.saveProduct.product;
    const consult = (
      await owner.graphql(SAVE, {
        input: napkins({
          title: 'Glaze Consultation',
          productType: 'SERVICE',
          variantOptionOrdering: [],
          variants: [{ sku: 'CONSULT', price: 6000 }],
        }),
      })
    ).json.data.saveProduct.product;
    expect(
      (
        await owner.graphql(SET_STOCK, {
          input: saved.variants.map((v: { id: string }) => ({ variantId: v.id, qtyInStock: 4 })),
        })
      ).json.data.setStock.userErrors,
    ).toEqual([]);

    const shopper = new HttpClient(app.url);
    const read = await shopper.graphql(
      `query($a: ID!, $b: ID!) { a: product(id: $a) { mainImageUrl } b: product(id: $b) { mainImageUrl } }`,
      { a: saved.id, b: consult.id },
    );
    expect(read.json.data).toEqual({
      a: { mainImageUrl: `/media/product-art/parcel/${saved.id}.svg` },
      b: { mainImageUrl: `/media/product-art/calendar/${consult.id}.svg` },
    });

    const page = await shopper.openPage('/shop/p/field-notebook');
    expect(page.text).toContain(`src="/media/product-art/parcel/${saved.id}.svg`);
    // Each variant's picture is the parcel in its colour, as the picker swaps it in.
    const variants = JSON.parse(
      /data-variants="([^"]+)"/
        .exec(page.text)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    expect(variants.map((v: { sku: string; mainImageUrl: string }) => [v.sku, v.mainImageUrl])).toEqual([
      ['NOTE-MOSS', `/media/product-art/parcel/moss/${saved.id}.svg`],
      ['NOTE-INK', `/media/product-art/parcel/ink/${saved.id}.svg`],
    ]);
    const art = await shopper.request('GET', `/media/product-art/parcel/moss/${saved.id}.svg`);
    expect([art.status, art.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(art.text).toContain('<g data-art="parcel">');

    const search = await shopper.request('GET', '/search?q=notebook');
    expect(search.text).toContain(`src="/media/product-art/parcel/${saved.id}.svg?format=300w"`);

    expect(
      (
        await shopper.api('POST', '/api/commerce/shopping-cart/entries', {
          itemId: saved.id,
          sku: 'NOTE-INK',
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    const cart = await shopper.request('GET', '/cart');
    expect(/class="cart-entry-image" src="([^"]+)"/.exec(cart.text)?.[1]).toBe(
      `/media/product-art/parcel/ink/${saved.id}.svg`,
    );
  });

  it('fetches an image given by its address and sizes it, but never from this machine or a private network unless allowed', async () => {
    const owner = await signedInClient(app.url);
    const upload = (await owner.graphql(UPLOAD, { b: solidPng(900, 600, [60, 90, 120]).toString('base64') })).json.data
      .uploadImage.image;
    const BY_URL = `mutation($url: String!) { addImageUrl(url: $url) { image { id url width height sizes } userErrors { field message code } } }`;
    const address = `${app.url}/media/images/${upload.id}`;
    const refused = await owner.graphql(BY_URL, { url: address });
    expect(refused.json.data.addImageUrl).toEqual({
      image: null,
      userErrors: [
        {
          field: ['url'],
          code: 'URL_UNREACHABLE',
          message: 'That address is not on the public internet; use a public image address, or upload the file.',
        },
      ],
    });
    const port = new URL(app.url).port;
    // By address and by a name that resolves to this machine, and the cloud metadata address.
    for (const url of [
      `http://127.0.0.1:${port}/media/images/${upload.id}`,
      `http://localhost:${port}/media/images/${upload.id}`,
      `http://[::1]:${port}/x.png`,
      'http://169.254.169.254/latest/meta-data',
    ]) {
      expect((await owner.graphql(BY_URL, { url })).json.data.addImageUrl.userErrors[0]).toMatchObject({
        code: 'URL_UNREACHABLE',
      });
    }
    process.env.ATELIER_IMAGE_HOSTS_ALLOWED = new URL(app.url).hostname;
    try {
      const fetched = await owner.graphql(BY_URL, { url: address });
      const image = fetched.json.data.addImageUrl.image;
      expect(image).toMatchObject({ width: 900, height: 600, sizes: [300, 750, 900] });
      expect(image.url).toBe(`/media/images/${image.id}`);
      const notAnImage = await owner.graphql(BY_URL, { url: `${app.url}/shop` });
      expect(notAnImage.json.data.addImageUrl.userErrors[0].code).toBe('IMAGE_UNREADABLE');
    } finally {
      delete process.env.ATELIER_IMAGE_HOSTS_ALLOWED;
    }
  });

  it('refuses a product with problems, naming each field, and stores nothing', async () => {
    const owner = await signedInClient(app.url);
    const before = await productCount();
    const { json } = await owner.graphql(SAVE, {
      input: napkins({
        title: ' ',
        productType: 'DIGITAL',
        isSubscribable: true,
        variants: [
          { sku: 'A B', price: -1, attributes: [] },
          { sku: 'A B', price: 100, salePrice: 200, onSale: true, attributes: [] },
        ],
      }),
    });
    expect(json.data.saveProduct.product).toBeNull();
    expect(json.data.saveProduct.userErrors).toEqual(
      expect.arrayContaining([
        { field: ['input', 'title'], code: 'TITLE_REQUIRED', message: 'A title is required.' },
        {
          field: ['input', 'variants'],
          code: 'DIGITAL_ONE_PRICE',
          message: 'A digital product is sold at one price: it has one variant and no options.',
        },
        {
          field: ['input', 'variants', '1', 'salePrice'],
          code: 'SALE_PRICE_NOT_LOWER',
          message: 'A sale price must be lower than the price.',
        },
        {
          field: ['input', 'isSubscribable'],
          code: 'NOT_SUBSCRIBABLE',
          message: 'Only physical products and services can be sold as subscriptions.',
        },
      ]),
    );
    expect(await productCount()).toBe(before);
  });

  it('keeps a subscription plan and an additional-fields form, and refuses a plan out of range', async () => {
    const owner = await signedInClient(app.url);
    const plan = { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 };
    const { json } = await owner.graphql(SAVE, {
      input: napkins({
        title: 'Coffee Beans',
        isSubscribable: true,
        subscriptionPlan: plan,
        additionalFieldsFormId: 'form_grind',
      }),
    });
    expect(json.data.saveProduct.product).toMatchObject({
      isSubscribable: true,
      subscriptionPlan: plan,
      additionalFieldsFormId: 'form_grind',
    });
    const bad = await owner.graphql(SAVE, {
      input: napkins({
        title: 'Tea',
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 0, unit: 'MONTH' }, numBillingCycles: 1 },
      }),
    });
    expect(bad.json.data.saveProduct.userErrors).toEqual([
      {
        field: ['input', 'subscriptionPlan', 'billingPeriod', 'value'],
        code: 'PERIOD_INVALID',
        message: 'Bill every 1 to 12 months.',
      },
    ]);
  });

  it('does not let two editors overwrite each other: the second save of version 1 is refused', async () => {
    const owner = await signedInClient(app.url);
    const created = (await owner.graphql(SAVE, { input: napkins({ title: 'Oak Board' }) })).json.data.saveProduct
      .product;
    const edit = (title: string) => ({
      ...napkins({ title }),
      id: created.id,
      version: created.version,
      variants: created.variants.map((v: any) => ({ id: v.id, sku: v.sku, price: v.price, attributes: v.attributes })),
    });
    const [first, second] = await Promise.all([
      owner.graphql(SAVE, { input: edit('Oak Board, oiled') }),
      owner.graphql(SAVE, { input: edit('Oak Board, raw') }),
    ]);
    const results = [first.json.data.saveProduct, second.json.data.saveProduct];
    const won = results.filter((r) => r.product);
    const lost = results.filter((r) => !r.product);
    expect(won).toHaveLength(1);
    expect(won[0].product.version).toBe(2);
    expect(lost[0].userErrors).toEqual([
      {
        field: ['input', 'version'],
        code: 'VERSION_CONFLICT',
        message:
          'Someone else changed this product since you opened it. Reload it to see their changes, then make yours again.',
      },
    ]);
    const stored = await app.db.query<{ title: string; version: number }>(
      `select title, version from catalog.product where id = '${created.id}'`,
    );
    expect(stored).toEqual([{ title: won[0].product.title, version: 2 }]);
  });

  it('duplicates and archives: an archived product leaves the shop and carts refuse it, then comes back', async () => {
    const owner = await signedInClient(app.url);
    const copy = await owner.graphql(
      `mutation { duplicateProduct(id: "prod_mug") { product { title urlId variants { sku price } } userErrors { code } } }`,
    );
    expect(copy.json.data.duplicateProduct.product).toEqual({
      title: 'Stoneware Mug (copy)',
      urlId: 'stoneware-mug-copy',
      variants: [
        { sku: 'MUG-CREAM', price: 3200 },
        { sku: 'MUG-MOSS', price: 3400 },
      ],
    });

    const archive = (archived: boolean) =>
      owner.graphql(
        `mutation($a: Boolean!) { archiveProduct(id: "prod_throw", archived: $a) { product { archived } userErrors { code } } }`,
        { a: archived },
      );
    expect((await archive(true)).json.data.archiveProduct.product).toEqual({ archived: true });
    const shopper = new HttpClient(app.url);
    expect((await shopper.request('GET', '/shop/p/wool-throw')).status).toBe(404);
    expect((await shopper.request('GET', '/shop')).text).not.toContain('Wool Throw');
    const add = await shopper.graphql(
      `mutation { addToCart(input: { itemId: "prod_throw", quantity: 1 }) { userErrors { code } } }`,
    );
    expect(add.json.data.addToCart.userErrors[0].code).toBe('ITEM_NOT_FOUND');
    const archived = await owner.graphql(`{ site { collection(urlId: "shop") { archivedProducts { id } } } }`);
    expect(archived.json.data.site.collection.archivedProducts).toEqual([{ id: 'prod_throw' }]);
    expect(
      (await shopper.graphql(`{ site { collection(urlId: "shop") { archivedProducts { id } } } }`)).json.data.site
        .collection.archivedProducts,
    ).toEqual([]);
    await archive(false);
    expect((await shopper.request('GET', '/shop/p/wool-throw')).status).toBe(200);
  });

  it('changes prices in bulk, all or none, and stock only of its own site', async () => {
    const owner = await signedInClient(app.url);
    const PRICES = `mutation($input: [VariantPriceInput!]!) { updateVariantPrices(input: $input) { variants { id price } userErrors { field code } } }`;
    const refused = await owner.graphql(PRICES, {
      input: [
        { variantId: 'var_mug_cream', price: 3000, salePrice: 0, onSale: false },
        { variantId: 'var_mug_moss', price: 3000, salePrice: 3500, onSale: true },
      ],
    });
    expect(refused.json.data.updateVariantPrices.userErrors).toEqual([
      { field: ['input', '1', 'salePrice'], code: 'SALE_PRICE_NOT_LOWER' },
    ]);
    expect(await count(`select price_cents as n from catalog.variant where id = 'var_mug_cream'`)).toBe(3200);
    const done = await owner.graphql(PRICES, {
      input: [{ variantId: 'var_mug_cream', price: 3000, salePrice: 0, onSale: false }],
    });
    expect(done.json.data.updateVariantPrices.variants).toEqual([{ id: 'var_mug_cream', price: 3000 }]);

    const foreign = await owner.graphql(SET_STOCK, {
      input: [
        { variantId: 'var_mug_cream', qtyInStock: 9 },
        { variantId: 'var_kiln_bowl_s', qtyInStock: 99 },
      ],
    });
    expect(foreign.json.data.setStock.userErrors).toEqual([
      { field: ['input', '1', 'variantId'], code: 'NOT_FOUND', message: 'This variant does not exist.' },
    ]);
    expect(await count(`select qty_in_stock as n from cart.stock_level where variant_id = 'var_kiln_bowl_s'`)).toBe(6);
    expect(await count(`select qty_in_stock as n from cart.stock_level where variant_id = 'var_mug_cream'`)).toBe(5);
    const negative = await owner.graphql(SET_STOCK, { input: [{ variantId: 'var_mug_cream', qtyInStock: -3 }] });
    expect(negative.json.data.setStock.userErrors[0].code).toBe('STOCK_INVALID');
  });

  it('lists a shop to its owner a page at a time, in the shop order, the archived products apart, and to no one else', async () => {
    const owner = await signedInClient(app.url);
    const PAGE = `query($after: String, $archived: Boolean) { site { collection(urlId: "shop") { ownerProducts(first: 3, after: $after, archived: $archived) {
      edges { node { id archived } } pageInfo { hasNextPage endCursor } totalCount } } } }`;
    const pages = async (client: HttpClient, archived: boolean) => {
      const ids: string[] = [];
      let after: string | null = null;
      let totalCount: number;
      do {
        type Page = {
          edges: { node: { id: string; archived: boolean } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          totalCount: number;
        };
        const { json } = await client.graphql<{ site: { collection: { ownerProducts: Page } } }>(PAGE, {
          after,
          archived,
        });
        const page: Page = json.data!.site.collection.ownerProducts;
        for (const { node } of page.edges) {
          expect(node.archived).toBe(archived);
          ids.push(node.id);
        }
        totalCount = page.totalCount;
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return { ids, totalCount };
    };
    const shopOrder = (
      await app.db.query<{ id: string }>(
        `select id from catalog.product where collection_id = 'col_shop' and archived_at is null order by position, title, id`,
      )
    ).map((r) => r.id);
    expect(shopOrder.length).toBeGreaterThan(3);
    expect(await pages(owner, false)).toEqual({ ids: shopOrder, totalCount: shopOrder.length });
    expect(await pages(owner, true)).toEqual({ ids: [], totalCount: 0 });

    await owner.graphql(`mutation { archiveProduct(id: "prod_throw", archived: true) { userErrors { code } } }`);
    expect(await pages(owner, true)).toEqual({ ids: ['prod_throw'], totalCount: 1 });
    expect(await pages(owner, false)).toEqual({
      ids: shopOrder.filter((id) => id !== 'prod_throw'),
      totalCount: shopOrder.length - 1,
    });
    await owner.graphql(`mutation { archiveProduct(id: "prod_throw", archived: false) { userErrors { code } } }`);

    const tooMany = await owner.graphql(
      `{ site { collection(urlId: "shop") { ownerProducts(first: 101) { totalCount } } } }`,
    );
    expect(tooMany.json.errors?.[0]).toMatchObject({
      message: '`first` must be from 1 to 100.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const forged = await owner.graphql(
      `{ site { collection(urlId: "shop") { ownerProducts(after: "not-a-cursor") { totalCount } } } }`,
    );
    expect(forged.json.errors?.[0].message).toBe('`after` is not a cursor of this list.');
    expect(await pages(new HttpClient(app.url), false)).toEqual({ ids: [], totalCount: 0 });
    // The demo owner owns kiln too: signed in there, demo's shop is still not that site's.
    const kilnShop = await (await signedInClient(kiln())).graphql(
      `{ site { collection(urlId: "shop") { ownerProducts { totalCount } } } }`,
    );
    expect(kilnShop.json.data.site.collection?.ownerProducts.totalCount ?? 0).toBe(
      (
        await app.db.query<{ n: number }>(
          `select count(*)::int as n from catalog.product p join catalog.collection c on c.id = p.collection_id where c.website_id = 'site_kiln' and c.url_id = 'shop' and p.archived_at is null`,
        )
      )[0]!.n,
    );
  });

  it('refuses strangers, and files that are not images', async () => {
    const stranger = new HttpClient(app.url);
    expect(
      (await stranger.graphql(SET_STOCK, { input: [{ variantId: 'var_mug_cream', qtyInStock: 9 }] })).json.data.setStock
        .userErrors[0].code,
    ).toBe('NOT_SIGNED_IN');
    expect((await stranger.graphql(SAVE, { input: napkins() })).json.data.saveProduct.userErrors[0].code).toBe(
      'NOT_SIGNED_IN',
    );
    const owner = await signedInClient(app.url);
    const text = await owner.graphql(UPLOAD, { b: Buffer.from('not an image at all').toString('base64') });
    expect(text.json.data.uploadImage.userErrors).toEqual([
      {
        field: ['base64'],
        code: 'IMAGE_UNREADABLE',
        message: 'This file is not an image we can read. Use JPEG, PNG, WebP, GIF or AVIF.',
      },
    ]);
    const url = await owner.graphql(
      `mutation { addImageUrl(url: "javascript:alert(1)") { image { id } userErrors { code } } }`,
    );
    expect(url.json.data.addImageUrl.userErrors).toEqual([{ code: 'URL_INVALID' }]);
    // Another owner's site: the demo owner owns kiln too, so the check is the site of the request.
    const onKiln = await signedInClient(kiln());
    const cross = await onKiln.graphql(SAVE, { input: napkins() });
    expect(cross.json.data.saveProduct.userErrors[0]).toMatchObject({
      code: 'NOT_FOUND',
      field: ['input', 'collectionId'],
    });
    // The dashboard's upload path holds its X-CSRF-Token to the one crumb check before it reads a byte.
    await owner.openPage('/admin');
    const upload = (headers: Record<string, string>) =>
      owner.request('POST', '/admin/media', { raw: '', headers: { 'content-type': 'image/png', ...headers } });
    const stale = { status: 403, json: { message: 'This page was open too long. Please reload it and try again.' } };
    const other = new HttpClient(app.url);
    await other.openPage();
    // None, a self-made one, and another visitor's (valid for their cart, not this owner's).
    for (const headers of [{}, { 'X-CSRF-Token': 'f'.repeat(64) }, { 'X-CSRF-Token': other.crumb! }] as Record<
      string,
      string
    >[]) {
      expect(await upload(headers).then((r) => ({ status: r.status, json: r.json }))).toEqual(stale);
    }
    expect(await upload({ 'X-CSRF-Token': owner.crumb! }).then((r) => ({ status: r.status, json: r.json }))).toEqual({
      status: 400,
      json: { message: 'Choose an image file.' },
    });
  });
});
