/**
 * The question engine shared by recruitment drives and forms (docs/decisions/0170-one-question-engine.md):
 * a list of custom questions (recruitment/questions.ts), their `showIf` visibility
 * (recruitment/visibility.ts) and the type check of one answer (recruitment/answers.ts), put
 * together into the check of a whole set of answers and the counts of a set of responses.
 * Applications and form responses are both validated by `validateAnswers`, in the browser and on
 * the server, so no rule is written twice.
 */
import { MISSING } from '../messages.ts';
import { checkAnswer } from '../recruitment/answers.ts';
import {
  type AnswerMap,
  type AnswerValue,
  type ApplicationAnswer,
  type CustomQuestion,
  effectiveType,
  isChoiceType,
  isEmptyAnswer,
} from '../recruitment/questions.ts';
import { RECRUITMENT_TEXT as T } from '../recruitment/texts.ts';
import { isQuestionVisible } from '../recruitment/visibility.ts';
import { isRecord } from '../records.ts';

/** Field key of a question's answer in `errors`. */
export const answerErrorKey = (index: number) => `answers.${index}`;

/**
 * What a required question left unanswered says, by the way it is answered: a checkbox question
 * 'Choose at least one option', a dropdown or radio question 'Choose an option', any other
 * (typed) question 'Answer this question'.
 */
export function missingAnswerMessage(question: Pick<CustomQuestion, 'type'>): string {
  const type = effectiveType(question.type);
  if (type === 'checkbox') return MISSING.chooseSome;
  return isChoiceType(type) ? MISSING.choose : MISSING.answer;
}

/**
 * Read the answers list into a map by question index. Entries for indexes the questions do not
 * have are ignored (unknown input is ignored, never stored); a malformed list is an error.
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
 * Validate a submitted answers list against the questions: each answer must fit its type,
 * answers to questions hidden for the given answers are dropped, a visible required question must
 * be answered. Problems are added to `errors` (keyed `answers.<index>`); the answers returned are
 * the visible, non-empty ones in question order, with the question text taken from the questions,
 * never from the input.
 */
export function validateAnswers(
  questions: readonly CustomQuestion[],
  rawAnswers: unknown,
  errors: Record<string, string>,
): ApplicationAnswer[] {
  const raw = readAnswers(rawAnswers, questions.length, errors);

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
      if (question.required) errors[answerErrorKey(index)] = missingAnswerMessage(question);
      return;
    }
    answers.push({ questionIndex: index, question: question.question, answer: value });
  });
  return answers;
}

/**
 * The answers a form sends: for each question shown right now, its non-empty answer (hidden
 * questions send nothing); a checkbox answer is always a list, every other answer a string.
 */
export function answersPayload(
  questions: readonly CustomQuestion[],
  answers: AnswerMap,
): ApplicationAnswer[] {
  const list: ApplicationAnswer[] = [];
  questions.forEach((question, index) => {
    const value = answers[index];
    if (isEmptyAnswer(value) || !isQuestionVisible(questions, index, answers)) return;
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
  return list;
}

/** Per choice question (dropdown, radio, checkbox), how many responses chose each option. */
export type AnswerCounts = Record<number, Record<string, number>>;

/**
 * Count the chosen options of every choice question over stored answers lists. Every current
 * option is present (zeros included); an answer stored under another question text (the question
 * since reworded) or an option since removed is not counted.
 */
export function countChoiceAnswers(
  questions: readonly CustomQuestion[],
  lists: ReadonlyArray<readonly ApplicationAnswer[]>,
): AnswerCounts {
  const counts: AnswerCounts = {};
  questions.forEach((q, i) => {
    if (!isChoiceType(effectiveType(q.type))) return;
    counts[i] = Object.fromEntries(q.options.map((o) => [o, 0]));
  });
  for (const answers of lists) {
    for (const a of answers) {
      const byOption = counts[a.questionIndex];
      if (!byOption || questions[a.questionIndex].question !== a.question) continue;
      for (const option of Array.isArray(a.answer) ? a.answer : [a.answer]) {
        if (option in byOption) byOption[option] += 1;
      }
    }
  }
  return counts;
}

/**
 * Where each stored answer goes in an export: under its question when the stored text still
 * matches (by index, else by text); answers to questions since removed or reworded get extra
 * columns, headed by the text they were given under. Returns the headers of the answer columns
 * and, per answers list, its cells.
 */
export function answerColumns(
  questions: readonly CustomQuestion[],
  lists: ReadonlyArray<readonly ApplicationAnswer[]>,
): { headers: string[]; rows: string[][] } {
  const questionCount = questions.length;
  const extraColumns = new Map<string, number>();
  const placed = lists.map((answers) => {
    const cells = new Map<number, string>();
    for (const a of answers) {
      const text = Array.isArray(a.answer) ? a.answer.join('; ') : a.answer;
      let column = -1;
      if (questions[a.questionIndex]?.question === a.question && !cells.has(a.questionIndex)) {
        column = a.questionIndex;
      } else {
        column = questions.findIndex((q, i) => q.question === a.question && !cells.has(i));
      }
      if (column === -1) {
        let extra = extraColumns.get(a.question);
        if (extra === undefined) {
          extra = questionCount + extraColumns.size;
          extraColumns.set(a.question, extra);
        }
        column = extra;
      }
      cells.set(column, text);
    }
    return cells;
  });
  const width = questionCount + extraColumns.size;
  return {
    headers: [...questions.map((q) => q.question), ...extraColumns.keys()],
    rows: placed.map((cells) => Array.from({ length: width }, (_, c) => cells.get(c) ?? '')),
  };
}
