// The applicant's private status link: its token, and what it shows.
import crypto from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import {
  applicantStatusWording,
  isWellFormedStatusToken,
  STATUS_TOKEN_BYTES,
} from '@ssf/domain/recruitment/review';
import type { ApplicantStatusResponse } from '@ssf/domain/schemas/review';
import type { Db } from '../../db/client.ts';
import { applicationStatusLinks, applications, recruitments } from './tables.ts';

/** A new status-link token and the SHA-256 (hex) that is stored in its place. */
export function newStatusToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(STATUS_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashStatusToken(token) };
}

export const hashStatusToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * What the applicant's private status link shows, or null when the token names nothing. A token
 * that cannot be one of ours is refused without a query; a well-formed one is looked up by its
 * hash, and the stored hash is compared once more in constant time.
 */
export async function applicantStatus(db: Db, token: string): Promise<ApplicantStatusResponse | null> {
  if (!isWellFormedStatusToken(token)) return null;
  const hash = hashStatusToken(token);
  const [found] = await db
    .select({
      hash: applications.statusTokenHash,
      linkHash: sql<
        string | null
      >`(select ${applicationStatusLinks.tokenHash} from ${applicationStatusLinks} where ${applicationStatusLinks.tokenHash} = ${hash} and ${applicationStatusLinks.applicationId} = ${applications.id})`,
      firstName: applications.firstName,
      submittedAt: applications.submittedAt,
      status: applications.status,
      recruitmentTitle: recruitments.title,
      statusVisible: recruitments.statusVisible,
    })
    .from(applications)
    .innerJoin(recruitments, eq(recruitments.id, applications.recruitmentId))
    .where(
      or(
        eq(applications.statusTokenHash, hash),
        sql`${applications.id} = (select ${applicationStatusLinks.applicationId} from ${applicationStatusLinks} where ${applicationStatusLinks.tokenHash} = ${hash})`,
      ),
    )
    .limit(1);
  if (!found) return null;
  // The first link's hash, or that of a link mailed with a decision (application_status_links).
  const stored = Buffer.from(found.hash === hash ? found.hash : (found.linkHash ?? ''), 'hex');
  const given = Buffer.from(hash, 'hex');
  if (stored.length !== given.length || !crypto.timingSafeEqual(stored, given)) return null;
  return {
    recruitmentTitle: found.recruitmentTitle,
    firstName: found.firstName,
    submittedAt: found.submittedAt.toISOString(),
    status: applicantStatusWording(found.status, found.statusVisible),
  };
}
