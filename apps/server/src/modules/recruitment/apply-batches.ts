import { is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { emailKey, prnKey } from '@ssf/domain/identity';
import type { CleanApplication } from '@ssf/domain/recruitment/application';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import type { Db } from '../../db/client.ts';
import { emailKeySql } from '../../db/email-key.ts';
import { isUniqueViolation, isUnstorableText } from '../../db/errors.ts';
import type { OutboxRow } from '../mail/public.ts';
import { driveIsOpen } from './drive-open.ts';

/**
 * Storing applications to a drive in batches: one statement stores every application that
 * arrived while the previous batch was being stored (docs/decisions/0101-application-surge.md).
 *
 * Why: a drive's cap is exact only if applications to it take turns on its row, and a turn costs a
 * statement (on the embedded database, run on the server's own thread) and on PostgreSQL a commit
 * (a disk flush) with the row held. A surge of students would queue for hundreds of turns; in
 * batches, it queues for a few, each storing up to BATCH_SIZE applications.
 *
 * A batch is one statement, so it is all or nothing: it takes the first applications, in their
 * order of arrival, that fit in the room left under the cap and whose student has not applied
 * (under any spelling: name+tag@, a PRN in another case), stores them and raises the count by
 * as many. Students appear at most once in a batch (a second application of the same student
 * waits for the next batch, where the first one is seen). A batch that one application makes
 * fail (text the database cannot hold) is stored again one application at a time, so that only
 * that application gets the error; any other failure (the database unreachable) is every one's.
 *
 * The statement also tells whether the drive takes no more applications after it (full, or closed
 * meanwhile). Then the batch's left-out applications and every one still waiting are answered
 * CLOSED at once, without a statement each: in a surge, the students who arrived before the
 * drive filled up but after its last places were taken would otherwise be stored in batches of
 * 200 that store nothing.
 *
 * The student look-up is two: by email and by PRN, each answered from its own index (or one hash
 * of the drive's applications). One look-up with `or` compared every application of the batch
 * with every stored one, computing the email's key each time: 100,000 times for a batch of 200
 * against 500 stored, half a second with the drive's row held.
 *
 * The student look-up must see every application stored before. On the embedded database
 * statements run one at a time, and batches of one process take turns, so it does. On PostgreSQL
 * several instances may store batches at once: the batch runs in a transaction that first takes
 * the drive's row, so its statement's snapshot, taken after, sees every earlier batch.
 */

/** At most this many applications in one statement (its parameters stay small: ~1 KB each). */
const BATCH_SIZE = 200;

/** One application waiting for its batch. */
interface Waiting {
  application: CleanApplication;
  /** The questions it was validated against: stored only while the drive still has them. */
  questions: CustomQuestion[];
  statusTokenHash: string;
  /** The applicant's message, stored in the same statement (null: none, as for demo content). */
  mail: OutboxRow | null;
  done: (stored: Stored | typeof CLOSED | undefined) => void;
  failed: (err: unknown) => void;
}

/** Not stored because the drive took no more applications (full or closed) after a batch. */
export const CLOSED = 'closed';

/** A stored application's answer: the drive's messages as they were when it was stored. */
export interface Stored {
  id: string;
  successMessage: string;
  whatsappGroupUrl: string;
}

interface DriveQueue {
  waiting: Waiting[];
  storing: boolean;
}

/** Per database (tests open several in one process), per drive. */
const queues = new WeakMap<Db, Map<string, DriveQueue>>();

/**
 * Store an application validated against `questions`: resolves with the drive's answers when it
 * was stored, CLOSED when the drive took no more (full or closed), undefined when it was not for
 * another reason (its questions changed, or the same student already applied; possibly the drive
 * too): the caller reads the drive again to say which.
 */
export function storeApplication(
  db: Db,
  recruitmentId: string,
  questions: CustomQuestion[],
  application: CleanApplication,
  statusTokenHash: string,
  mail: OutboxRow | null = null,
): Promise<Stored | typeof CLOSED | undefined> {
  let drives = queues.get(db);
  if (!drives) {
    drives = new Map();
    queues.set(db, drives);
  }
  let queue = drives.get(recruitmentId);
  if (!queue) {
    queue = { waiting: [], storing: false };
    drives.set(recruitmentId, queue);
  }
  const { promise, resolve, reject } = Promise.withResolvers<Stored | typeof CLOSED | undefined>();
  queue.waiting.push({ application, questions, statusTokenHash, mail, done: resolve, failed: reject });
  if (!queue.storing) {
    queue.storing = true;
    // The first batch starts once the server has taken in what has arrived (setImmediate: after
    // the requests read from the network in this turn), so that they go in it together.
    const started = queue;
    setImmediate(() => void drain(db, recruitmentId, started, drives));
  }
  return promise;
}

/** Store batches until nobody waits; then the drive's queue goes. */
async function drain(db: Db, recruitmentId: string, queue: DriveQueue, drives: Map<string, DriveQueue>) {
  try {
    while (queue.waiting.length > 0) {
      const batch = nextBatch(queue);
      try {
        const result = await storeBatch(db, recruitmentId, batch);
        settle(batch, result);
        if (result.closed) {
          // Nobody waiting can be stored either: they are told so now (and read the drive again).
          const waiting = queue.waiting;
          queue.waiting = [];
          for (const w of waiting) w.done(CLOSED);
        }
      } catch (err) {
        // A database that cannot be reached (or any failure not of one application's making)
        // fails the batch at once: retrying one by one would make the last wait for every timeout.
        if (batch.length === 1 || !(isUnstorableText(err) || isUniqueViolation(err))) {
          for (const w of batch) w.failed(err);
          continue;
        }
        // One application the database refuses must not fail the others: one at a time.
        for (const one of batch) {
          try {
            settle([one], await storeBatch(db, recruitmentId, [one]));
          } catch (oneErr) {
            one.failed(oneErr);
          }
        }
      }
    }
  } finally {
    queue.storing = false;
    if (queue.waiting.length === 0) drives.delete(recruitmentId);
  }
}

/**
 * The next batch: waiting applications in order of arrival, validated against the same questions,
 * each student at most once. The others keep their place for the next batch.
 */
function nextBatch(queue: DriveQueue): Waiting[] {
  const batch: Waiting[] = [];
  const rest: Waiting[] = [];
  const emails = new Set<string>();
  const prns = new Set<string>();
  const questions = JSON.stringify(queue.waiting[0].questions);
  for (const w of queue.waiting) {
    const email = emailKey(w.application.applicantInfo.email);
    const prn = prnKey(w.application.applicantInfo.prn);
    if (
      batch.length < BATCH_SIZE &&
      !emails.has(email) &&
      !prns.has(prn) &&
      (batch.length === 0 || JSON.stringify(w.questions) === questions)
    ) {
      batch.push(w);
      emails.add(email);
      prns.add(prn);
    } else {
      rest.push(w);
    }
  }
  queue.waiting = rest;
  return batch;
}

/** What a batch did: the stored applications by their status token hash, and whether the drive takes more. */
interface BatchResult {
  stored: Map<string, Stored>;
  closed: boolean;
}

function settle(batch: Waiting[], { stored, closed }: BatchResult) {
  for (const w of batch) w.done(stored.get(w.statusTokenHash) ?? (closed ? CLOSED : undefined));
}

/** One batch in one statement. */
async function storeBatch(db: Db, recruitmentId: string, batch: Waiting[]): Promise<BatchResult> {
  const rows = batch.map((w, n) => {
    const a = w.application.applicantInfo;
    return {
      n,
      status_token_hash: w.statusTokenHash,
      first_name: a.first_name,
      last_name: a.last_name,
      gender: a.gender,
      email: a.email,
      prn: a.prn,
      course: a.course,
      year: a.year,
      answers: w.application.answers,
      email_key: emailKey(a.email),
      prn_key: prnKey(a.prn),
      mail_recipient: w.mail?.recipient ?? null,
      mail_template: w.mail?.template ?? null,
      mail_subject: w.mail?.subject ?? null,
      mail_data: w.mail?.data ?? null,
      mail_status: w.mail?.status ?? null,
    };
  });
  const statement = sql`
    with drive as (
      select max_applications - current_applications as room
      from recruitments
      where id = ${recruitmentId}
        and ${driveIsOpen()}
        and custom_questions = ${JSON.stringify(batch[0].questions)}::jsonb
    ), admitted as (
      select c.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(
        n int, status_token_hash text, first_name text, last_name text, gender text, email text,
        prn text, course text, year text, answers jsonb, email_key text, prn_key text,
        mail_recipient text, mail_template text, mail_subject text, mail_data jsonb, mail_status text)
      where not exists (
        select 1 from applications a
        where a.recruitment_id = ${recruitmentId} and ${emailKeySql(sql`a.email`)} = c.email_key
      ) and not exists (
        select 1 from applications a
        where a.recruitment_id = ${recruitmentId} and a.prn_key = c.prn_key
      )
      order by c.n
      limit coalesce((select room from drive), 0)
    ), stored as (
      insert into applications
        (status_token_hash, recruitment_id, first_name, last_name, gender, email, prn, prn_key, course, year, answers)
      select status_token_hash, ${recruitmentId}, first_name, last_name, gender, email, prn, prn_key, course, year, answers
      from admitted
      returning id, status_token_hash
    ), raised as (
      update recruitments set current_applications = current_applications + (select count(*) from stored)
      where id = ${recruitmentId} and exists (select 1 from stored)
      returning success_message, whatsapp_group_url
    ), mailed as (
      -- Each stored application's message, in the same statement: the group link as stored.
      insert into mail_outbox (recipient, template, subject, data, status)
      select a.mail_recipient, a.mail_template, a.mail_subject,
        a.mail_data || jsonb_build_object('whatsappGroupUrl', raised.whatsapp_group_url), a.mail_status
      from admitted a join stored s on s.status_token_hash = a.status_token_hash cross join raised
      where a.mail_recipient is not null
    ), after as (
      select not ${driveIsOpen(sql`(select count(*) from stored)`)} as closed
      from recruitments where id = ${recruitmentId}
    )
    select s.id, s.status_token_hash, s.success_message, s.whatsapp_group_url, after.closed
    from after left join (select * from stored, raised) as s on true`;
  type Row = {
    id: string | null;
    status_token_hash: string;
    success_message: string;
    whatsapp_group_url: string;
    closed: boolean;
  };
  const result = (is(db, PgliteDatabase)
    ? await db.execute(statement)
    : await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from recruitments where id = ${recruitmentId} for update`);
        return tx.execute(statement);
      })) as unknown as { rows: Row[] };
  const stored = new Map<string, Stored>();
  for (const r of result.rows) {
    if (r.id === null) continue;
    stored.set(r.status_token_hash, {
      id: r.id,
      successMessage: r.success_message,
      whatsappGroupUrl: r.whatsapp_group_url,
    });
  }
  // No row: the drive is gone; nothing waiting can be stored, and the read says so (404).
  return { stored, closed: result.rows[0]?.closed ?? true };
}
