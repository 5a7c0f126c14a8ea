import { z } from 'zod';
import { DEFAULT_UNIVERSITY_EMAIL_DOMAIN, GENDER_OPTIONS, YEAR_OPTIONS } from '../constants.ts';
import { COURSES } from '../courses.ts';
import { isUniversityEmail, normalizeEmail, universityEmailMessage } from '../email.ts';
import { cleanLine, hasInvisibleCharacter, prnKey } from '../identity.ts';
import { isMissingMessage, MISSING, MSG } from '../messages.ts';
import { RECRUITMENT_TEXT as T } from '../recruitment/texts.ts';

/**
 * A student's personal details, asked by the recruitment application and by /member/join
 * (joining as a member and applying to a recruitment validate them the same way).
 */
export const APPLICANT_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'email',
  'prn',
  'year',
  'course',
] as const;
export type ApplicantField = (typeof APPLICANT_FIELDS)[number];

export const APPLICANT_NAME_MAX = 100;
export const EMAIL_MAX = 320;

export interface StudentDetailsOptions {
  /** The university email domain (UNIVERSITY_EMAIL_DOMAIN), default mitwpu.edu.in. */
  emailDomain?: string;
}

// Invisible format characters, line breaks and compatibility forms are cleaned away before the
// checks (identity.ts); names keep their combining marks. `missing` is what the field says when
// it is empty or not sent ('Enter your first name').
const requiredText = (missing: string) =>
  z.string({ error: missing }).overwrite(cleanLine).min(1, missing).max(APPLICANT_NAME_MAX, T.fieldTooLong);

// A PRN or an email identifies a student: one holding a character that renders as nothing would
// look like another student's, so it is refused rather than guessed at.
const visible = (v: string) => !hasInvisibleCharacter(v);

const choice = (values: readonly string[], missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((v) => v === '' || values.includes(v), T.chooseListed);

/**
 * The schema of a student's details: names and PRN non-blank (at most 100 characters), gender,
 * year and course from their lists, and an email of the university domain, stored lower-cased.
 */
export function studentDetailsSchema({
  emailDomain = DEFAULT_UNIVERSITY_EMAIL_DOMAIN,
}: StudentDetailsOptions = {}) {
  const key = emailDomain.toLowerCase();
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildStudentDetailsSchema(key);
    schemas.set(key, schema);
  }
  return schema;
}

/** A PRN sent as a whole JSON number, as its digits; anything else as it came. */
const prnDigits = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;

function buildStudentDetailsSchema(emailDomain: string) {
  const emailMessage = universityEmailMessage(emailDomain);
  return z.object({
    first_name: requiredText(MISSING.firstName),
    last_name: requiredText(MISSING.lastName),
    gender: choice(GENDER_OPTIONS, MISSING.gender),
    email: z
      .string({ error: MISSING.email })
      .overwrite(cleanLine)
      .min(1, MISSING.email)
      .refine(visible, MSG.invisibleCharacter)
      .max(320, emailMessage)
      .refine((v) => v === '' || isUniversityEmail(v, emailDomain), emailMessage)
      .transform(normalizeEmail),
    // The original client's join form sends the PRN as a JSON number: its digits are the PRN.
    prn: z.preprocess(
      prnDigits,
      requiredText(MISSING.prn)
        .refine(visible, MSG.invisibleCharacter)
        .refine((v) => v === '' || prnKey(v) !== '', MSG.prnNeedsLettersOrDigits),
    ),
    year: choice(YEAR_OPTIONS, MISSING.year),
    course: choice(COURSES, MISSING.course),
  });
}

// One schema per domain, built once: the server validates every application with it.
const schemas = new Map<string, ReturnType<typeof buildStudentDetailsSchema>>();

export type StudentDetails = z.infer<ReturnType<typeof studentDetailsSchema>>;

/** The details as the form holds them before validation. */
export type StudentDetailsDraft = Record<ApplicantField, string>;

export const EMPTY_STUDENT_DETAILS: StudentDetailsDraft = {
  first_name: '',
  last_name: '',
  gender: '',
  email: '',
  prn: '',
  year: '',
  course: '',
};

/**
 * The one sentence for a set of field errors, in the order the form reports them: a missing
 * field first ('Please fill in all required fields', whatever each field says under it), then the
 * email rule, then the first other.
 */
export function summarizeErrors(errors: Record<string, string>, emailDomain?: string): string {
  const messages = Object.values(errors);
  if (messages.some(isMissingMessage)) return MSG.fillRequired;
  const emailMessage = universityEmailMessage(emailDomain);
  if (messages.includes(emailMessage)) return emailMessage;
  return messages[0] ?? MSG.invalidInput;
}
