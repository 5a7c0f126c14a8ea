import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { JOB_LOCK_CLASS } from '../../jobs/periodic-job.ts';
import { purgeSentData } from './outbox.ts';
import { renderMail, UndeliverableMail } from './templates.ts';

/**
 * The sender (docs/mail.md): takes due messages from the outbox and delivers them over SMTP, at
 * least once, with back-off, one instance at a time per message and at most MAIL_RATE_PER_MINUTE.
 *
 * A message is claimed in a short transaction: the due rows are locked (FOR UPDATE SKIP LOCKED,
 * so another instance claiming at the same moment takes other rows or none) and marked `sending`
 * with a lease. It is then sent outside any transaction, and marked sent, queued again for later
 * or failed. A process that dies while sending leaves the row `sending`: once its lease ends
 * (at once on the embedded database, which only this process opens) it is queued again. The
 * message may then reach the recipient twice, with the same Message-ID, which mail clients show
 * once: at least once, never lost.
 */

/** The waits after the 1st to 5th failed attempt; the 6th failure is final. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

/** The claims of all instances take turns on this advisory lock, so the rate limit is exact. */
const MAIL_CLAIM_LOCK_KEY = 2;

/**
 * At most this many messages are claimed at once: sent one after the other, they must all be done
 * well within the lease even when each waits for a slow server's timeouts.
 */
const CLAIM_SIZE = 5;

export interface MailSenderOptions {
  /** How often the outbox is looked at (default 5 s). */
  pollMs?: number;
  /** How long a message may stay `sending` before another process takes it over (default 5 min). */
  leaseMs?: number;
  /** Waits after each failed attempt (default BACKOFF_MS); one more failure than waits is final. */
  backoffMs?: number[];
}

export interface MailSender {
  /** Delivers what is due now (serialised with the timer); resolves to how many were sent. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a delivery in progress. */
  stop(): Promise<void>;
}

type Ctx = { config: Config; database: Database };

/** The domain the Message-IDs are made in: MAIL_FROM's. */
function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@').pop()?.trim() || 'localhost';
}

/** Whether the SMTP server refused this message for good (a recipient or the message itself, 5xx). */
function isPermanent(err: unknown): boolean {
  if (err instanceof UndeliverableMail) return true;
  const e = err as { code?: string; responseCode?: number };
  return (
    (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600
  );
}

/** The reason kept with the message for admins (it may name the address: it is never logged). */
function reasonOf(err: unknown): string {
  const e = err as { response?: string; message?: string };
  return String(e.response || e.message || err).slice(0, 500);
}

/**
 * Prepares the outbox for this start: with SMTP_URL, held messages are queued; without it, queued
 * ones are held. On the embedded database (this process alone) messages left `sending` by a
 * process that stopped are queued at once.
 */
export async function prepareOutbox({ config, database }: Ctx): Promise<{ queued: number; held: number }> {
  const { db } = database;
  if (database.kind === 'embedded') {
    await db
      .update(mailOutbox)
      .set({ status: 'queued', leaseUntil: null, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, 'sending'));
  }
  if (config.smtp) {
    const rows = await db
      .update(mailOutbox)
      .set({ status: 'queued', nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, 'held'))
      .returning({ id: mailOutbox.id });
    return { queued: rows.length, held: 0 };
  }
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'held' })
    .where(eq(mailOutbox.status, 'queued'))
    .returning({ id: mailOutbox.id });
  return { queued: 0, held: rows.length };
}

/** Starts delivering (a no-op loop without SMTP_URL, apart from the purge of old message data). */
export function startMailSender(
  ctx: Ctx,
  log: FastifyBaseLogger,
  options: MailSenderOptions = {},
): MailSender {
  const { config, database } = ctx;
  const { db } = database;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoff = options.backoffMs ?? BACKOFF_MS;
  const maxAttempts = backoff.length + 1;
  const domain = messageIdDomain(config.mailFrom);
  const smtp = config.smtp;
  // The SMTP connection, made on the first delivery: nodemailer is loaded only where SMTP_URL is
  // set, and not while the server starts.
  let transport: Promise<Transporter> | null = null;
  const smtpTransport = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    ));
  let lastPurge = 0;

  /** Messages whose lease ended are queued again (or failed, when that was their last attempt). */
  const recover = () =>
    db
      .update(mailOutbox)
      .set({
        status: sql`case when ${mailOutbox.attempts} >= ${maxAttempts} then 'failed' else 'queued' end`,
        lastError: sql`case when ${mailOutbox.attempts} >= ${maxAttempts} then 'The sending process stopped during delivery' else ${mailOutbox.lastError} end`,
        leaseUntil: null,
        nextAttemptAt: sql`now()`,
      })
      .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, sql`now()`)));

  /** Claims what is due, within the rate: the rows are then this process's until their lease ends. */
  const claim = () =>
    db.transaction(async (tx) => {
      if (database.kind === 'postgres') {
        await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK_CLASS}, ${MAIL_CLAIM_LOCK_KEY})`);
      }
      const recent = (await tx.execute(
        sql`select count(*)::int as n from mail_outbox where last_attempt_at > now() - interval '1 minute'`,
      )) as unknown as { rows: { n: number }[] };
      const room = config.mailRatePerMinute - Number(recent.rows[0]?.n ?? 0);
      if (room <= 0) return [];
      const claimed = (await tx.execute(sql`
        update mail_outbox set status = 'sending', attempts = attempts + 1, last_attempt_at = now(),
          lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id in (
          select id from mail_outbox where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at, created_at
          limit ${Math.min(room, CLAIM_SIZE)}
          for update skip locked
        )
        returning id, recipient, template, data, attempts`)) as unknown as {
        rows: { id: string; recipient: string; template: string; data: unknown; attempts: number }[];
      };
      return claimed.rows;
    });

  const finish = (id: string, values: Partial<typeof mailOutbox.$inferInsert>) =>
    db
      .update(mailOutbox)
      .set({ ...values, leaseUntil: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));

  const deliver = async (m: {
    id: string;
    recipient: string;
    template: string;
    data: unknown;
    attempts: number;
  }) => {
    const fields = { message: m.id, template: m.template, attempt: m.attempts };
    try {
      if (!smtp) throw new Error('SMTP_URL is not set');
      const mail = await renderMail(m.template, m.data, { db, config });
      await (await smtpTransport(smtp.url)).sendMail({
        from: config.mailFrom,
        to: m.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        // One Message-ID for every attempt: a message sent twice is one message to the reader.
        messageId: `<${m.id}@${domain}>`,
      });
      await finish(m.id, { status: 'sent', sentAt: new Date(), lastError: null });
      log.info(fields, 'mail sent');
      return true;
    } catch (err) {
      const e = err as { code?: string; responseCode?: number };
      const reason = reasonOf(err);
      if (isPermanent(err) || m.attempts >= maxAttempts) {
        await finish(m.id, { status: 'failed', lastError: reason });
        log.warn({ ...fields, code: e.code, responseCode: e.responseCode }, 'mail failed');
      } else {
        const waitMs = backoff[m.attempts - 1] ?? backoff[backoff.length - 1];
        await finish(m.id, {
          status: 'queued',
          lastError: reason,
          nextAttemptAt: sql`now() + make_interval(secs => ${waitMs / 1000})` as unknown as Date,
        });
        log.warn(
          { ...fields, code: e.code, responseCode: e.responseCode, retryInMs: waitMs },
          'mail not sent yet',
        );
      }
      return false;
    }
  };

  const work = async (): Promise<number> => {
    if (Date.now() - lastPurge > 3_600_000) {
      lastPurge = Date.now();
      const purged = await purgeSentData(db);
      if (purged) log.info({ purged }, 'data of old sent messages removed');
    }
    if (!smtp) return 0;
    await recover();
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const m of batch) if (await deliver(m)) sent++;
    }
  };

  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    if (running) return running.catch(() => 0).then(() => runOnce());
    running = work().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((err: Error) =>
      log.error({ err: { type: err.name, message: err.message } }, 'mail sender failed'),
    );
  }, pollMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
      (await transport?.catch(() => null))?.close();
    },
  };
}
