import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, MAIL_ATTEMPTS, mailRetryDelayMs, newId, type Mailer } from '@atelier/platform';
import { siteOrigin } from '@atelier/site';
import { ownerNoticeMail, type OwnerNoticeFacts } from '../domain/owner-notices.ts';
import type { OwnerContact, OwnerContactPort } from '../ports/owner-contact-port.ts';

const log = createLogger('billing');

/** At most this many notices a run: a backlog is worked through run after run. */
const BATCH = 100;

/**
 * Records a mail the owner is owed, in the transaction of the change it tells of: a rolled-back
 * change mails nothing, a committed one is never left unmailed. The key makes a change recorded
 * twice (a clock run retried) one mail.
 */
export async function recordOwnerNotice(
  em: EntityManager,
  notice: { websiteId: string; subscriptionId: string; key: string; facts: OwnerNoticeFacts },
): Promise<void> {
  await em.execute(
    `insert into billing.owner_notice (id, website_id, subscription_id, kind, facts, idempotency_key)
     values (?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing`,
    [
      newId('bnot'),
      notice.websiteId,
      notice.subscriptionId,
      notice.facts.kind,
      JSON.stringify(notice.facts),
      notice.key,
    ],
  );
}

export interface NoticeDelivery {
  mailer: Mailer;
  contacts: OwnerContactPort;
  /** Where the product is served: the mail links to the site's billing panel on its own address there. */
  publicUrl: string;
}

interface DueNotice {
  id: string;
  website_id: string;
  facts: OwnerNoticeFacts;
  attempts: number;
}

/**
 * Mails every notice that is due, each claimed first (a row lock that skips what another run holds).
 * A site without an owner to mail drops its notice; a refused mail is tried again after a pause that
 * doubles, MAIL_ATTEMPTS times in all. Returns how many were mailed.
 */
export async function mailDueOwnerNotices(newEm: () => EntityManager, delivery: NoticeDelivery): Promise<number> {
  const due: { id: string }[] = await newEm().execute(
    `select id from billing.owner_notice where settled_at is null and next_attempt_at <= now() order by next_attempt_at limit ?`,
    [BATCH],
  );
  // One run's notices of a site (a failure, then its expiry) ask the gateway for its owner once.
  const contacts = new Map<string, Promise<OwnerContact | null>>();
  const contactOf = (siteId: string) => {
    if (!contacts.has(siteId)) contacts.set(siteId, delivery.contacts.contactOf(siteId));
    return contacts.get(siteId)!;
  };
  let mailed = 0;
  for (const { id } of due) if (await mailOne(newEm(), delivery, contactOf, id)) mailed += 1;
  return mailed;
}

async function mailOne(
  em: EntityManager,
  delivery: NoticeDelivery,
  contactOf: (siteId: string) => Promise<OwnerContact | null>,
  id: string,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const [notice]: DueNotice[] = await tx.execute(
      `select id, website_id, facts, attempts from billing.owner_notice where id = ? and settled_at is null for update skip locked`,
      [id],
    );
    if (!notice) return false;
    try {
      const contact = await contactOf(notice.website_id);
      if (!contact) {
        await settle(tx, id, 'the site has no owner to mail');
        return false;
      }
      const billingUrl = `${siteOrigin(contact.siteSlug, new URL(delivery.publicUrl))}/admin/billing`;
      const mail = ownerNoticeMail(notice.facts, {
        siteTitle: contact.siteTitle,
        ownerName: contact.ownerName,
        billingUrl,
      });
      await delivery.mailer.send({
        siteId: notice.website_id,
        kind: mail.kind,
        to: contact.email,
        subject: mail.subject,
        text: mail.text,
      });
      await settle(tx, id, null);
      return true;
    } catch (error) {
      const attempts = notice.attempts + 1;
      const reason = String((error as Error).message ?? error).slice(0, 500);
      if (attempts >= MAIL_ATTEMPTS) {
        log.error({ err: error, noticeId: id, attempts }, 'a billing notice could not be mailed; giving up');
        await settle(tx, id, reason);
      } else {
        log.warn(
          { err: error, noticeId: id, attempts },
          'a billing notice could not be mailed; it will be tried again',
        );
        await tx.execute(
          `update billing.owner_notice set attempts = ?, next_attempt_at = ?, last_error = ? where id = ?`,
          [attempts, new Date(Date.now() + mailRetryDelayMs(attempts)), reason, id],
        );
      }
      return false;
    }
  });
}

/** Takes a notice off the due list: mailed (no error), or given up with why. */
const settle = (em: EntityManager, id: string, error: string | null) =>
  em.execute(`update billing.owner_notice set settled_at = now(), last_error = ? where id = ?`, [error, id]);
