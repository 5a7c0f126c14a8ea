import { eq, is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { emailKey, prnKey } from '@ssf/domain/identity';
import { MSG } from '@ssf/domain/messages';
import { type CleanApplication, validateApplication } from '@ssf/domain/recruitment/application';
import type { ApplyResponse } from '@ssf/domain/schemas/recruitment';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isId } from '../../db/ids.ts';
import { recruitments } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { newStatusToken } from './review-service.ts';

/**
 * Applying to a drive, the whole use case (docs/decisions/0022-apply-use-case.md), shaped for a
 * surge: thousands of students pressing Submit at the moment a drive opens, most of them after it
 * is full (docs/decisions/0101-application-surge.md).
 *
 * 1. The drive is read, without a lock: an unknown one is 404, a closed or full one 409 with its
 *    closedMessage (before any field is checked: the applicant cannot fix that). Those who arrive
 *    once the drive is full cost this one read.
 * 2. The fields are validated against the questions as read: 400 with `details`.
 * 3. One statement stores the application: it raises the drive's count only while the drive is
 *    open, its questions are still the ones validated against, and the same student (under any
 *    spelling: name+tag@, a PRN in another case) has not applied, and inserts the application
 *    with it. One statement is all or nothing, so the count can never drift from the rows; the
 *    unique indexes still refuse the exact spellings (409).
 * 4. When it stored nothing, the drive is read again to say why: full or closed (409), its
 *    questions changed meanwhile (validated again and retried), or the student already applied.
 *
 * The student look-up must see every application stored before this one. On the embedded
 * database statements run one at a time, so it does. On PostgreSQL, applications run side by
 * side: the statement runs in a transaction that first takes the drive's row, so its snapshot,
 * taken after, sees every earlier application to the drive; the row is held for that one
 * statement and the commit.
 */

/** What the apply path reads of a drive. */
const driveColumns = {
  isActive: recruitments.isActive,
  applicationDeadline: recruitments.applicationDeadline,
  currentApplications: recruitments.currentApplications,
  maxApplications: recruitments.maxApplications,
  customQuestions: recruitments.customQuestions,
  closedMessage: recruitments.closedMessage,
};
type DriveForApply = Pick<
  typeof recruitments.$inferSelect,
  | 'isActive'
  | 'applicationDeadline'
  | 'currentApplications'
  | 'maxApplications'
  | 'customQuestions'
  | 'closedMessage'
>;

/** The questions changing under an application more often than this is not a real drive. */
const ATTEMPTS = 3;

type Runner = Pick<Db, 'execute'>;
interface Stored {
  id: string;
  success_message: string;
  whatsapp_group_url: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isOpen = (d: DriveForApply) =>
  d.isActive && d.applicationDeadline.getTime() > Date.now() && d.currentApplications < d.maxApplications;

async function readDrive(db: Db, id: string): Promise<DriveForApply> {
  const [drive] = await db.select(driveColumns).from(recruitments).where(eq(recruitments.id, id));
  if (!drive) throw notFound(MSG.recruitmentNotFound);
  if (!isOpen(drive)) throw conflict(drive.closedMessage);
  return drive;
}

function validated(drive: DriveForApply, input: unknown, emailDomain: string): CleanApplication {
  const result = validateApplication(drive, input, { emailDomain });
  if (!result.ok) throw badRequest(result.message, result.errors);
  return result.application;
}

/** The one statement of step 3: the stored application's id and the drive's answers, or nothing. */
async function store(
  runner: Runner,
  recruitmentId: string,
  questions: DriveForApply['customQuestions'],
  { applicantInfo: a, answers }: CleanApplication,
  statusTokenHash: string,
): Promise<Stored | undefined> {
  const result = (await runner.execute(sql`
    with raised as (
      update recruitments set current_applications = current_applications + 1
      where id = ${recruitmentId}
        and is_active
        and application_deadline > now()
        and current_applications < max_applications
        and custom_questions = ${JSON.stringify(questions)}::jsonb
        and not exists (
          select 1 from applications
          where recruitment_id = ${recruitmentId}
            and (regexp_replace(email, '[+][^@]*@', '@') = ${emailKey(a.email)}
              or lower(prn) = ${prnKey(a.prn)})
        )
      returning success_message, whatsapp_group_url
    ), stored as (
      insert into applications
        (status_token_hash, recruitment_id, first_name, last_name, gender, email, prn, course, year, answers)
      select ${statusTokenHash}, ${recruitmentId}, ${a.first_name}, ${a.last_name}, ${a.gender},
        ${a.email}, ${a.prn}, ${a.course}, ${a.year}, ${JSON.stringify(answers)}::jsonb
      from raised
      returning id
    )
    select stored.id, raised.success_message, raised.whatsapp_group_url from stored, raised`)) as unknown as {
    rows: Stored[];
  };
  return result.rows[0];
}

export async function applyToRecruitment(
  db: Db,
  input: unknown,
  { emailDomain }: { emailDomain: string },
): Promise<Omit<ApplyResponse, 'success'>> {
  const recruitmentId = isRecord(input) ? input.recruitmentId : undefined;
  if (recruitmentId === undefined || recruitmentId === null || recruitmentId === '')
    throw badRequest(MSG.fillRequired, { recruitmentId: MSG.fillRequired });
  if (!isId(recruitmentId)) throw notFound(MSG.recruitmentNotFound);
  const embedded = is(db, PgliteDatabase);
  let drive = await readDrive(db, recruitmentId);
  for (let attempt = 1; ; attempt++) {
    const application = validated(drive, input, emailDomain);
    // The status link's token is handed to the applicant once; only its hash is stored.
    const statusToken = newStatusToken();
    const questions = drive.customQuestions;
    let stored: Stored | undefined;
    try {
      stored = embedded
        ? await store(db, recruitmentId, questions, application, statusToken.hash)
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select 1 from recruitments where id = ${recruitmentId} for update`);
            return store(tx, recruitmentId, questions, application, statusToken.hash);
          });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.alreadyApplied);
      throw err;
    }
    if (stored) {
      return {
        message: stored.success_message,
        applicationId: stored.id,
        // The group is for applicants only: its link is handed over here, never on the open form.
        ...(stored.whatsapp_group_url ? { whatsappGroupUrl: stored.whatsapp_group_url } : {}),
        statusToken: statusToken.token,
      };
    }
    // Nothing stored: full or closed since the read (readDrive throws), questions changed, or
    // the same student is already there.
    drive = await readDrive(db, recruitmentId);
    if (JSON.stringify(drive.customQuestions) === JSON.stringify(questions))
      throw conflict(MSG.alreadyApplied);
    if (attempt >= ATTEMPTS) throw conflict(MSG.submitFailed);
  }
}
