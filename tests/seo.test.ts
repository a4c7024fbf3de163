import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { solidPng } from './support/png.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * What search engines and browsers ask of every site: the head of each page (description,
 * canonical, Open Graph, Twitter cards, a product's schema.org data, the icon and a blog's feed),
 * /sitemap.xml, /robots.txt, /favicon.ico and each blog's RSS feed; and the home page at `/`. Each
 * on both demo sites, each site speaking only of itself, on the address it was reached on.
 */
const app = useTestPlatform();
const port = () => new URL(app.url).port;

const SITES = {
  atelier: {
    hosts: () => [`http://localhost:${port()}`, `http://atelier-demo.localhost:${port()}`],
    title: 'Atelier Supply Co.',
    product: {
      path: '/shop/p/canvas-tote',
      title: 'Canvas Tote',
      description: 'Heavy waxed canvas with leather handles. Back in the spring.',
    },
    page: {
      path: '/about',
      title: 'About',
      description:
        'Atelier Supply Co. makes work clothes and tools for people who make things. Everything we sell is used in our own workshop first. Visit The workshop is open on…',
    },
    blog: {
      path: '/journal',
      title: 'Journal',
      description: 'Notes from the workshop: materials, makers and how things are made.',
    },
    post: {
      path: '/journal/apron-care',
      title: 'Caring for a waxed canvas apron',
      description:
        'Re-waxing once a season keeps canvas dry and supple. A short guide with the tools you already have.',
    },
    homeText: 'Work clothes and tools for people who make things, used in our own workshop first.',
  },
  kiln: {
    hosts: () => [`http://kiln.localhost:${port()}`],
    title: 'Kiln &amp; Co. Ceramics',
    product: {
      path: '/shop/p/bud-vase',
      title: 'Bud Vase',
      description: 'A small vase for a single stem, glazed inside and out.',
    },
    page: {
      path: '/visit',
      title: 'Visit the Studio',
      description:
        'The studio is in a railway arch in Bristol. Come by on Thursdays from noon to six, or book a class.',
    },
    blog: { path: '/notes', title: 'Studio Notes', description: 'Firings, glazes and the odd disaster.' },
    post: {
      path: '/notes/wedging',
      title: 'Why wedging matters',
      description: 'Air in clay is the enemy. Five minutes of wedging saves a pot.',
    },
    homeText: 'Stoneware thrown, glazed and fired by hand in a railway arch in Bristol.',
  },
} as const;
type SiteName = keyof typeof SITES;
const every = () =>
  (['atelier', 'kiln'] as const).flatMap((name) =>
    SITES[name].hosts().map((base) => ({ name, base, site: SITES[name] })),
  );

/** The head's meta tags by name or property (last wins), its links by rel, its <title>. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const decode = (text: string | undefined) =>
    text
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = attr(tag, 'name') ?? attr(tag, 'property');
    if (key) meta.set(key, decode(attr(tag, 'content'))!);
  }
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
    rel: attr(tag, 'rel'),
    href: decode(attr(tag, 'href')),
    type: attr(tag, 'type'),
    title: decode(attr(tag, 'title')),
  }));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/g)].map(
    (m) => ({ nonce: m[1]!, data: JSON.parse(m[2]!) }),
  );
  return {
    meta,
    links,
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    jsonLd,
  };
}

/** Parses XML strictly (saxes): any error fails the test; answers each element's name, attributes and text. */
function parseXml(xml: string): { name: string; attributes: Record<string, string>; text: string }[] {
  const parser = new SaxesParser();
  const elements: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const open: (typeof elements)[number][] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      text: '',
    };
    elements.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    if (open.length) open[open.length - 1]!.text += text;
  });
  parser.on('closetag', () => void open.pop());
  parser.write(xml).close();
  return elements;
}

const locsOf = (xml: string) =>
  parseXml(xml)
    .filter((e) => e.name === 'loc')
    .map((e) => e.text);

describe('the head of every page', () => {
  it('describes home, page, blog, post and product pages, canonical and absolute on the address asked', async () => {
    for (const { base, site } of every()) {
      const client = new HttpClient(base);
      const pages = [
        { path: '/', title: '', description: undefined, type: 'website', canonical: '/' },
        { ...site.page, type: 'website', canonical: site.page.path },
        { ...site.blog, type: 'website', canonical: site.blog.path },
        { ...site.post, type: 'article', canonical: site.post.path },
        { ...site.product, type: 'product', canonical: site.product.path },
      ];
      for (const page of pages) {
        const response = await client.request('GET', page.path);
        expect(response.status, `${base}${page.path}`).toBe(200);
        const head = headOf(response.text);
        const siteTitle = site.title.replace('&amp;', '&');
        const ogTitle = page.title || siteTitle;
        expect(head.title, page.path).toBe(
          page.title ? `${page.title} ${base.includes('kiln') ? '·' : '—'} ${site.title}` : site.title,
        );
        if (page.description) expect(head.meta.get('description'), page.path).toBe(page.description);
        else expect(head.meta.get('description')!.length).toBeGreaterThan(40);
        expect(head.canonical).toBe(base + page.canonical);
        expect(head.meta.get('og:url')).toBe(base + page.canonical);
        expect(head.meta.get('og:title')).toBe(ogTitle);
        expect(head.meta.get('og:description')).toBe(head.meta.get('description'));
        expect(head.meta.get('og:type')).toBe(page.type);
        expect(head.meta.get('og:site_name')).toBe(siteTitle);
        expect(head.meta.get('twitter:title')).toBe(ogTitle);
        expect(head.meta.get('twitter:description')).toBe(head.meta.get('description'));
        const image = head.meta.get('og:image');
        if (page.type === 'website') {
          expect(image).toBeUndefined();
          expect(head.meta.get('twitter:card')).toBe('summary');
        } else {
          expect(image).toMatch(new RegExp(`^${base}/media/product-art/`));
          expect(head.meta.get('twitter:card')).toBe('summary_large_image');
          expect(head.meta.get('twitter:image')).toBe(image);
          const picture = await client.request('GET', image!.slice(base.length));
          expect(picture.status).toBe(200);
          expect(picture.headers.get('content-type')).toContain('image/svg+xml');
        }
        expect(head.links.some((l) => l.rel === 'icon' && l.href === '/favicon.ico')).toBe(true);
        expect(head.meta.has('robots')).toBe(false);
      }
      // The product's picture is the one its page shows (an upload, else the art drawn for it).
      const productPage = await client.request('GET', site.product.path);
      expect(productPage.text).toContain(`src="${headOf(productPage.text).meta.get('og:image')!.slice(base.length)}`);
    }
  });

  it('drops tracking and sorting from canonical links, keeping pages and filters that change what is shown', async () => {
    const base = SITES.kiln.hosts()[0]!;
    const client = new HttpClient(base);
    const canonical = async (path: string) => headOf((await client.request('GET', path)).text).canonical;
    expect(await canonical('/shop/p/bud-vase?utm_source=newsletter&fbclid=abc')).toBe(`${base}/shop/p/bud-vase`);
    expect(await canonical('/notes?page=1&utm_medium=email')).toBe(`${base}/notes`);
    expect(await canonical('/notes?category=Glazes&gclid=x')).toBe(`${base}/notes?category=Glazes`);
    // The shop is the home page: its first page, in any order, is `/`; a category is a page of its own.
    expect(await canonical('/shop?sort=price-asc&utm_campaign=x')).toBe(`${base}/`);
    expect(await canonical('/shop?category=Bowls')).toBe(`${base}/shop?category=Bowls`);
    const atelier = SITES.atelier.hosts()[1]!;
    const journal = new HttpClient(atelier);
    expect(headOf((await journal.request('GET', '/journal?page=2&ref=twitter')).text).canonical).toBe(
      `${atelier}/journal?page=2`,
    );
    expect(headOf((await journal.request('GET', '/kitchen?sort=name')).text).canonical).toBe(`${atelier}/kitchen`);
  });

  it('keeps pages of one visitor, or none, out of indexes', async () => {
    const client = new HttpClient(SITES.atelier.hosts()[0]!);
    for (const path of ['/cart', '/checkout', '/search?q=linen', '/trade', '/no-such-page']) {
      const head = headOf((await client.request('GET', path)).text);
      expect(head.meta.get('robots'), path).toBe('noindex');
    }
    expect(headOf((await client.request('GET', '/no-such-page')).text).canonical).toBeUndefined();
    // A locked page says no more than its lock screen shows.
    expect(headOf((await client.request('GET', '/trade')).text).meta.get('description')).toBe('Atelier Supply Co.');
  });

  it('carries schema.org Product data with each variant’s price and availability, under the page’s nonce', async () => {
    const cases = [
      {
        base: SITES.atelier.hosts()[1]!,
        path: '/shop/p/canvas-tote',
        name: 'Canvas Tote',
        currency: 'USD',
        offers: [{ sku: 'TOTE', price: '39.00', availability: 'https://schema.org/OutOfStock' }],
      },
      {
        base: SITES.kiln.hosts()[0]!,
        path: '/shop/p/bud-vase',
        name: 'Bud Vase',
        currency: 'GBP',
        offers: [
          { sku: 'VASE-CELADON', price: '18.00', availability: 'https://schema.org/InStock' },
          { sku: 'VASE-TENMOKU', price: '22.00', availability: 'https://schema.org/InStock' },
        ],
      },
    ];
    for (const c of cases) {
      const response = await new HttpClient(c.base).request('GET', c.path);
      const head = headOf(response.text);
      expect(head.jsonLd).toHaveLength(1);
      const [{ nonce, data }] = head.jsonLd as [{ nonce: string; data: any }];
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: c.name,
        sku: c.offers[0]!.sku,
        url: c.base + c.path,
        image: [expect.stringMatching(new RegExp(`^${c.base}/media/product-art/`))],
      });
      expect(data.description.length).toBeGreaterThan(20);
      expect(data.offers).toEqual(
        c.offers.map((o) => ({ '@type': 'Offer', ...o, priceCurrency: c.currency, url: c.base + c.path })),
      );
    }
    const apron = headOf((await new HttpClient(SITES.atelier.hosts()[0]!).request('GET', '/shop/p/field-apron')).text)
      .jsonLd[0]!.data;
    expect(apron.offers.find((o: any) => o.sku === 'APRON-M-OLIVE').availability).toBe('https://schema.org/OutOfStock');
    expect(apron.offers.find((o: any) => o.sku === 'APRON-S-RUST')).toMatchObject({
      price: '72.00',
      availability: 'https://schema.org/InStock',
    });
  });
});

describe('/sitemap.xml', () => {
  it('lists every public page of the site on the address asked, none of the other site’s, nothing locked or private', async () => {
    const own = new Map<SiteName, string[]>();
    for (const { name, base } of every()) {
      const response = await new HttpClient(base).request('GET', '/sitemap.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('set-cookie')).toBeNull();
      const locs = locsOf(response.text);
      expect(parseXml(response.text)[0]).toEqual({
        name: 'urlset',
        attributes: { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' },
        text: expect.any(String),
      });
      expect(locs.every((loc) => loc.startsWith(`${base}/`))).toBe(true);
      expect(new Set(locs).size).toBe(locs.length);
      const paths = locs.map((loc) => loc.slice(base.length));
      own.set(name, paths);
      expect(paths[0]).toBe('/');
      for (const path of ['/cart', '/checkout', '/search', '/trade', '/shop']) expect(paths, path).not.toContain(path);
      const site = SITES[name];
      for (const path of [site.page.path, site.blog.path, site.post.path, site.product.path])
        expect(paths, path).toContain(path);
      // Products and posts say when they changed.
      const entries = parseXml(response.text);
      const lastmods = entries.filter((e) => e.name === 'lastmod').map((e) => e.text);
      expect(lastmods.length).toBeGreaterThan(0);
      for (const lastmod of lastmods) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    }
    // Every listed product and post, counted in the database; the other site's are none of them.
    const counts = async (site: string) =>
      (
        await app.db.query<{ n: number }>(
          `select (select count(*) from catalog.product p join catalog.collection c on c.id = p.collection_id where p.website_id = $1 and p.archived_at is null and c.password_hash is null)
            + (select count(*) from catalog.post p join catalog.collection c on c.id = p.collection_id where p.website_id = $1 and c.password_hash is null)
            + (select count(*) from catalog.collection c where c.website_id = $1 and c.password_hash is null) as n`,
          [site],
        )
      )[0]!.n;
    // The home collection (each site's shop) is listed once, as `/`.
    expect(own.get('atelier')!.length).toBe(Number(await counts('site_demo')));
    expect(own.get('kiln')!.length).toBe(Number(await counts('site_kiln')));
    // Both have a home page; no other path of one is the other's.
    expect(own.get('atelier')!.filter((p) => own.get('kiln')!.includes(p))).toEqual(['/']);
    for (const path of [SITES.kiln.blog.path, SITES.kiln.page.path, SITES.kiln.post.path, SITES.kiln.product.path])
      expect(own.get('atelier')).not.toContain(path);
    for (const path of [
      SITES.atelier.blog.path,
      SITES.atelier.page.path,
      SITES.atelier.post.path,
      SITES.atelier.product.path,
      '/kitchen',
    ])
      expect(own.get('kiln')).not.toContain(path);
  });

  it('leaves out archived products', async () => {
    const base = SITES.kiln.hosts()[0]!;
    const owner = await signedInClient(base);
    const archive = `mutation($id: ID!, $a: Boolean!) { archiveProduct(id: $id, archived: $a) { userErrors { code } } }`;
    expect(
      (await owner.graphql(archive, { id: 'prod_kiln_class', a: true })).json.data.archiveProduct.userErrors,
    ).toEqual([]);
    try {
      expect(locsOf((await new HttpClient(base).request('GET', '/sitemap.xml')).text)).not.toContain(
        `${base}/shop/p/wheel-class`,
      );
    } finally {
      await owner.graphql(archive, { id: 'prod_kiln_class', a: false });
    }
    expect(locsOf((await new HttpClient(base).request('GET', '/sitemap.xml')).text)).toContain(
      `${base}/shop/p/wheel-class`,
    );
  });
});

describe('/robots.txt', () => {
  it('allows each site, keeps private and locked paths out and points to the site’s own sitemap', async () => {
    for (const { name, base } of every()) {
      const response = await new HttpClient(base).request('GET', '/robots.txt');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('set-cookie')).toBeNull();
      const lines = response.text.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const path of ['/admin', '/cart', '/checkout', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines.includes('Disallow: /trade')).toBe(name === 'atelier');
      expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
    }
  });
});

describe('/favicon.ico', () => {
  const atelierIcon = readFileSync(new URL('../web/src/server/seo/atelier-icon.ico', import.meta.url));
  const iconOf = async (base: string) => {
    const response = await new HttpClient(base).request('GET', '/favicon.ico');
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      cookie: response.headers.get('set-cookie'),
      bytes: response.bytes,
    };
  };
  const SET = `mutation($id: ID) { setFavicon(imageId: $id) { website { id favicon { id } } userErrors { field code message } } }`;
  const UPLOAD = `mutation($b: String!) { uploadImage(base64: $b) { image { id } userErrors { code } } }`;

  it('is Atelier’s icon until the owner chooses an upload of the site, which pages then link', async () => {
    for (const base of [SITES.atelier.hosts()[0]!, SITES.kiln.hosts()[0]!]) {
      expect(await iconOf(base)).toEqual({
        status: 200,
        type: 'image/x-icon',
        cache: 'public, max-age=86400',
        cookie: null,
        bytes: atelierIcon,
      });
    }
    const kiln = SITES.kiln.hosts()[0]!;
    const owner = await signedInClient(kiln);
    const image = (await owner.graphql(UPLOAD, { b: solidPng(96, 96, [180, 80, 40]).toString('base64') })).json.data
      .uploadImage.image;
    const chosen = await owner.graphql(SET, { id: image.id });
    expect(chosen.json.data.setFavicon).toEqual({
      website: { id: 'site_kiln', favicon: { id: image.id } },
      userErrors: [],
    });
    const icon = await iconOf(kiln);
    expect(icon).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=86400', cookie: null });
    expect(icon.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const page = headOf((await new HttpClient(kiln).request('GET', '/notes')).text);
    expect(page.links.filter((l) => l.rel === 'icon').map((l) => l.href)).toEqual([`/favicon.ico?v=${image.id}`]);
    // The other site keeps its own.
    expect((await iconOf(SITES.atelier.hosts()[0]!)).bytes).toEqual(atelierIcon);
    // Another site's image, an unknown one, and a visitor who is not the owner are refused, changing nothing.
    const atelierOwner = await signedInClient(SITES.atelier.hosts()[0]!);
    const foreign = await atelierOwner.graphql(SET, { id: image.id });
    expect(foreign.json.data.setFavicon).toEqual({
      website: null,
      userErrors: [
        {
          field: ['imageId'],
          code: 'IMAGE_NOT_FOUND',
          message: 'This image is not one of the site’s uploads. Upload it again.',
        },
      ],
    });
    expect((await new HttpClient(kiln).graphql(SET, { id: null })).json.data.setFavicon.userErrors[0].code).toBe(
      'NOT_SIGNED_IN',
    );
    expect((await iconOf(SITES.atelier.hosts()[0]!)).bytes).toEqual(atelierIcon);
    expect((await iconOf(kiln)).type).toBe('image/webp');
    expect((await owner.graphql(SET, { id: null })).json.data.setFavicon.userErrors).toEqual([]);
    expect((await iconOf(kiln)).bytes).toEqual(atelierIcon);
  });
});

describe('a blog’s RSS feed', () => {
  it('holds its latest 20 posts with absolute links, escaped, and is linked from the blog’s pages', async () => {
    const kiln = SITES.kiln.hosts()[0]!;
    const owner = await signedInClient(kiln);
    const SAVE = `mutation($input: PostInput!) { savePost(input: $input) { post { id } userErrors { code } } }`;
    for (let i = 1; i <= 19; i++) {
      const saved = await owner.graphql(SAVE, {
        input: {
          collectionId: 'col_kiln_notes',
          title: `Firing log ${i}`,
          urlId: `firing-log-${i}`,
          body: `Cone ${i}.`,
        },
      });
      expect(saved.json.data.savePost.userErrors).toEqual([]);
    }
    const escaped = await owner.graphql(SAVE, {
      input: {
        collectionId: 'col_kiln_notes',
        title: 'Salt & soda <glazes>',
        urlId: 'salt-and-soda',
        excerpt: 'Fired "hot" & fast.',
        body: 'x',
      },
    });
    expect(escaped.json.data.savePost.userErrors).toEqual([]);
    for (const { base, site } of every()) {
      const client = new HttpClient(base);
      const feed = await client.request('GET', `${site.blog.path}?format=rss`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      expect(feed.headers.get('set-cookie')).toBeNull();
      const elements = parseXml(feed.text);
      expect(elements[0]).toMatchObject({ name: 'rss', attributes: { version: '2.0' } });
      const items = elements.filter((e) => e.name === 'item');
      const links = elements.filter((e) => e.name === 'link').map((e) => e.text);
      expect(links[0]).toBe(base + site.blog.path);
      const itemLinks = links.slice(1);
      expect(itemLinks.length).toBe(items.length);
      expect(itemLinks.every((l) => l.startsWith(`${base}${site.blog.path}/`))).toBe(true);
      if (site === SITES.kiln) {
        // 3 seeded and 20 new: the newest 20, newest first.
        expect(items).toHaveLength(20);
        expect(itemLinks[0]).toBe(`${base}/notes/salt-and-soda`);
        expect(itemLinks).not.toContain(`${base}/notes/wedging`);
        expect(feed.text).toContain('<title>Salt &amp; soda &lt;glazes&gt;</title>');
        expect(feed.text).toContain('<description>Fired &quot;hot&quot; &amp; fast.</description>');
      } else {
        expect(items).toHaveLength(7);
        expect(itemLinks[0]).toBe(`${base}/journal/why-linen`);
      }
      for (const path of [site.blog.path, site.post.path]) {
        const head = headOf((await client.request('GET', path)).text);
        expect(head.links.find((l) => l.rel === 'alternate')).toEqual({
          rel: 'alternate',
          type: 'application/rss+xml',
          title: site.blog.title,
          href: `${base}${site.blog.path}?format=rss`,
        });
      }
      // Another collection's address with format=rss is that page, as it is.
      const shop = await client.request('GET', '/shop?format=rss');
      expect(shop.headers.get('content-type')).toContain('text/html');
    }
  });
});

describe('owners’ SEO titles and descriptions', () => {
  const PAGE = `mutation($input: PageInput!) { savePage(input: $input) { collection { id seoTitle seoDescription } userErrors { field code message } } }`;
  const POST = `mutation($input: PostInput!) { savePost(input: $input) { post { id seoTitle seoDescription } userErrors { field code message } } }`;
  const COLLECTION = `mutation($input: CollectionSeoInput!) { saveCollectionSeo(input: $input) { collection { id seoTitle seoDescription } userErrors { field code message } } }`;
  const PRODUCT = `mutation($input: ProductInput!) { saveProduct(input: $input) { product { id version seoTitle seoDescription } userErrors { field code message } } }`;
  const READ_PRODUCT = `query($id: ID!) { product(id: $id) { id version collectionId productType title urlId excerpt body seoTitle seoDescription variants { id sku price salePrice onSale } } }`;

  it('replace the defaults in the head and the <title>, and are refused past their limits with nothing stored', async () => {
    const base = SITES.kiln.hosts()[0]!;
    const owner = await signedInClient(base);
    const visitor = new HttpClient(base);
    const long = { seoTitle: 'T'.repeat(71), seoDescription: 'D'.repeat(321) };
    const refusals = [
      {
        field: ['input', 'seoTitle'],
        code: 'SEO_TITLE_TOO_LONG',
        message: 'An SEO title may be at most 70 characters.',
      },
      {
        field: ['input', 'seoDescription'],
        code: 'SEO_DESCRIPTION_TOO_LONG',
        message: 'An SEO description may be at most 320 characters.',
      },
    ];
    const page = {
      id: 'col_kiln_visit',
      title: 'Visit the Studio',
      urlId: 'visit',
      navigation: 'mainNav',
      body: '<p>The studio is in a railway arch in Bristol. Come by on Thursdays from noon to six, or book a class.</p>',
    };
    expect((await owner.graphql(PAGE, { input: { ...page, ...long } })).json.data.savePage).toEqual({
      collection: null,
      userErrors: refusals,
    });
    expect(
      (await owner.graphql(POST, { input: { collectionId: 'col_kiln_notes', title: 'New', body: 'x', ...long } })).json
        .data.savePost,
    ).toEqual({ post: null, userErrors: refusals });
    expect(
      (await owner.graphql(COLLECTION, { input: { collectionId: 'col_kiln_shop', ...long } })).json.data
        .saveCollectionSeo,
    ).toEqual({ collection: null, userErrors: refusals });
    const { product } = (await visitor.graphql(READ_PRODUCT, { id: 'prod_kiln_class' })).json.data;
    const productInput = {
      id: product.id,
      version: product.version,
      collectionId: product.collectionId,
      productType: product.productType,
      title: product.title,
      urlId: product.urlId,
      excerpt: product.excerpt,
      body: product.body,
      variants: product.variants,
    };
    expect((await owner.graphql(PRODUCT, { input: { ...productInput, ...long } })).json.data.saveProduct).toEqual({
      product: null,
      userErrors: refusals,
    });
    expect((await visitor.graphql(READ_PRODUCT, { id: 'prod_kiln_class' })).json.data.product).toEqual(product);
    expect(headOf((await visitor.request('GET', '/visit')).text).meta.get('description')).toBe(
      SITES.kiln.page.description,
    );

    // Written, they are what the pages say: white space made one space, the limits exactly.
    const title70 = `Wheel classes in Bristol${'!'.repeat(46)}`;
    const saved = await owner.graphql(PRODUCT, {
      input: { ...productInput, seoTitle: title70, seoDescription: '  Learn to throw\n on the wheel  ' },
    });
    expect(saved.json.data.saveProduct.product).toMatchObject({
      seoTitle: title70,
      seoDescription: 'Learn to throw on the wheel',
    });
    const productHead = headOf((await visitor.request('GET', '/shop/p/wheel-class')).text);
    expect(productHead.title).toBe(`${title70} · Kiln &amp; Co. Ceramics`);
    expect(productHead.meta.get('og:title')).toBe(title70);
    expect(productHead.meta.get('description')).toBe('Learn to throw on the wheel');
    expect(productHead.jsonLd[0]!.data.description).toBe('Learn to throw on the wheel');
    // The product's own title stays the page's heading.
    expect((await visitor.request('GET', '/shop/p/wheel-class')).text).toContain('Wheel Throwing Class</h1>');

    const hostile = '</script><script>alert(1)</script> & "quotes"';
    expect(
      (await owner.graphql(PAGE, { input: { ...page, seoTitle: 'Visit us', seoDescription: hostile } })).json.data
        .savePage.userErrors,
    ).toEqual([]);
    const pageResponse = await visitor.request('GET', '/visit');
    expect(headOf(pageResponse.text).meta.get('description')).toBe(hostile);
    expect(pageResponse.text).not.toContain('<script>alert(1)');
    expect(headOf(pageResponse.text).title).toBe('Visit us · Kiln &amp; Co. Ceramics');

    expect(
      (
        await owner.graphql(COLLECTION, {
          input: { collectionId: 'col_kiln_notes', seoTitle: 'Pottery notes', seoDescription: 'Kiln logs.' },
        })
      ).json.data.saveCollectionSeo.userErrors,
    ).toEqual([]);
    const blog = headOf((await visitor.request('GET', '/notes')).text);
    expect([blog.title, blog.meta.get('description')]).toEqual([
      'Pottery notes · Kiln &amp; Co. Ceramics',
      'Kiln logs.',
    ]);
    expect(
      (
        await owner.graphql(POST, {
          input: {
            collectionId: 'col_kiln_notes',
            title: 'Kiln day',
            urlId: 'kiln-day',
            body: '<p>Long body.</p>',
            seoDescription: 'Short.',
          },
        })
      ).json.data.savePost.post.seoDescription,
    ).toBe('Short.');
    expect(headOf((await visitor.request('GET', '/notes/kiln-day')).text).meta.get('description')).toBe('Short.');
    // Another site's collection is not this owner's here.
    expect(
      (await owner.graphql(COLLECTION, { input: { collectionId: 'col_journal', seoTitle: 'x' } })).json.data
        .saveCollectionSeo.userErrors[0].code,
    ).toBe('NOT_FOUND');
  });
});

describe('a locked page’s SEO description', () => {
  it('is its owner’s to read and edit, and no visitor’s until unlocked', async () => {
    const base = SITES.atelier.hosts()[0]!;
    const owner = await signedInClient(base);
    const PAGE = `mutation($input: PageInput!) { savePage(input: $input) { collection { id } userErrors { code } } }`;
    const READ = `{ site { collection(urlId: "trade") { locked seoTitle seoDescription } } }`;
    const trade = {
      id: 'col_trade',
      title: 'Trade Prices',
      urlId: 'trade',
      navigation: 'footerNav',
      body: '<p>Trade terms.</p>',
      seoTitle: 'Trade prices',
      seoDescription: 'Twenty per cent off for studios.',
    };
    expect((await owner.graphql(PAGE, { input: trade })).json.data.savePage.userErrors).toEqual([]);
    expect((await owner.graphql(READ)).json.data.site.collection).toEqual({
      locked: true,
      seoTitle: 'Trade prices',
      seoDescription: 'Twenty per cent off for studios.',
    });
    const visitor = new HttpClient(base);
    expect((await visitor.graphql(READ)).json.data.site.collection).toEqual({
      locked: true,
      seoTitle: 'Trade prices',
      seoDescription: '',
    });
    const lockScreen = await visitor.request('GET', '/trade');
    expect(lockScreen.text).not.toContain('Twenty per cent');
    expect(headOf(lockScreen.text).meta.get('robots')).toBe('noindex');
  });
});

describe('the home page', () => {
  const SET = `mutation($id: ID) { setHomeCollection(collectionId: $id) { website { id homeCollection { id urlId } } userErrors { field code message } } }`;

  it('answers 200 at / with the chosen collection, on both sites; the owner chooses another, never another site’s', async () => {
    for (const { base, site } of every()) {
      const home = await new HttpClient(base).request('GET', '/');
      expect(home.status).toBe(200);
      expect(home.text).toContain(`<h1>${site.homeText}</h1>`);
      expect(home.text).toContain('class="product-grid"');
      expect(headOf(home.text).canonical).toBe(`${base}/`);
    }
    const atelier = SITES.atelier.hosts()[0]!;
    const owner = await signedInClient(atelier);
    const refusals = [
      { id: 'col_kiln_visit', code: 'NOT_FOUND', message: 'Choose a page, shop or blog of this site.' },
      { id: 'col_nothing', code: 'NOT_FOUND', message: 'Choose a page, shop or blog of this site.' },
      {
        id: 'col_trade',
        code: 'HOME_PROTECTED',
        message: 'A page behind a password cannot be the home page: every visitor would meet its lock screen.',
      },
    ];
    for (const refusal of refusals) {
      expect((await owner.graphql(SET, { id: refusal.id })).json.data.setHomeCollection, refusal.id).toEqual({
        website: null,
        userErrors: [{ field: ['collectionId'], code: refusal.code, message: refusal.message }],
      });
    }
    expect(
      (await new HttpClient(atelier).graphql(SET, { id: 'col_about' })).json.data.setHomeCollection.userErrors[0].code,
    ).toBe('NOT_SIGNED_IN');
    expect((await new HttpClient(atelier).request('GET', '/')).text).toContain(SITES.atelier.homeText);

    const chosen = await owner.graphql(SET, { id: 'col_about' });
    expect(chosen.json.data.setHomeCollection).toEqual({
      website: { id: 'site_demo', homeCollection: { id: 'col_about', urlId: 'about' } },
      userErrors: [],
    });
    for (const base of SITES.atelier.hosts()) {
      const home = await new HttpClient(base).request('GET', '/');
      expect(home.status).toBe(200);
      expect(home.text).toContain('Everything we sell is used in our own workshop first.');
      expect(home.text).not.toContain('class="product-grid"');
      expect(headOf(home.text).canonical).toBe(`${base}/`);
      expect(headOf(home.text).title).toBe('Atelier Supply Co.');
      // The page at its own address names `/` as the page; the shop is a page of its own again.
      expect(headOf((await new HttpClient(base).request('GET', '/about')).text).canonical).toBe(`${base}/`);
      expect(headOf((await new HttpClient(base).request('GET', '/shop')).text).canonical).toBe(`${base}/shop`);
      expect(locsOf((await new HttpClient(base).request('GET', '/sitemap.xml')).text)).toEqual(
        expect.arrayContaining([`${base}/`, `${base}/shop`]),
      );
    }
    // Kiln's home page did not change.
    expect((await new HttpClient(SITES.kiln.hosts()[0]!).request('GET', '/')).text).toContain(SITES.kiln.homeText);

    expect((await owner.graphql(SET, { id: null })).json.data.setHomeCollection.website.homeCollection).toEqual({
      id: 'col_shop',
      urlId: 'shop',
    });
    expect((await new HttpClient(atelier).request('GET', '/')).text).toContain(SITES.atelier.homeText);
  });
});

describe('an owner’s text with the characters of markup', () => {
  const TEXT = `<"Tom & Jerry's">`;
  const ESCAPED = '&lt;&quot;Tom &amp; Jerry&#39;s&quot;&gt;';
  /** The text inside JSON: in an escaped attribute, and in a script element (where <, > and & are \u escapes). */
  const IN_JSON = ['&lt;\\&quot;Tom &amp; Jerry&#39;s\\&quot;&gt;', `\\u003c\\"Tom \\u0026 Jerry's\\"\\u003e`];
  /** Where a page shows the text, it shows escaped; taken out in its escaped forms, no "Tom" or "Jerry" is left. */
  const expectOnlyEscaped = (html: string) => {
    expect(html).toContain(ESCAPED);
    expect([ESCAPED, ...IN_JSON].reduce((rest, form) => rest.split(form).join(''), html)).not.toMatch(/Tom|Jerry/);
  };

  it('is escaped on the product page, the shop, the cart, the head and its JSON-LD, and a post’s page and RSS feed; the sitemap lists it', async () => {
    const base = SITES.kiln.hosts()[0]!;
    const owner = await signedInClient(base);
    const SAVE = `mutation($input: ProductInput!) { saveProduct(input: $input) { product { id fullUrl variants { id } } userErrors { field code message } } }`;
    const saved = await owner.graphql(SAVE, {
      input: {
        collectionId: 'col_kiln_shop',
        productType: 'PHYSICAL',
        title: TEXT,
        urlId: 'tom-and-jerry',
        excerpt: TEXT,
        body: TEXT,
        variantOptionOrdering: [TEXT],
        variants: [
          { sku: 'TOM-1', price: 1200, attributes: [{ name: TEXT, value: TEXT }] },
          { sku: 'TOM-2', price: 1400, attributes: [{ name: TEXT, value: 'Plain' }] },
        ],
      },
    });
    expect(saved.json.data.saveProduct.userErrors).toEqual([]);
    const product = saved.json.data.saveProduct.product;
    expect(product.fullUrl).toBe('/shop/p/tom-and-jerry');
    const STOCK = `mutation($input: [StockInput!]!) { setStock(input: $input) { userErrors { code } } }`;
    expect(
      (
        await owner.graphql(STOCK, {
          input: product.variants.map((v: { id: string }) => ({ variantId: v.id, qtyInStock: 5 })),
        })
      ).json.data.setStock.userErrors,
    ).toEqual([]);

    const shopper = new HttpClient(base);
    const page = await shopper.request('GET', product.fullUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h1 class="product-title">${ESCAPED}</h1>`);
    expect(page.text).toContain(`<select aria-label="Select ${ESCAPED}" data-variant-option-name="${ESCAPED}"`);
    expectOnlyEscaped(page.text);
    const head = headOf(page.text);
    expect([head.meta.get('og:title'), head.meta.get('twitter:title'), head.meta.get('description')]).toEqual([
      TEXT,
      TEXT,
      TEXT,
    ]);
    expect(head.title).toBe(`${ESCAPED} · Kiln &amp; Co. Ceramics`);
    expect(head.jsonLd[0]!.data).toMatchObject({
      name: TEXT,
      description: TEXT,
      offers: [{ sku: 'TOM-1' }, { sku: 'TOM-2' }],
    });

    const shop = await shopper.request('GET', '/shop');
    expect(shop.text).toContain(`<h2>${ESCAPED}</h2>`);
    expectOnlyEscaped(shop.text);

    const added = await shopper.graphql(
      `mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }`,
      { input: { itemId: product.id, sku: 'TOM-1' } },
    );
    expect(added.json.data.addToCart.userErrors).toEqual([]);
    const cart = await shopper.request('GET', '/cart');
    expect(cart.text).toContain(`<a class="cart-entry-title" href="/shop/p/tom-and-jerry">${ESCAPED}</a>`);
    expect(cart.text).toContain(`<div class="cart-entry-variant">${ESCAPED}: ${ESCAPED}</div>`);
    expectOnlyEscaped(cart.text);

    const sitemap = await shopper.request('GET', '/sitemap.xml');
    expect(locsOf(sitemap.text)).toContain(`${base}/shop/p/tom-and-jerry`);

    const POST = `mutation($input: PostInput!) { savePost(input: $input) { post { id } userErrors { code } } }`;
    const post = await owner.graphql(POST, {
      input: {
        collectionId: 'col_kiln_notes',
        title: TEXT,
        urlId: 'tom-and-jerry',
        excerpt: TEXT,
        body: `${TEXT}\n\n${TEXT}`,
      },
    });
    expect(post.json.data.savePost.userErrors).toEqual([]);
    const postPage = await shopper.request('GET', '/notes/tom-and-jerry');
    expect(postPage.text).toContain(`<p>${ESCAPED}</p>`);
    expectOnlyEscaped(postPage.text);
    const feed = await shopper.request('GET', '/notes?format=rss');
    // Read strictly, the feed gives the text back: the title, and the description made of the body.
    const elements = parseXml(feed.text);
    expect(elements.filter((e) => e.name === 'title').map((e) => e.text)).toContain(TEXT);
    expect(elements.filter((e) => e.name === 'description').map((e) => e.text)).toContain(`${TEXT} ${TEXT}`);
    expect(feed.text).toContain(`<title>${ESCAPED}</title>`);
    expectOnlyEscaped(feed.text);
  });
});
