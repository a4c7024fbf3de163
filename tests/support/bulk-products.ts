/** Something that runs SQL with parameters: a pg client, or a test database. */
export interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

const WOODS = ['linen', 'oak', 'clay', 'wool', 'brass'];
const FINISHES = ['oiled', 'waxed', 'glazed', 'woven', 'turned'];

/**
 * Adds `count` physical products to a shop, straight in the database (thousands in a moment): product
 * n is "<title> n <wood>", with "walnut" in 3 and 7, two variants S and L (SKU <first word of title>-n-S; n % 4 = 0 on sale), and n % 7
 * of each in stock. Ids are `<prefix>_<n>` and `<prefix>_<n>_<S|L>`; positions follow `firstPosition`.
 */
export async function addBulkProducts(
  db: Sql,
  shop: { siteId: string; collectionId: string },
  options: { prefix: string; count: number; title: string; firstPosition?: number },
): Promise<void> {
  const { prefix, count, title } = options;
  const sku = title.split(' ')[0]!.toUpperCase();
  await db.query(
    `insert into catalog.product (id, website_id, collection_id, title, url_id, excerpt, body, product_type, currency, position, variant_option_ordering)
     select $1 || '_' || n, $2, $3, $4 || ' ' || n || ' ' || ($6::text[])[1 + n % 5] || (case when n in (3, 7) then ' walnut' else '' end),
            lower(replace($4, ' ', '-')) || '-' || n, 'A made thing, number ' || n || '.', '<p>Hand finished, ' || ($7::text[])[1 + n % 5] || ' and packed by the bench.</p>',
            'PHYSICAL', 'USD', $8::int + n, '["Size"]'
       from generate_series(1, $5::int) n`,
    [prefix, shop.siteId, shop.collectionId, title, count, WOODS, FINISHES, options.firstPosition ?? 0],
  );
  await db.query(
    `insert into catalog.variant (id, product_id, sku, price_cents, sale_price_cents, on_sale, attributes, position)
     select $1 || '_' || n || '_' || s, $1 || '_' || n, $3 || '-' || n || '-' || s, 1000 + (n % 90) * 100 + (case s when 'S' then 0 else 500 end),
            800 + (n % 90) * 100, n % 4 = 0 and s = 'S', jsonb_build_object('Size', s), (case s when 'S' then 0 else 1 end)
       from generate_series(1, $2::int) n, (values ('S'), ('L')) as sizes(s)`,
    [prefix, count, sku],
  );
  await db.query(
    `insert into cart.stock_level (variant_id, website_id, item_id, sku, qty_in_stock)
     select $1 || '_' || n || '_' || s, $4, $1 || '_' || n, $3 || '-' || n || '-' || s, n % 7
       from generate_series(1, $2::int) n, (values ('S'), ('L')) as sizes(s)`,
    [prefix, count, sku, shop.siteId],
  );
}
