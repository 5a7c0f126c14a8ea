import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BotReason } from '@ssf/domain/bot-check';
import type { Db } from '../db/client.ts';
import { formRefusals } from '../db/schema/index.ts';

export type PublicForm = 'join' | 'apply';

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
