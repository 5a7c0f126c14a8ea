// What admins do to applications: decide (one or many), and write notes.
import type { ApplicationStatus } from '@ssf/domain/recruitment/review';
import type { AdminApplication, ApplicationNote } from '@ssf/domain/schemas/review';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueDecisions } from './decision-mail.ts';
import {
  addNote,
  type AfterStatusChange,
  bulkChangeStatus as bulkChange,
  changeStatus,
} from '../../review/review-store.ts';
import { adminApplication } from './review-listing.ts';
import { applicationReview } from './review-sql.ts';

/** While the drive's statuses are published, a new decision is mailed with the change that makes it. */
export const mailDecisions = (mail: Pick<Config, 'smtp'> | undefined): AfterStatusChange | undefined =>
  mail ? (tx, ids) => enqueueDecisions(tx, mail, { applicationIds: ids }).then(() => undefined) : undefined;

/**
 * Set one application's status and record the change (who, from, to) in the same transaction;
 * the row is locked so two admins' changes are recorded one after the other with the right
 * `from`. The status it already has changes and records nothing (`changed: false`).
 */
export async function changeApplicationStatus(
  db: Db,
  id: string,
  status: ApplicationStatus,
  by: string,
  mail?: Pick<Config, 'smtp'>,
): Promise<{ changed: boolean; application: AdminApplication }> {
  const changed = await changeStatus(db, applicationReview, id, status, by, mailDecisions(mail));
  return { changed, application: await adminApplication(db, id) };
}

/**
 * One decision for many applications, all or nothing: every id must name an application (else
 * 404 and nothing changes). Those already in the status are left as they are and not counted.
 */
export function bulkChangeStatus(
  db: Db,
  ids: readonly string[],
  status: ApplicationStatus,
  by: string,
  mail?: Pick<Config, 'smtp'>,
): Promise<number> {
  return bulkChange(db, applicationReview, ids, status, by, mailDecisions(mail));
}

/** An admin's note on an application, as written (plain text; the client never renders it as HTML). */
export function addApplicationNote(
  db: Db,
  id: string,
  text: string,
  author: string,
): Promise<ApplicationNote> {
  return addNote(db, applicationReview, id, text, author);
}
