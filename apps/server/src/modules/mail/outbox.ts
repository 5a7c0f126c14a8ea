import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { type MailStatus, mailOutbox } from '../../db/schema/mail.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { TEMPLATES, type TemplateData, type TemplateName } from './templates.ts';

/**
 * The outbox (docs/mail.md): a message is one row, stored by the transaction that causes it, so
 * there is never a change without its message nor a message without its change.
 */

/** A message to send: which template, to whom, with what data. */
export type MailMessage = {
  [K in TemplateName]: {
    template: K;
    /** The recipient's address. */
    to: string;
    data: TemplateData[K];
    /**
     * At most one message per key, ever (for example `decision:<application>:<status>`): a second
     * enqueue with the same key stores nothing.
     */
    dedupeKey?: string;
  };
}[TemplateName];

/** A message's row, checked against its template. */
export interface OutboxRow {
  recipient: string;
  template: TemplateName;
  subject: string;
  data: Record<string, unknown>;
  status: MailStatus;
  dedupeKey: string | null;
}

/** The row of a message, checked against its template, ready to insert (also inside a larger statement). */
export function outboxRow(config: Pick<Config, 'smtp'>, message: MailMessage): OutboxRow {
  const template = TEMPLATES[message.template];
  const data = (template.data as { parse(v: unknown): Record<string, unknown> }).parse(message.data);
  return {
    recipient: message.to,
    template: message.template,
    subject: (template.subject as (d: unknown) => string)(data),
    data,
    // Without SMTP_URL a message waits, held, until the site is started with it.
    status: config.smtp ? 'queued' : 'held',
    dedupeKey: message.dedupeKey ?? null,
  };
}

/**
 * Stores a message in the outbox. Call it with the transaction that makes the change the message
 * tells of (`db.transaction(async (tx) => { ...change...; await enqueueMail(tx, config, {...}) })`):
 * if the transaction rolls back, no message; if it commits, the message will be sent. Resolves to
 * the message's id, or null when a message with the same dedupeKey exists.
 */
export async function enqueueMail(
  tx: Db,
  config: Pick<Config, 'smtp'>,
  message: MailMessage,
): Promise<string | null> {
  const rows = await tx
    .insert(mailOutbox)
    .values(outboxRow(config, message))
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}

export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxEntry {
  _id: string;
  to: string;
  template: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One page of the outbox, newest first, optionally of one status. */
export async function listOutbox(
  db: Db,
  { status, page }: { status?: MailStatus; page: number },
): Promise<{ messages: OutboxEntry[]; page: number; totalPages: number; total: number }> {
  const where = status ? eq(mailOutbox.status, status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const totalPages = Math.max(1, Math.ceil(Number(total) / OUTBOX_PAGE_SIZE));
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  return {
    messages: rows.map((r) => ({
      _id: r.id,
      to: r.recipient,
      template: r.template,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    page,
    totalPages,
    total: Number(total),
  };
}

/**
 * An admin asks for a failed or held message to be tried again: it is queued now with its
 * attempts counted from zero (held again when mail is not configured). Any other status: 409.
 */
export async function retryMessage(db: Db, config: Pick<Config, 'smtp'>, id: string): Promise<void> {
  if (!isId(id)) throw notFound('Message not found');
  // In a transaction, like every change, so its activity entry is part of it.
  const [row] = await db.transaction((tx) =>
    tx
      .update(mailOutbox)
      .set({
        status: config.smtp ? 'queued' : 'held',
        attempts: 0,
        nextAttemptAt: sql`now()`,
        leaseUntil: null,
      })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'held'])))
      .returning({ id: mailOutbox.id }),
  );
  if (row) return;
  const [exists] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!exists) throw notFound('Message not found');
  throw conflict(`Only a failed or held message can be retried; this one is ${exists.status}`);
}

/** How many messages failed and how many wait held (the dashboard's warning). */
export async function outboxAlerts(db: Db): Promise<{ failed: number; held: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['failed', 'held']))
    .groupBy(mailOutbox.status);
  const of = (s: MailStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { failed: of('failed'), held: of('held') };
}

/** How long a sent message's data (names, links, tokens) is kept: then only its envelope stays. */
export const SENT_DATA_DAYS = 30;

/** Empties the data of messages sent more than SENT_DATA_DAYS ago; resolves to how many. */
export async function purgeSentData(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ data: {} })
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${SENT_DATA_DAYS})`),
        sql`${mailOutbox.data} <> '{}'::jsonb`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
