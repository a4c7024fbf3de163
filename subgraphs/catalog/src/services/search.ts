import type { EntityManager } from '@mikro-orm/postgresql';
import { executePrepared, inJsonList } from '@atelier/platform';
import { productArtOf } from '@atelier/site';
import {
  decodeEntities,
  highlightHtml,
  inTitles,
  MARK_END,
  MARK_START,
  prefixTsQuery,
  RANKED_PER_KIND,
  searchWords,
} from '../domain/search-query.ts';
import { expectedShare, PROBE_ROWS, probeForCommonWords } from '../domain/common-words.ts';
import { productWordShares } from './product-word-shares.ts';
import type { Collection } from '../entities/collection.ts';
import { collectionUrl, postUrl, productUrl } from '../domain/item-urls.ts';

export interface SearchRequest {
  websiteId: string;
  query: string;
  /** The collections a visitor may see (not locked); a collection filter narrows them first. */
  collections: readonly Collection[];
  page: number;
  pageSize: number;
  /** Minor units; either bound keeps only products with a variant priced within (sale price when on sale). */
  minPrice?: number | null;
  maxPrice?: number | null;
}

export interface SearchHit {
  kind: 'Product' | 'Post' | 'Page';
  id: string;
  title: string;
  titleHtml: string;
  excerptHtml: string;
  fullUrl: string;
  collectionId: string;
  /** Products: the lowest price a shopper pays now (minor units) and the currency. */
  price: { minor: number; currency: string } | null;
  imageUrl: string | null;
}

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const BODY_TEXT = (column: string) => `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;
/** The text a result's passage is taken from: read for the page's rows only, not for every match. */
const PAGE_TEXT = `case r.kind
  when 'Product' then (select p.excerpt || ' ' || ${BODY_TEXT('p.body')} from catalog.product p where p.id = r.id)
  when 'Post' then (select o.excerpt || ' ' || ${BODY_TEXT('o.body')} from catalog.post o where o.id = r.id)
  else (select ${BODY_TEXT('c.body')} from catalog.collection c where c.id = r.id) end`;
const EFFECTIVE_PRICE = `case when v.on_sale then v.sale_price_cents else v.price_cents end`;

/** One kind of result: its row as the ranking reads it, its table and its conditions. */
interface Kind {
  prefix: string;
  row: string;
  from: string;
  where: string;
  params: unknown[];
  vector: string;
  /**
   * The first PROBE_ROWS rows `where` finds, in an order an index gives (its collections', which are
   * the site's), as a subquery under the alias `row` names. Without the site's own condition: its
   * size would weigh in the plan, and the planner would plan the statement anew on every search
   * instead of keeping one plan for all.
   */
  inOrder?: { from: string; params: unknown[] };
}

/**
 * A kind's candidates as two CTEs: up to RANKED_PER_KIND + 1 of its matches with every word in the
 * title (one more than are ranked, to know whether there are more), then as many of its matches
 * anywhere, unless the titles alone overflow: those rank first anyway, and each branch's GIN scan
 * reads every match of its words, so a word most rows hold is scanned once, not twice.
 *
 * With `probe` (for words most rows hold), the title matches are first looked for among the kind's
 * first PROBE_ROWS rows in shop order, a scan that stops at the matches it needs where the index
 * would first list every match; the index is asked only when too few were found there.
 */
function candidates(kind: Kind, probe: boolean): { sql: string; params: unknown[] } {
  probe &&= kind.inOrder !== undefined;
  const wanted = RANKED_PER_KIND + 1;
  const branch = (query: string, limit: string, gate = '') =>
    `select ${kind.row}, ts_rank(${kind.vector}, q.query) as rank from ${kind.from}, q where ${kind.where} and ${kind.vector} @@ ${query} ${gate} limit ${limit}`;
  const anyLimit = `(select case when count(*) > ${RANKED_PER_KIND} then 0 else ${wanted} end from ${kind.prefix}_titles)`;
  const any = `${kind.prefix}_any as (${branch('q.query', anyLimit)})`;
  if (!probe)
    return {
      sql: `${kind.prefix}_titles as (${branch('q.titles', String(wanted))}), ${any}`,
      params: [...kind.params, ...kind.params],
    };
  const probed = `select ${kind.row}, ts_rank(${kind.vector}, q.query) as rank from ${kind.inOrder!.from}, q where ${kind.vector} @@ q.titles limit ${wanted}`;
  const enough = `(select count(*) from ${kind.prefix}_probe) >= ${wanted}`;
  return {
    sql: `${kind.prefix}_probe as (${probed}),
    ${kind.prefix}_titles as (select * from ${kind.prefix}_probe where ${enough} union all (${branch('q.titles', String(wanted), `and not ${enough}`)})), ${any}`,
    params: [...kind.inOrder!.params, ...kind.params, ...kind.params],
  };
}

/**
 * One ranked page of a site's products, posts and pages matching every word (as prefixes), best
 * first (ts_rank, titles weigh most), with the matches marked in the title and a passage of the
 * text. Only the page's rows are highlighted. A search matching more than RANKED_PER_KIND of a kind
 * ranks that many (title matches first) and says its count is not exact.
 */
export async function searchSite(
  em: EntityManager,
  request: SearchRequest,
): Promise<{ hits: SearchHit[]; totalCount: number; totalCountExact: boolean }> {
  const tsquery = prefixTsQuery(request.query);
  const ids = request.collections.map((c) => c.id);
  if (!tsquery || ids.length === 0) return { hits: [], totalCount: 0, totalCountExact: true };
  const listed = request.collections.reduce((sum, c) => sum + c.productCount, 0);
  // As JSON: the driver would spread a JavaScript array into a list of parameters.
  const idList = JSON.stringify(ids);
  const priced = request.minPrice != null || request.maxPrice != null;
  const priceFilter = priced
    ? `and exists (select 1 from catalog.variant v where v.product_id = p.id and ${EFFECTIVE_PRICE} between ?::bigint and ?::bigint)`
    : '';
  const priceParams = priced ? [request.minPrice ?? 0, request.maxPrice ?? Number.MAX_SAFE_INTEGER] : [];
  const kinds: Kind[] = [
    {
      prefix: 'products',
      row: `'Product' as kind, p.id, p.title, p.collection_id, p.url_id`,
      from: 'catalog.product p',
      where: `p.website_id = ? and p.archived_at is null and p.collection_id in (select jsonb_array_elements_text(?::jsonb)) ${priceFilter}`,
      params: [request.websiteId, idList, ...priceParams],
      vector: 'p.search_vector',
      inOrder: {
        from: `(select p.* from catalog.product p where p.archived_at is null and ${inJsonList('p.collection_id')} ${priceFilter} order by p.collection_id, p.position limit ${PROBE_ROWS}) p`,
        params: [idList, ...priceParams],
      },
    },
  ];
  // A price filter leaves only products.
  if (!priced) {
    kinds.push(
      {
        prefix: 'posts',
        row: `'Post' as kind, o.id, o.title, o.collection_id, o.url_id`,
        from: 'catalog.post o',
        where: `o.website_id = ? and o.collection_id in (select jsonb_array_elements_text(?::jsonb))`,
        params: [request.websiteId, idList],
        vector: 'o.search_vector',
      },
      {
        prefix: 'pages',
        row: `'Page' as kind, c.id, c.title, c.id as collection_id, c.url_id`,
        from: 'catalog.collection c',
        where: `c.website_id = ? and c.type = 'page' and c.id in (select jsonb_array_elements_text(?::jsonb))`,
        params: [request.websiteId, idList],
        vector: 'c.search_vector',
      },
    );
  }
  // The statistics are read only for a site large enough to gain from them.
  const common =
    listed > RANKED_PER_KIND &&
    probeForCommonWords(expectedShare(await productWordShares(em), searchWords(request.query)), listed);
  const parts = kinds.map((kind, i) => candidates(kind, i === 0 && common));
  const sql = `
    with q as (select to_tsquery('simple', ?) as query, to_tsquery('simple', ?) as titles),
    ${parts.map((part) => part.sql).join(',\n    ')},
    hits as (${kinds.map((k) => `select * from ${k.prefix}_any union select * from ${k.prefix}_titles`).join(' union ')}),
    flags as (select ${kinds.map((k) => `(select count(*) from ${k.prefix}_any) > ${RANKED_PER_KIND} or (select count(*) from ${k.prefix}_titles) > ${RANKED_PER_KIND}`).join(' or ')} as capped),
    top as (select hits.* from hits order by rank desc, title asc, id asc limit (select case when capped then ${RANKED_PER_KIND} end from flags)),
    ranked as (select top.*, count(*) over () as total from top order by rank desc, title asc, id asc limit ? offset ?)
    select r.kind, r.id, r.title, r.collection_id, r.url_id, r.total::int as total, (select capped from flags) as capped,
           ts_headline('simple', r.title, q.query, 'StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true') as title_marked,
           ts_headline('simple', ${PAGE_TEXT}, q.query, '${HEADLINE}') as text_marked,
           (select min(${EFFECTIVE_PRICE}) from catalog.variant v where r.kind = 'Product' and v.product_id = r.id)::bigint as price,
           (select p.currency from catalog.product p where r.kind = 'Product' and p.id = r.id) as currency,
           (select p.product_type from catalog.product p where r.kind = 'Product' and p.id = r.id) as product_type,
           (select coalesce(case when i.width is not null then '/media/images/' || i.id else i.source_url end, p.main_image_url) from catalog.product p left join catalog.image i on i.id = p.image_ids ->> 0 where r.kind = 'Product' and p.id = r.id) as image_url
      from ranked r, q
     order by r.rank desc, r.title asc, r.id asc`;
  const params = [
    tsquery,
    inTitles(tsquery),
    ...parts.flatMap((part) => part.params),
    request.pageSize,
    (request.page - 1) * request.pageSize,
  ];
  // Planning this statement costs more than running it: each connection plans it once.
  const rows = await executePrepared<Row>(em, sql, params);
  const byId = new Map(request.collections.map((c) => [c.id, c]));
  const hits = rows.map((row): SearchHit => {
    const collection = byId.get(row.collection_id)!;
    const fullUrl =
      row.kind === 'Product'
        ? productUrl(collection.urlId, row.url_id)
        : row.kind === 'Post'
          ? postUrl(collection.urlId, row.url_id)
          : collectionUrl(row.url_id);
    return {
      kind: row.kind,
      id: row.id,
      title: row.title,
      titleHtml: highlightHtml(row.title_marked),
      excerptHtml: highlightHtml(decodeEntities(row.text_marked.replace(/\s+/g, ' ').trim())),
      fullUrl,
      collectionId: row.collection_id,
      price: row.price != null && row.currency ? { minor: Number(row.price), currency: row.currency } : null,
      // A product without an upload shows its drawn art, as on its page (Product.mainImageUrl).
      imageUrl:
        row.kind === 'Product'
          ? (row.image_url ?? productArtOf({ id: row.id, productType: row.product_type ?? '' }))
          : row.image_url,
    };
  });
  // A page past the last has no row to carry the total: the first page's one does.
  if (!rows.length && request.page > 1) {
    const { totalCount, totalCountExact } = await searchSite(em, { ...request, page: 1, pageSize: 1 });
    return { hits, totalCount, totalCountExact };
  }
  return { hits, totalCount: rows[0]?.total ?? 0, totalCountExact: !rows[0]?.capped };
}

interface Row {
  kind: 'Product' | 'Post' | 'Page';
  id: string;
  title: string;
  collection_id: string;
  url_id: string;
  total: number;
  capped: boolean;
  title_marked: string;
  text_marked: string;
  price: string | number | null;
  currency: string | null;
  product_type: string | null;
  image_url: string | null;
}
