import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import { type CleanApplication, validateApplication } from '@ssf/domain/recruitment/application';
import { type ApplyResponse, isRecruitmentOpen } from '@ssf/domain/schemas/recruitment';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isId } from '../../db/ids.ts';
import { recruitments } from './tables.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { outboxRow } from '../mail/public.ts';
import { CLOSED, type Stored, storeApplication } from './apply-batches.ts';
import { newStatusToken } from './status-token.ts';
import { SharedReads } from '../../db/shared-reads.ts';
import { isRecord } from '@ssf/domain/records';

/**
 * Applying to a drive, the whole use case (docs/decisions/0022-apply-use-case.md), shaped for a
 * surge: thousands of students pressing Submit at the moment a drive opens, most of them after it
 * is full (docs/decisions/0101-application-surge.md).
 *
 * 1. The drive is read, without a lock: an unknown one is 404, a closed or full one 409 with its
 *    closedMessage (before any field is checked: the applicant cannot fix that). Students applying
 *    at the same moment share the read (shared-reads.ts), so those who arrive once the drive is
 *    full cost next to nothing.
 * 2. The fields are validated against the questions as read: 400 with `details`.
 * 3. The application is stored with those that arrived with it, in one statement
 *    (apply-batches.ts): only while the drive is open and has room, its questions are still the
 *    ones validated against, and the same student (under any spelling: name+tag@, a PRN in
 *    another case) has not applied; the count rises with the rows, never apart from them. The
 *    unique indexes still refuse the exact spellings (409).
 * 4. When it was not stored, the drive is read again to say why: full or closed (409), its
 *    questions changed meanwhile (validated again and retried), or the student already applied.
 */

/** What the apply path reads of a drive. */
const driveColumns = {
  isActive: recruitments.isActive,
  applicationDeadline: recruitments.applicationDeadline,
  currentApplications: recruitments.currentApplications,
  maxApplications: recruitments.maxApplications,
  customQuestions: recruitments.customQuestions,
  closedMessage: recruitments.closedMessage,
  title: recruitments.title,
  whatsappGroupUrl: recruitments.whatsappGroupUrl,
  successMessage: recruitments.successMessage,
};
type DriveForApply = Pick<
  typeof recruitments.$inferSelect,
  | 'isActive'
  | 'applicationDeadline'
  | 'currentApplications'
  | 'maxApplications'
  | 'customQuestions'
  | 'closedMessage'
  | 'title'
  | 'whatsappGroupUrl'
  | 'successMessage'
>;

/** The questions changing under an application more often than this is not a real drive. */
const ATTEMPTS = 3;

/** The drive's reads, per database (tests open several in one process), shared by a surge. */
const driveReads = new WeakMap<Db, SharedReads<string, DriveForApply | undefined>>();

async function readDrive(db: Db, id: string): Promise<DriveForApply> {
  let reads = driveReads.get(db);
  if (!reads) {
    reads = new SharedReads(async (key) => {
      const [row] = await db.select(driveColumns).from(recruitments).where(eq(recruitments.id, key));
      return row;
    });
    driveReads.set(db, reads);
  }
  const drive = await reads.get(id);
  if (!drive) throw notFound(MSG.recruitmentNotFound);
  if (!isRecruitmentOpen(drive)) throw conflict(drive.closedMessage);
  return drive;
}

function validated(drive: DriveForApply, input: unknown, emailDomain: string): CleanApplication {
  const result = validateApplication(drive, input, { emailDomain });
  if (!result.ok) throw badRequest(result.message, result.errors);
  return result.application;
}

export async function applyToRecruitment(
  db: Db,
  input: unknown,
  { emailDomain, mail }: { emailDomain: string; mail?: Pick<Config, 'smtp'> },
): Promise<Omit<ApplyResponse, 'success'>> {
  const recruitmentId = isRecord(input) ? input.recruitmentId : undefined;
  if (recruitmentId === undefined || recruitmentId === null || recruitmentId === '')
    throw badRequest(MSG.fillRequired, { recruitmentId: MSG.fillRequired });
  if (!isId(recruitmentId)) throw notFound(MSG.recruitmentNotFound);
  let drive = await readDrive(db, recruitmentId);
  for (let attempt = 1; ; attempt++) {
    const application = validated(drive, input, emailDomain);
    // The status link's token is handed to the applicant once; only its hash is stored.
    const statusToken = newStatusToken();
    const questions = drive.customQuestions;
    let stored: Stored | typeof CLOSED | undefined;
    try {
      // The applicant's message (the status link, the group link) is stored with the application.
      const message = mail
        ? outboxRow(mail, {
            template: 'applicationReceived',
            to: application.applicantInfo.email,
            data: {
              firstName: application.applicantInfo.first_name,
              recruitmentTitle: drive.title,
              statusToken: statusToken.token,
              whatsappGroupUrl: drive.whatsappGroupUrl,
            },
          })
        : null;
      stored = await storeApplication(db, recruitmentId, questions, application, statusToken.hash, message);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.alreadyApplied);
      throw err;
    }
    if (stored && stored !== CLOSED) {
      return {
        message: stored.successMessage,
        applicationId: stored.id,
        // The group is for applicants only: its link is handed over here, never on the open form.
        ...(stored.whatsappGroupUrl ? { whatsappGroupUrl: stored.whatsappGroupUrl } : {}),
        statusToken: statusToken.token,
      };
    }
    // Nothing stored: full or closed since the read (readDrive throws), questions changed, or
    // the same student is already there. (CLOSED: the drive took no more; open again when read,
    // its cap raised meanwhile, the application is stored again.)
    drive = await readDrive(db, recruitmentId);
    if (stored !== CLOSED && JSON.stringify(drive.customQuestions) === JSON.stringify(questions))
      throw conflict(MSG.alreadyApplied);
    if (attempt >= ATTEMPTS) throw conflict(MSG.submitFailed);
  }
}

/**
 * The answer a submission refused as automated is given (docs/security-bots.md): the drive's own
 * success message, with an application id and status token that name nothing, and without the
 * group link (which is for applicants only). A closed or unknown drive, or an application that
 * breaks the rules, is answered as for anyone.
 */
export async function decoyApplication(
  db: Db,
  input: unknown,
  { emailDomain }: { emailDomain: string },
): Promise<Omit<ApplyResponse, 'success'>> {
  const recruitmentId = isRecord(input) ? input.recruitmentId : undefined;
  if (recruitmentId === undefined || recruitmentId === null || recruitmentId === '')
    throw badRequest(MSG.fillRequired, { recruitmentId: MSG.fillRequired });
  if (!isId(recruitmentId)) throw notFound(MSG.recruitmentNotFound);
  const drive = await readDrive(db, recruitmentId);
  // Validated like any application: a malformed one is refused as for anyone.
  validated(drive, input, emailDomain);
  return {
    message: drive.successMessage,
    applicationId: crypto.randomUUID(),
    statusToken: newStatusToken().token,
  };
}
