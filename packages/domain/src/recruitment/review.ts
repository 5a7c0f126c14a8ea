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
