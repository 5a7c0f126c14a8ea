/**
 * Reviewing applications: the statuses an application moves through, which changes are allowed
 * and how each status is worded for the applicant on their private status page.
 */

/** Every review status, in the order a drive's card and the filters show them. */
export const APPLICATION_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'selected',
  'rejected',
  'waitlisted',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The status every application starts in. */
export const INITIAL_APPLICATION_STATUS: ApplicationStatus = 'new';

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** How admins see each status (badges, filters, the status menu, the CSV's Status column). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  selected: 'Selected',
  rejected: 'Rejected',
  waitlisted: 'Waitlisted',
};

/** What the applicant reads while the drive has not published its decisions, whatever the status. */
export const APPLICANT_STATUS_RECEIVED = 'Received';

const APPLICANT_WORDING: Record<ApplicationStatus, string> = {
  new: APPLICANT_STATUS_RECEIVED,
  reviewing: APPLICANT_STATUS_RECEIVED,
  shortlisted: 'Shortlisted',
  selected: 'Selected',
  rejected: 'Not selected this time',
  waitlisted: 'On the waiting list',
};

/**
 * The applicant-facing wording of a status on the private status page. Until the drive's
 * `statusVisible` is switched on every application reads "Received", so decisions taken while
 * reviewing are not leaked one by one; an internal step (reviewing) never shows.
 */
export function applicantStatusWording(status: ApplicationStatus, statusVisible: boolean): string {
  return statusVisible ? APPLICANT_WORDING[status] : APPLICANT_STATUS_RECEIVED;
}

/**
 * What a status change does: any status may move to any other (a decision can be revisited) and
 * is recorded in the audit trail; asking for the status an application already has changes and
 * records nothing.
 */
export function statusChangeOutcome(from: ApplicationStatus, to: ApplicationStatus): 'record' | 'unchanged' {
  return from === to ? 'unchanged' : 'record';
}

/** One status change in the audit trail. */
export interface StatusChangeEntry {
  from: ApplicationStatus;
  to: ApplicationStatus;
}

/** At most this many applications in one bulk decision. */
export const MAX_BULK_STATUS_IDS = 500;
/** A note is 1 to this many characters of plain text. */
export const MAX_NOTE_LENGTH = 2000;
/** The admin list's page size, and the largest page a client may ask for. */
export const APPLICATIONS_PAGE_SIZE = 50;
export const APPLICATIONS_PAGE_MAX = 200;

/** The admin list's orders: newest or oldest first, or by name a to z / z to a. */
export const APPLICATION_SORTS = ['newest', 'oldest', 'name', '-name'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const DEFAULT_APPLICATION_SORT: ApplicationSort = 'newest';
export const APPLICATION_SORT_LABELS: Record<ApplicationSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A to Z)',
  '-name': 'Name (Z to A)',
};

/** Bytes of randomness in a status-link token; the token is their base64url text (43 characters). */
export const STATUS_TOKEN_BYTES = 32;
const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a text can be a status-link token at all (anything else names nothing, unlooked-up). */
export function isWellFormedStatusToken(token: string): boolean {
  return STATUS_TOKEN_PATTERN.test(token);
}

/** A count of zero for every status, in the statuses' order. */
export function emptyStatusCounts(): Record<ApplicationStatus, number> {
  return Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
}

/** The admin list's query-string key for the answer to question `questionIndex`: `answer[2]`. */
export const answerFilterKey = (questionIndex: number) => `answer[${questionIndex}]`;
const ANSWER_KEY = /^answer(?:\[(\d{1,6})\]|\.(\d{1,6}))$/;

/**
 * The question index an admin-list query key filters on: `answer[2]` (also `answer.2`), else null.
 */
export function answerFilterIndex(key: string): number | null {
  const m = ANSWER_KEY.exec(key);
  return m ? Number(m[1] ?? m[2]) : null;
}

/** Messages of the review feature. */
export const REVIEW_TEXT = {
  statusUpdated: 'Status updated',
  statusUnchanged: 'Status unchanged',
  statusInvalid: `Status must be one of ${APPLICATION_STATUSES.join(', ')}`,
  bulkUpdated: (n: number) => `${n} application${n === 1 ? '' : 's'} updated`,
  bulkIdsRequired: 'Choose at least one application',
  bulkTooMany: `At most ${MAX_BULK_STATUS_IDS} applications at once`,
  bulkUnknown: (n: number) =>
    `${n} of the chosen applications ${n === 1 ? 'does' : 'do'} not exist; nothing was changed`,
  noteRequired: 'Write a note',
  noteTooLong: `A note is at most ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters`,
  applicationNotFound: 'Application not found',
  sortInvalid: `Sort must be one of ${APPLICATION_SORTS.join(', ')}`,
  answerFilterInvalid: 'An answer filter is one piece of text',
  statusNotFound: 'Not found',
} as const;
