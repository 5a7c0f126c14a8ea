import { isValidEmail } from '../email.ts';
import { type AnswerValue, type CustomQuestion, effectiveType } from './questions.ts';
import { MAX_ANSWER_LENGTH, RECRUITMENT_TEXT as T } from './texts.ts';

export type AnswerCheck = { ok: true; value: AnswerValue | null } | { ok: false; message: string };

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isDecimalNumber(value: string): boolean {
  return DECIMAL.test(value) && Number.isFinite(Number(value));
}

/**
 * Check one answer against its question's type (the apply rules) and return it cleaned:
 * strings trimmed, null when it counts as no answer (an empty string or an empty list).
 */
export function checkAnswer(question: CustomQuestion, raw: unknown): AnswerCheck {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  const type = effectiveType(question.type);
  if (type === 'checkbox') {
    if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string'))
      return { ok: false, message: T.answerChooseOption };
    const values = (raw as string[]).map((v) => v.trim());
    if (values.length === 0) return { ok: true, value: null };
    if (values.some((v) => !question.options.includes(v)))
      return { ok: false, message: T.answerChooseOption };
    if (new Set(values).size !== values.length) return { ok: false, message: T.answerChooseOptionsOnce };
    return { ok: true, value: values };
  }
  if (typeof raw !== 'string') {
    return {
      ok: false,
      message: type === 'dropdown' || type === 'radio' ? T.answerChooseOption : T.answerNotText,
    };
  }
  const value = raw.trim();
  if (value === '') return { ok: true, value: null };
  if (value.length > MAX_ANSWER_LENGTH) return { ok: false, message: T.answerTooLong };
  switch (type) {
    case 'dropdown':
    case 'radio':
      return question.options.includes(value)
        ? { ok: true, value }
        : { ok: false, message: T.answerChooseOption };
    case 'email':
      return isValidEmail(value) ? { ok: true, value } : { ok: false, message: T.answerInvalidEmail };
    case 'number':
      return isDecimalNumber(value) ? { ok: true, value } : { ok: false, message: T.answerInvalidNumber };
    case 'date':
      return isCalendarDate(value) ? { ok: true, value } : { ok: false, message: T.answerInvalidDate };
    default:
      return { ok: true, value };
  }
}
