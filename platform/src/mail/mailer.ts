import pg from 'pg';
import nodemailer, { type Transporter } from 'nodemailer';
import { migratePlatformSchema } from '../database/platform-schema.ts';
import { newId } from '../security/tokens.ts';
import { createLogger } from '../logger.ts';
import { connectionErrorReporter } from '../database/connection-loss.ts';

const log = createLogger('mail');

/** A message the product sends on a site's behalf. */
export interface MailMessage {
  siteId: string;
  /** What it is, for the outbox list: form-notification, restock-notice… */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface OutboxEntry {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  transport: 'outbox' | 'smtp';
  status: 'kept' | 'sent' | 'failed';
  error: string | null;
  createdAt: Date;
}

export interface Mailer {
  /** Which transport delivers: SMTP when configured, else the outbox alone. */
  readonly transport: 'outbox' | 'smtp';
  /** Sends (or, without SMTP, keeps) the message and records it; throws when SMTP refuses it, so a job can retry. */
  send(message: MailMessage): Promise<OutboxEntry>;
  /** The site's latest messages, newest first. */
  outbox(siteId: string, limit?: number): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

export interface MailerOptions {
  databaseUrl: string;
  /** smtp://user:pass@host:port or smtps://…; ATELIER_SMTP_URL. Without it messages stay in the outbox. */
  smtpUrl?: string;
  /** The sender; ATELIER_MAIL_FROM, else Atelier <no-reply@atelier.localhost>. */
  from?: string;
}

const DEFAULT_FROM = 'Atelier <no-reply@atelier.localhost>';
const OUTBOX_LIMIT = { default: 50, max: 200 } as const;

interface Row {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  transport: 'outbox' | 'smtp';
  status: 'kept' | 'sent' | 'failed';
  error: string | null;
  created_at: Date;
}

const entryOf = (row: Row): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  transport: row.transport,
  status: row.status,
  error: row.error,
  createdAt: row.created_at,
});

/**
 * The product's mail: nodemailer over SMTP when ATELIER_SMTP_URL is set, and in every case a copy in
 * the platform schema's outbox, which /admin shows. Without SMTP the outbox is the delivery, so a
 * fresh install loses no message and needs no mail server.
 */
export async function openMailer(options: MailerOptions): Promise<Mailer> {
  await migratePlatformSchema(options.databaseUrl);
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  // An idle connection PostgreSQL drops is the pool's to report; unheard, it would end the process.
  pool.on('error', connectionErrorReporter(log, 'the mail outbox pool'));
  const smtp: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const from = options.from || DEFAULT_FROM;
  const record = async (
    message: MailMessage,
    transport: 'outbox' | 'smtp',
    status: Row['status'],
    error: string | null,
  ) => {
    const { rows } = await pool.query<Row>(
      `insert into "platform"."outbox_message" ("id", "site_id", "kind", "to_address", "subject", "text_body", "html_body", "transport", "status", "error")
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
      [
        newId('mail'),
        message.siteId,
        message.kind,
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
        transport,
        status,
        error,
      ],
    );
    return entryOf(rows[0]!);
  };
  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message) {
      if (!smtp) return record(message, 'outbox', 'kept', null);
      try {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
      } catch (error) {
        log.warn({ err: error, kind: message.kind }, 'SMTP refused a message');
        await record(message, 'smtp', 'failed', error instanceof Error ? error.message.slice(0, 500) : 'SMTP failed');
        throw error;
      }
      return record(message, 'smtp', 'sent', null);
    },
    async outbox(siteId, limit = OUTBOX_LIMIT.default) {
      const { rows } = await pool.query<Row>(
        `select * from "platform"."outbox_message" where "site_id" = $1 order by "created_at" desc, "id" desc limit $2`,
        [siteId, Math.min(Math.max(limit, 1), OUTBOX_LIMIT.max)],
      );
      return rows.map(entryOf);
    },
    async close() {
      smtp?.close();
      await pool.end();
    },
  };
}
