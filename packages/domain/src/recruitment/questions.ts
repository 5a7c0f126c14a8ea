/** Custom questions of a recruitment drive: types, options, placeholders and conditions. */

export const QUESTION_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'date',
  'dropdown',
  'radio',
  'checkbox',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types whose answers are chosen from `options`. */
export const CHOICE_TYPES: readonly QuestionType[] = ['dropdown', 'radio', 'checkbox'];
/** Types that may decide whether a later question is shown (one answer, chosen from options). */
export const PARENT_TYPES: readonly QuestionType[] = ['dropdown', 'radio'];

export const SHOW_IF_OPERATORS = ['equals'] as const;
export type ShowIfOperator = (typeof SHOW_IF_OPERATORS)[number];

export interface ShowIf {
  /** Index of an earlier dropdown or radio question in the same list. */
  questionIndex: number;
  operator: ShowIfOperator;
  value: string;
}

export interface CustomQuestion {
  question: string;
  /** One of QUESTION_TYPES; a stored value of another type behaves as text. */
  type: string;
  options: string[];
  required: boolean;
  placeholder: string;
  showIf: ShowIf | null;
}

/** A checkbox answer is the list of chosen options, every other answer a string. */
export type AnswerValue = string | string[];

/** The form's answers, keyed by question index. A missing key means "not answered". */
export type AnswerMap = Readonly<Record<number, AnswerValue | undefined>>;

/** One stored or submitted answer (POST /recruitment/apply). */
export interface ApplicationAnswer {
  questionIndex: number;
  question: string;
  answer: AnswerValue;
}

export function isChoiceType(type: string): boolean {
  return (CHOICE_TYPES as readonly string[]).includes(type);
}

export function isParentType(type: string): boolean {
  return (PARENT_TYPES as readonly string[]).includes(type);
}

/** The type a question is rendered and checked as: unknown types behave as text. */
export function effectiveType(type: string): QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(type) ? (type as QuestionType) : 'text';
}

/** The placeholder the form shows ('Enter your {type}', textarea 'Enter your answer'). */
export function questionPlaceholder(question: Pick<CustomQuestion, 'type' | 'placeholder'>): string {
  if (question.placeholder.trim()) return question.placeholder;
  const type = effectiveType(question.type);
  return type === 'textarea' ? 'Enter your answer' : `Enter your ${type}`;
}

/** True when a value counts as no answer: an empty or blank string, an empty list, or nothing. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
