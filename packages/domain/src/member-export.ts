import { type Member, memberName } from './schemas/member.ts';
import { formatDate } from './text.ts';

/**
 * How admins see the members: the gender letter of the table and the export, and the export's
 * file name and columns, written once for the server's CSV and the web table.
 */

/** The file the members export downloads as. */
export const MEMBERS_CSV_FILE_NAME = 'members.csv';

/** The export's columns, in this order. */
export const MEMBERS_CSV_COLUMNS = [
  'Name',
  'PRN',
  'Gender',
  'Email',
  'Course',
  'Year',
  'Member ID',
  'Joined Date',
] as const;

/** Gender as the admin table and the export show it: M for male, anything else F. */
export function genderLetter(gender: string): 'M' | 'F' {
  return gender.trim().toLowerCase() === 'male' ? 'M' : 'F';
}

/**
 * One member as a row of the export, in the order of MEMBERS_CSV_COLUMNS: the full name, the
 * gender letter and the day they joined in en-US style ("March 5, 2026") on the forum's clocks.
 */
export function memberCsvRow(member: Member, timeZone: string): string[] {
  return [
    memberName(member),
    member.prn,
    genderLetter(member.gender),
    member.email,
    member.course,
    member.year,
    member.member_id,
    formatDate(member.createdAt, timeZone),
  ];
}
