import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BotReason } from '@ssf/domain/bot-check';
import type { Db } from '../db/client.ts';
import { formRefusals } from '../db/schema/form-refusals.ts';

export type PublicForm = 'join' | 'apply' | 'form' | 'register';

/**
 * What a public form's service needs to refuse an automated submission quietly once the input has
 * passed its checks (a malformed submission is refused as for anyone): the minimum fill time, and
 * where the refusal is counted.
 */
export interface BotCheck {
  minFillMs: number;
  refused(reason: BotReason): Promise<void>;
}

export const botCheckFor = (
  db: Db,
  log: FastifyBaseLogger,
  form: PublicForm,
  minFillMs: number,
): BotCheck => ({
  minFillMs,
  refused: (reason) => recordRefusal(db, log, form, reason),
});

/**
 * Counts a submission refused as automated, for the officers' dashboard, and logs it without
 * anything the sender typed (no name, email, PRN, nor the address it came from).
 */
export async function recordRefusal(db: Db, log: FastifyBaseLogger, form: PublicForm, reason: BotReason) {
  log.info({ form, reason }, 'submission refused as automated');
  await db
    .insert(formRefusals)
    .values({ day: sql`current_date`, form, reason, count: 1 })
    .onConflictDoUpdate({
      target: [formRefusals.day, formRefusals.form, formRefusals.reason],
      set: { count: sql`${formRefusals.count} + 1` },
    });
}

/** Submissions refused as automated over the last `days` days, today included. */
export async function refusalsSince(db: Db, days: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${formRefusals.count}), 0)::int` })
    .from(formRefusals)
    .where(sql`${formRefusals.day} > current_date - ${days}::int`);
  return Number(row?.n ?? 0);
}
