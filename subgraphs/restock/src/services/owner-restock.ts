import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { SignUp } from '../entities/sign-up.ts';
import { encodeGroupCursor, encodeSignUpCursor, type GroupCursor, type SignUpCursor } from '../domain/page-cursor.ts';
import { MAX_SEND_REQUESTS } from '../domain/restock-policy.ts';
import { RESTOCK_ERRORS, refuse, userError } from '../errors.ts';
import type { RestockErrorCode } from '../generated/resolvers-types.ts';
import { sendRefusal } from '../domain/send-refusal.ts';
import type { CatalogFactsPort } from '../ports/catalog-facts-port.ts';
import type { Context } from '../context.ts';

export interface GroupRow {
  productId: string;
  variantId: string;
  waitingCount: number;
  oldestSignUpAt: string;
  newestSignUpAt: string;
}

/** A group as the resolvers hand it on: its product and variant as references, and why it cannot be sent, read when asked. */
export interface SignUpGroupModel extends GroupRow {
  product: { id: string };
  variant: { id: string };
  sendRefusal(): Promise<string | null>;
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Where a page starts and how long it is, as the resolver read them from the arguments. */
export interface PageRequest<Cursor> {
  after: Cursor | null;
  size: number;
}

/** The variants of a site with visitors waiting, most waiting first, then by variant id. */
export async function signUpGroups(
  em: EntityManager,
  siteId: string,
  { after, size }: PageRequest<GroupCursor>,
): Promise<Page<GroupRow>> {
  const rows = await em.execute<
    { product_id: string; variant_id: string; waiting: number; oldest: Date | string; newest: Date | string }[]
  >(
    `with "g" as (
       select "product_id", "variant_id", count(*)::int as "waiting", min("created_at") as "oldest", max("created_at") as "newest"
       from "restock"."sign_up" where "website_id" = ? and "status" = 'waiting' group by "product_id", "variant_id"
     )
     select * from "g" where ?::int is null or "waiting" < ? or ("waiting" = ? and "variant_id" > ?)
     order by "waiting" desc, "variant_id" asc limit ?`,
    [siteId, after?.waiting ?? null, after?.waiting ?? 0, after?.waiting ?? 0, after?.variantId ?? '', size + 1],
  );
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      productId: r.product_id,
      variantId: r.variant_id,
      waitingCount: r.waiting,
      oldestSignUpAt: new Date(r.oldest).toISOString(),
      newestSignUpAt: new Date(r.newest).toISOString(),
    })),
    hasNextPage: rows.length > size,
    nextPageCursor:
      rows.length > size && last ? encodeGroupCursor({ waiting: last.waiting, variantId: last.variant_id }) : null,
  };
}

/** One variant's sign-ups of every status, oldest first. */
export async function signUpsOf(
  em: EntityManager,
  siteId: string,
  variant: { productId: string; variantId: string },
  { after, size }: PageRequest<SignUpCursor>,
): Promise<Page<SignUp>> {
  const where = { websiteId: siteId, productId: variant.productId, variantId: variant.variantId };
  const rows = await em.find(
    SignUp,
    after
      ? {
          ...where,
          $or: [{ createdAt: { $gt: after.createdAt } }, { createdAt: after.createdAt, id: { $gt: after.id } }],
        }
      : where,
    { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], limit: size + 1 },
  );
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page,
    hasNextPage: rows.length > size,
    nextPageCursor: rows.length > size && last ? encodeSignUpCursor(last) : null,
  };
}

export interface SendRequest {
  productId: string;
  variantId: string;
}

/**
 * Why the notice cannot go for each group now (null where it can), keyed by variant id: the
 * variants' stock read once for the whole page, by the rule the send itself applies.
 */
export async function groupSendRefusals(
  catalog: CatalogFactsPort,
  siteId: string,
  groups: readonly SendRequest[],
): Promise<Map<string, string | null>> {
  if (!groups.length) return new Map();
  const facts = await catalog.variantFacts(siteId, [...new Set(groups.map((g) => g.variantId))]);
  return new Map(
    groups.map((g) => {
      const refusal = sendRefusal(g.productId, facts.variants.get(g.variantId));
      return [g.variantId, refusal && RESTOCK_ERRORS[refusal]];
    }),
  );
}

/**
 * Queues the notice for every waiting sign-up of these variants, in one statement: the groups
 * are empty as soon as it returns, and the send job (with its retries) does the mailing. A notice
 * says the variant is back, so the send is refused whole, queuing nothing, when any variant is
 * not the site's or has no stock (send-refusal.ts).
 */
export async function queueNotices(
  em: EntityManager,
  catalog: CatalogFactsPort,
  siteId: string,
  requests: readonly SendRequest[],
): Promise<Outcome<(SendRequest & { queued: number })[], RestockErrorCode>> {
  if (!requests.length) return refuse('INPUT_EMPTY', ['requests']);
  if (requests.length > MAX_SEND_REQUESTS) return refuse('INPUT_TOO_LARGE', ['requests'], { max: MAX_SEND_REQUESTS });
  const facts = await catalog.variantFacts(siteId, [...new Set(requests.map((r) => r.variantId))]);
  const refused = requests.flatMap((r, index) => {
    const refusal = sendRefusal(r.productId, facts.variants.get(r.variantId));
    return refusal ? [userError(refusal, ['requests', index, 'variantId'])] : [];
  });
  // Another site's variant is not found, whatever else is wrong: that answer tells nothing of it.
  const notFound = refused.filter((e) => e.code === 'NOT_FOUND');
  if (refused.length) return failed(notFound.length ? notFound : refused);
  const unique = [...new Map(requests.map((r) => [`${r.productId}\n${r.variantId}`, r])).values()];
  const rows = await em.execute<{ product_id: string; variant_id: string; queued: number }[]>(
    `with "picked" as (
       update "restock"."sign_up" set "status" = 'queued', "queued_at" = now()
       where "website_id" = ? and "status" = 'waiting' and ("product_id", "variant_id") in (values ${unique.map(() => '(?, ?)').join(', ')})
       returning "product_id", "variant_id"
     )
     select "product_id", "variant_id", count(*)::int as "queued" from "picked" group by "product_id", "variant_id"`,
    [siteId, ...unique.flatMap((r) => [r.productId, r.variantId])],
  );
  const counts = new Map(rows.map((r) => [`${r.product_id}\n${r.variant_id}`, r.queued]));
  return ok(unique.map((r) => ({ ...r, queued: counts.get(`${r.productId}\n${r.variantId}`) ?? 0 })));
}

/** How many addresses of the site asked to join its mailing list. */
export async function mailingListSize(em: EntityManager, siteId: string): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(
    `select count(*)::int as "n" from "restock"."mailing_list_member" where "website_id" = ?`,
    [siteId],
  );
  return row?.n ?? 0;
}

/** The owner's send: the sign-ups queued in one statement, then a run of restock.send asked for at once. */
export async function sendRestockNotices(
  ctx: Pick<Context, 'em' | 'catalog' | 'jobs'>,
  siteId: string,
  requests: readonly SendRequest[],
): Promise<Outcome<{ results: (SendRequest & { queued: number })[]; queued: number }, RestockErrorCode>> {
  const sent = await queueNotices(ctx.em, ctx.catalog, siteId, requests);
  if (!sent.ok) return sent;
  const queued = sent.value.reduce((sum, r) => sum + r.queued, 0);
  if (queued) await ctx.jobs.request('restock.send');
  return ok({ results: sent.value, queued });
}
