/**
 * Public forms (feedback, sign-ups, surveys): the respondent's details, whether a form is open and
 * the validation of a response. The questions, their visibility and the answer checks are the
 * shared question engine's (../questions/engine.ts), the same as recruitment drives'. The form's
 * settings as an officer writes them are form-input.ts: this module needs no zod, so the public
 * form page loads none.
 */
import { DEFAULT_UNIVERSITY_EMAIL_DOMAIN, YEAR_OPTIONS } from '../constants.ts';
import { COURSES } from '../courses.ts';
import { isUniversityEmail, isValidEmail, normalizeEmail, universityEmailMessage } from '../email.ts';
import { cleanText } from '../identity.ts';
import { MISSING, MSG } from '../messages.ts';
import { answersPayload, validateAnswers } from '../questions/engine.ts';
import type { AnswerMap, ApplicationAnswer, CustomQuestion } from '../recruitment/questions.ts';
import { summarizeFieldErrors } from '../field-errors.ts';
import { isRecord } from '../records.ts';

export const RESPONDENT_FIELDS = ['name', 'email', 'phone', 'prn', 'year', 'course'] as const;
export type RespondentField = (typeof RESPONDENT_FIELDS)[number];

export const RESPONDENT_FIELD_LABELS: Record<RespondentField, string> = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  prn: 'PRN',
  year: 'Year',
  course: 'Course',
};

/** What a required respondent field says when it is left empty ('Enter your name'). */
export const RESPONDENT_FIELD_MISSING: Record<RespondentField, string> = {
  name: MISSING.name,
  email: MISSING.email,
  phone: MISSING.phone,
  prn: MISSING.prn,
  year: MISSING.year,
  course: MISSING.course,
};

export type Respondent = Partial<Record<RespondentField, string>>;

export interface RespondentFieldRule {
  field: RespondentField;
  required: boolean;
}

export const FORM_TEXT = {
  defaultSuccessMessage: 'Thank you! Your response has been recorded.',
  defaultClosedMessage: 'This form is not accepting responses right now.',
  notYetOpen: 'This form is not open yet.',
  alreadyResponded: 'You have already responded to this form',
  formNotFound: 'Form not found',
  responseNotFound: 'Response not found',
  slugInUse: 'This short address is already used by another form',
  slugInvalid: 'Use lower-case letters, digits and dashes (2 to 60 characters)',
  titleRequired: 'Title is required',
  maxResponsesInvalid: 'Maximum responses must be a whole number of at least 1',
  oneResponseNeedsEmail: 'One response per email needs the email field, required',
  deadlineBeforeOpening: 'The deadline must be after the opening time',
  dateInvalid: 'Enter a date and time',
  respondentFieldTwice: 'Each respondent field can be asked only once',
  phoneInvalid: 'Please enter a valid phone number',
  hasResponses: (n: number) =>
    `This form has ${n} response${n === 1 ? '' : 's'} and was not deleted. Confirm deleting ${n === 1 ? 'it' : 'them'} too.`,
  created: 'Form created successfully',
  updated: 'Form updated successfully',
  deleted: 'Form deleted successfully',
  duplicated: 'Form duplicated',
} as const;

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** What decides whether a form takes responses. */
export interface FormRules {
  isActive: boolean;
  opensAt: string | Date | null;
  deadline: string | Date | null;
  maxResponses: number | null;
  currentResponses: number;
}

export type FormState = 'open' | 'inactive' | 'not-yet-open' | 'closed' | 'full';

/** Whether a form takes responses now, and if not, why. */
export function formState(f: FormRules, now: Date = new Date()): FormState {
  if (!f.isActive) return 'inactive';
  if (f.opensAt && new Date(f.opensAt).getTime() > now.getTime()) return 'not-yet-open';
  if (f.deadline && new Date(f.deadline).getTime() <= now.getTime()) return 'closed';
  if (f.maxResponses !== null && f.currentResponses >= f.maxResponses) return 'full';
  return 'open';
}

/** The form as the respondent's validation needs it. */
export interface FormForResponse {
  respondentFields: readonly RespondentFieldRule[];
  universityOnly: boolean;
  customQuestions: readonly CustomQuestion[];
}

export interface CleanResponse {
  respondent: Respondent;
  answers: ApplicationAnswer[];
}

export type ResponseValidation =
  | { ok: true; response: CleanResponse }
  | { ok: false; message: string; errors: Record<string, string> };

export const respondentErrorKey = (field: RespondentField) => `respondent.${field}`;

/** Check one respondent field's value; null when it counts as not given. */
function checkRespondentField(
  field: RespondentField,
  raw: unknown,
  universityOnly: boolean,
  emailDomain: string,
): { ok: true; value: string | null } | { ok: false; message: string } {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  if (typeof raw !== 'string') return { ok: false, message: MSG.invalidInput };
  const value = cleanText(raw);
  if (value === '') return { ok: true, value: null };
  switch (field) {
    case 'email':
      if (value.length > 320 || !isValidEmail(value))
        return { ok: false, message: 'Please enter a valid email address' };
      if (universityOnly && !isUniversityEmail(value, emailDomain))
        return { ok: false, message: universityEmailMessage(emailDomain) };
      return { ok: true, value: normalizeEmail(value) };
    case 'phone':
      return PHONE.test(value) ? { ok: true, value } : { ok: false, message: FORM_TEXT.phoneInvalid };
    case 'year':
      return (YEAR_OPTIONS as readonly string[]).includes(value)
        ? { ok: true, value }
        : { ok: false, message: 'Please choose one of the listed options' };
    case 'course':
      return (COURSES as readonly string[]).includes(value)
        ? { ok: true, value }
        : { ok: false, message: 'Please choose one of the listed options' };
    default:
      return value.length <= 100 ? { ok: true, value } : { ok: false, message: 'At most 100 characters' };
  }
}

/**
 * The validation of a whole response, the same in the browser and on the server: the respondent
 * fields the form asks (others ignored), then the answers through the shared question engine.
 */
export function validateResponse(
  form: FormForResponse,
  input: unknown,
  { emailDomain = DEFAULT_UNIVERSITY_EMAIL_DOMAIN }: { emailDomain?: string } = {},
): ResponseValidation {
  const body = isRecord(input) ? input : {};
  const given = isRecord(body.respondent) ? body.respondent : {};
  const errors: Record<string, string> = {};
  const respondent: Respondent = {};
  for (const rule of form.respondentFields) {
    const check = checkRespondentField(rule.field, given[rule.field], form.universityOnly, emailDomain);
    if (!check.ok) errors[respondentErrorKey(rule.field)] = check.message;
    else if (check.value === null) {
      if (rule.required) errors[respondentErrorKey(rule.field)] = RESPONDENT_FIELD_MISSING[rule.field];
    } else respondent[rule.field] = check.value;
  }
  const answers = validateAnswers(form.customQuestions, body.answers, errors);
  // Any required field left empty: 'Please fill in all required fields', else the first problem.
  if (Object.keys(errors).length > 0) return { ok: false, message: summarizeFieldErrors(errors), errors };
  return { ok: true, response: { respondent, answers } };
}

/** The body the public form submits. */
export function buildResponsePayload(
  form: { customQuestions: readonly CustomQuestion[] },
  respondent: Respondent,
  answers: AnswerMap,
): { respondent: Respondent; answers: ApplicationAnswer[] } {
  return { respondent, answers: answersPayload(form.customQuestions, answers) };
}
