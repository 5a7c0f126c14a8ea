import {
  type ApplicantField,
  type StudentDetails,
  type StudentDetailsDraft,
  studentDetailsSchema,
  summarizeErrors,
} from '../schemas/applicant.ts';
import { issuesToDetails } from '../schemas/errors.ts';
import { MSG } from '../messages.ts';
import { checkAnswer } from './answers.ts';
import {
  type AnswerMap,
  type AnswerValue,
  type ApplicationAnswer,
  type CustomQuestion,
  effectiveType,
  isEmptyAnswer,
} from './questions.ts';
import { RECRUITMENT_TEXT as T } from './texts.ts';
import { isQuestionVisible } from './visibility.ts';

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

/** Field key of a question's answer in `errors`. */
export const answerErrorKey = (index: number) => `answers.${index}`;
/** Field key of a personal detail in `errors`. */
export const applicantErrorKey = (field: ApplicantField) => `applicantInfo.${field}`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Read the answers list into a map by question index. Entries for indexes the recruitment does
 * not have are ignored (unknown input is ignored, never stored); a malformed list is an error.
 */
function readAnswers(raw: unknown, count: number, errors: Record<string, string>): Map<number, unknown> {
  const byIndex = new Map<number, unknown>();
  if (raw === undefined || raw === null) return byIndex;
  if (!Array.isArray(raw)) {
    errors.answers = T.answersMalformed;
    return byIndex;
  }
  for (const entry of raw) {
    if (!isRecord(entry) || !Number.isInteger(entry.questionIndex)) {
      errors.answers = T.answersMalformed;
      continue;
    }
    const index = entry.questionIndex as number;
    if (index < 0 || index >= count) continue;
    if (byIndex.has(index)) {
      errors[answerErrorKey(index)] = T.answerTwice;
      continue;
    }
    byIndex.set(index, entry.answer);
  }
  return byIndex;
}

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

  const questions = recruitment.customQuestions;
  const raw = readAnswers(body.answers, questions.length, errors);

  // Type-check every answer first; visibility is then decided on the cleaned values, so a
  // parent answered with an option padded by spaces counts exactly as the form's value does.
  const cleaned: Record<number, AnswerValue | undefined> = {};
  for (const [index, value] of raw) {
    const check = checkAnswer(questions[index], value);
    if (!check.ok) {
      // A malformed answer to a question that turns out hidden is dropped with it, below.
      cleaned[index] = undefined;
      errors[answerErrorKey(index)] = check.message;
    } else if (check.value !== null) {
      cleaned[index] = check.value;
    }
  }

  const answers: ApplicationAnswer[] = [];
  questions.forEach((question, index) => {
    const visible = isQuestionVisible(questions, index, cleaned);
    if (!visible) {
      delete errors[answerErrorKey(index)];
      return;
    }
    if (errors[answerErrorKey(index)]) return;
    const value = cleaned[index];
    if (value === undefined) {
      if (question.required) errors[answerErrorKey(index)] = MSG.fillRequired;
      return;
    }
    answers.push({ questionIndex: index, question: question.question, answer: value });
  });

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
  const list: ApplicationAnswer[] = [];
  recruitment.customQuestions.forEach((question, index) => {
    const value = answers[index];
    if (isEmptyAnswer(value) || !isQuestionVisible(recruitment.customQuestions, index, answers)) return;
    // A checkbox answer is always a list; every other answer a string.
    const answer =
      effectiveType(question.type) === 'checkbox'
        ? Array.isArray(value)
          ? value
          : [value as string]
        : Array.isArray(value)
          ? value.join(', ')
          : (value as string);
    list.push({ questionIndex: index, question: question.question, answer });
  });
  return { recruitmentId: recruitment._id, applicantInfo, answers: list };
}
