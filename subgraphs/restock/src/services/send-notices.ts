import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, unsubscribeToken, type Mailer } from '@atelier/platform';
import { noticeMessage } from '../domain/notice-message.ts';
import { bySite } from '../domain/group-by-site.ts';
import { NOTICE_ATTEMPTS, NOTICES_PER_RUN } from '../domain/restock-policy.ts';
import { sendRefusal } from '../domain/send-refusal.ts';
import type { CatalogFactsPort } from '../ports/catalog-facts-port.ts';

const log = createLogger('restock');

export interface NoticeSender {
  em: EntityManager;
  mailer: Mailer;
  catalog: CatalogFactsPort;
  secret: string;
}

interface QueuedRow {
  id: string;
  website_id: string;
  variant_id: string;
  email: string;
  site_origin: string;
}

/** The path of the unsubscribe page on the site (gateway/src/rest/restock-unsubscribe.ts). */
export const UNSUBSCRIBE_PATH = '/api/site-users/account/notifications/restock/unsubscribe';

export interface SendReport {
  notified: number;
  requeued: number;
  failed: number;
  unsubscribed: number;
  /** Queued for a variant that sold out again before its notice went: waiting again, not told. */
  soldOutAgain: number;
}

/**
 * Mails the notice of every queued sign-up, oldest first. Each sign-up is marked notified before
 * its mail goes, in a statement that only one worker can win: a visitor is told at most once, and
 * a mail that fails puts the sign-up back in the queue (FAILED after NOTICE_ATTEMPTS tries). It
 * throws when some were put back, so that the job's retries try them again.
 */
export async function sendQueuedNotices(sender: NoticeSender): Promise<SendReport> {
  const report: SendReport = { notified: 0, requeued: 0, failed: 0, unsubscribed: 0, soldOutAgain: 0 };
  const sql = sender.em;
  const runStarted = new Date();
  report.unsubscribed = (
    await sql.execute<unknown[]>(
      `update "restock"."sign_up" as "s" set "status" = 'unsubscribed' where "s"."status" = 'queued'
       and exists (select 1 from "restock"."unsubscribed_address" as "u" where "u"."website_id" = "s"."website_id" and "u"."email_key" = "s"."email_key") returning "s"."id"`,
    )
  ).length;
  for (let handled = 0; handled < NOTICES_PER_RUN; ) {
    const batch = await sql.execute<QueuedRow[]>(
      `select "id", "website_id", "variant_id", "email", "site_origin" from "restock"."sign_up"
       where "status" = 'queued' and "queued_at" <= ? order by "queued_at", "created_at", "id" limit 100`,
      [runStarted],
    );
    if (!batch.length) break;
    handled += batch.length;
    for (const [siteId, rows] of bySite(batch)) {
      const facts = await sender.catalog.variantFacts(siteId, [...new Set(rows.map((r) => r.variant_id))]);
      for (const row of rows) await sendOne(sender, row, facts, report);
    }
  }
  if (report.requeued)
    throw Object.assign(new Error(`${report.requeued} restock notices could not be mailed; they are queued again`), {
      report,
    });
  return report;
}

async function sendOne(
  sender: NoticeSender,
  row: QueuedRow,
  facts: Awaited<ReturnType<CatalogFactsPort['variantFacts']>>,
  report: SendReport,
): Promise<void> {
  const sql = sender.em;
  const variant = facts.variants.get(row.variant_id);
  const refusal = sendRefusal(null, variant);
  if (!variant || refusal === 'NOT_FOUND' || refusal === 'PRODUCT_ARCHIVED') {
    await sql.execute(
      `update "restock"."sign_up" set "status" = 'failed', "last_error" = ? where "id" = ? and "status" = 'queued'`,
      ['The product is no longer sold.', row.id],
    );
    report.failed += 1;
    return;
  }
  // Sold out again since it was queued: the notice would say "back in stock" when it is not, so
  // the visitor waits for the next restock instead.
  if (refusal === 'OUT_OF_STOCK') {
    await sql.execute(
      `update "restock"."sign_up" set "status" = 'waiting', "queued_at" = null where "id" = ? and "status" = 'queued'`,
      [row.id],
    );
    report.soldOutAgain += 1;
    return;
  }
  const claimed = await sql.execute<{ attempts: number }[]>(
    `update "restock"."sign_up" set "status" = 'notified', "notified_at" = now(), "attempts" = "attempts" + 1 where "id" = ? and "status" = 'queued' returning "attempts"`,
    [row.id],
  );
  if (!claimed.length) return;
  const token = unsubscribeToken(sender.secret, 'restock', row.website_id, row.email.toLowerCase());
  const message = noticeMessage({
    siteTitle: facts.siteTitle,
    productTitle: variant.product.title,
    options: variant.attributes,
    productUrl: new URL(variant.product.fullUrl, row.site_origin).toString(),
    unsubscribeUrl: `${row.site_origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
  });
  try {
    await sender.mailer.send({ siteId: row.website_id, kind: 'restock-notice', to: row.email, ...message });
    report.notified += 1;
  } catch (error) {
    const attempts = claimed[0]!.attempts;
    const status = attempts >= NOTICE_ATTEMPTS ? 'failed' : 'queued';
    await sql.execute(
      `update "restock"."sign_up" set "status" = ?, "notified_at" = null, "queued_at" = now(), "last_error" = ? where "id" = ?`,
      [status, String((error as Error).message ?? error).slice(0, 500), row.id],
    );
    if (status === 'failed') report.failed += 1;
    else report.requeued += 1;
    log.warn({ err: error, signUpId: row.id, attempts }, 'a restock notice could not be mailed');
  }
}
