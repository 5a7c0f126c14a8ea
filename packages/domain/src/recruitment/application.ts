import {
  type ApplicantField,
  type StudentDetails,
  type StudentDetailsDraft,
  studentDetailsSchema,
  summarizeErrors,
} from '../schemas/applicant.ts';
import { issuesToDetails } from '../field-errors.ts';
import { answerErrorKey, answersPayload, validateAnswers } from '../questions/engine.ts';
import type { AnswerMap, ApplicationAnswer, CustomQuestion } from './questions.ts';
import { isRecord } from '../records.ts';

/** What the form sends to POST /recruitment/apply. */
export interface ApplicationPayload {
  recruitmentId: string;
  applicantInfo: StudentDetailsDraft;
  answers: ApplicationAnswer[];
}

/** An application as it is stored: cleaned details and the visible, non-empty answers in order. */
export interface CleanApplication {
  applicantInfo: StudentDetails;
  answers: ApplicationAnswer[];
}

export type ApplicationValidation =
  | { ok: true; application: CleanApplication }
  | { ok: false; message: string; errors: Record<string, string> };

export interface ValidateOptions {
  emailDomain?: string;
}

/** Field key of a question's answer in `errors` (the shared engine's). */
export { answerErrorKey };
/** Field key of a personal detail in `errors`. */
export const applicantErrorKey = (field: ApplicantField) => `applicantInfo.${field}`;

/**
 * The validation of a whole application, the same in the browser and on the server: personal
 * details (with the university email rule), then the custom answers. Answers to questions that
 * are hidden for the given answers are dropped; a visible required question must be answered;
 * each answer must fit its type. Question texts come from the recruitment, never the input.
 */
export function validateApplication(
  recruitment: { customQuestions: readonly CustomQuestion[] },
  input: unknown,
  { emailDomain }: ValidateOptions = {},
): ApplicationValidation {
  const body = isRecord(input) ? input : {};
  const errors: Record<string, string> = {};

  const details = studentDetailsSchema({ emailDomain }).safeParse(
    isRecord(body.applicantInfo) ? body.applicantInfo : {},
  );
  if (!details.success) {
    for (const [key, message] of Object.entries(issuesToDetails(details.error))) {
      errors[`applicantInfo.${key}`] = message;
    }
  }

  const answers = validateAnswers(recruitment.customQuestions, body.answers, errors);

  if (!details.success || Object.keys(errors).length > 0) {
    return { ok: false, message: summarizeErrors(errors, emailDomain), errors };
  }
  return { ok: true, application: { applicantInfo: details.data, answers } };
}

/**
 * The body the form submits: the details as typed and, for each question shown right now, its
 * non-empty answer (hidden questions send nothing).
 */
export function buildApplicationPayload(
  recruitment: { _id: string; customQuestions: readonly CustomQuestion[] },
  applicantInfo: StudentDetailsDraft,
  answers: AnswerMap,
): ApplicationPayload {
  const list = answersPayload(recruitment.customQuestions, answers);
  return { recruitmentId: recruitment._id, applicantInfo, answers: list };
}
