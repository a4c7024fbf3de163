import type { EntityManager } from '@mikro-orm/postgresql';
import type { OptionalProps } from '@mikro-orm/core';
import { executePrepared, inJsonList } from '@atelier/platform';
import type { Product } from '../entities/product.ts';
import type { Variant } from '../entities/variant.ts';

/**
 * A product as the API reads it: its stored fields as plain data and its variants in order, each
 * pointing back at it. Every read of products for the API goes through here, in one statement per
 * batch: hydrating ORM entities (identity map, change-tracking snapshots, relation wrappers) cost a
 * shop page more than the rest of its catalog work together. Writes keep using the entities.
 */
export interface ProductRecord extends Omit<Product, 'variants' | typeof OptionalProps> {
  variants: VariantRecord[];
}

export interface VariantRecord extends Omit<Variant, 'product' | typeof OptionalProps> {
  product: ProductRecord;
}

type VariantRow = Omit<VariantRecord, 'product'>;
type ProductRow = Omit<ProductRecord, 'variants'> & { variants: VariantRow[] };

/** Columns as the properties of ProductRecord, the variants as one JSON array in their order. */
const SELECT = `select p.id, p.website_id as "websiteId", p.collection_id as "collectionId", p.title, p.url_id as "urlId",
    p.excerpt, p.body, p.product_type as "productType", p.currency, p.variant_option_ordering as "variantOptionOrdering",
    p.is_subscribable as "isSubscribable", p.use_custom_add_button_text as "useCustomAddButtonText",
    p.custom_add_button_text as "customAddButtonText", p.main_image_url as "mainImageUrl", p.position, p.merchandising,
    p.created_at as "createdAt", p.version, p.updated_at as "updatedAt", p.archived_at as "archivedAt",
    p.subscription_plan as "subscriptionPlan", p.additional_fields_form_id as "additionalFieldsFormId",
    p.image_ids as "imageIds", p.categories, p.seo_title as "seoTitle", p.seo_description as "seoDescription", p.featured,
    coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'priceCents', v.price_cents,
        'salePriceCents', v.sale_price_cents, 'onSale', v.on_sale, 'attributes', v.attributes,
        'mainImageId', v.main_image_id, 'position', v.position, 'weightGrams', v.weight_grams) order by v.position, v.id)
      from catalog.variant v where v.product_id = p.id), '[]') as variants
  from catalog.product p`;

function recordOf({ variants, ...fields }: ProductRow): ProductRecord {
  const product = fields as ProductRecord;
  product.variants = variants.map((variant) => ({ ...variant, product }));
  return product;
}

async function read(em: EntityManager, where: string, params: unknown[], orderBy = ''): Promise<ProductRecord[]> {
  // Prepared: every page reads products this way, each connection plans it once.
  const rows = await executePrepared<ProductRow>(em, `${SELECT} where ${where} ${orderBy}`, params);
  return rows.map(recordOf);
}

/** The products of these ids (archived ones too), in no order. */
export const productsByIds = (em: EntityManager, ids: readonly string[]) =>
  ids.length ? read(em, inJsonList('p.id'), [JSON.stringify(ids)]) : Promise.resolve([]);

/** One product as it is now (after a change was written), or null. */
export const productRecord = async (em: EntityManager, id: string) => (await productsByIds(em, [id]))[0] ?? null;

/** The products these variants belong to, each with all its variants. */
export const productsOfVariants = (em: EntityManager, variantIds: readonly string[]) =>
  variantIds.length
    ? read(em, `p.id in (select v.product_id from catalog.variant v where ${inJsonList('v.id')})`, [
        JSON.stringify(variantIds),
      ])
    : Promise.resolve([]);

/** These variants as they are now, in the order asked (none for an id that does not exist). */
export async function variantRecords(em: EntityManager, ids: readonly string[]): Promise<VariantRecord[]> {
  const byId = new Map(
    (await productsOfVariants(em, ids)).flatMap((product) => product.variants).map((variant) => [variant.id, variant]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A shop's products in shop order, the listed ones (not archived) or the archived ones (by title). */
/**
 * The most a whole-list field (Collection.products, archivedProducts) answers: the lists in one
 * piece are for small shops and legacy callers, and a 10,000-product shop read whole costs seconds
 * of the server's time for anyone who asks. The connections page through any number.
 */
export const MAX_WHOLE_LIST = 1000;

export const productsOfCollection = (em: EntityManager, collectionId: string, which: 'listed' | 'archived') =>
  which === 'listed'
    ? read(
        em,
        'p.collection_id = ? and p.archived_at is null',
        [collectionId],
        `order by p.position, p.title, p.id limit ${MAX_WHOLE_LIST}`,
      )
    : read(
        em,
        'p.collection_id = ? and p.archived_at is not null',
        [collectionId],
        `order by p.title, p.id limit ${MAX_WHOLE_LIST}`,
      );

/** A shop's listed product at this address, or null. */
export const listedProductAt = async (em: EntityManager, collectionId: string, urlId: string) =>
  (await read(em, 'p.collection_id = ? and p.url_id = ? and p.archived_at is null', [collectionId, urlId]))[0] ?? null;
