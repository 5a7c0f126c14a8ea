import { fromForumDateTimeInput, toForumDateTimeInput } from '../../lib/dates.ts';

/**
 * A datetime-local value for an ISO instant, on the forum's clock (its time zone, as events use):
 * an officer whose laptop runs on another zone sees and sets the deadline the forum means.
 */
export function isoToLocalInput(iso: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return '';
  return toForumDateTimeInput(iso);
}

/** The ISO instant of a datetime-local value read on the forum's clock; '' stays '', nonsense is left for the schema. */
export function localInputToIso(value: string): string {
  if (!value) return '';
  return fromForumDateTimeInput(value) ?? value;
}
