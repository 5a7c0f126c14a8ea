import { checkShowIfReferences } from '../schemas/recruitment.ts';
import type { CustomQuestion } from './questions.ts';

/**
 * Rules of the admin's question builder. Every operation returns a list whose showIf references
 * are valid again (they name an earlier dropdown or radio question and one of its options), so
 * the form can never send what the server would refuse.
 */

/** Clear the showIf of every question whose reference no longer holds (its parent changed). */
export function dropBrokenConditions(questions: readonly CustomQuestion[]): CustomQuestion[] {
  let current = [...questions];
  // Clearing one condition can never break another (it only removes a reference), one pass suffices.
  const problems = checkShowIfReferences(current);
  current = current.map((q, i) => (problems[i] ? { ...q, showIf: null } : q));
  return current;
}

/** Whether question `from` may move to `to` (one step): a question never goes above the one it depends on. */
export function canMoveQuestion(questions: readonly CustomQuestion[], from: number, to: number): boolean {
  if (to < 0 || to >= questions.length || Math.abs(from - to) !== 1) return false;
  const [upper, lower] = from < to ? [from, to] : [to, from];
  // After the swap `lower` sits above `upper`: refused when `lower` depends on `upper`.
  return questions[lower].showIf?.questionIndex !== upper;
}

/** Move question `from` one step to `to`; showIf references follow the questions they name. */
export function moveQuestion(
  questions: readonly CustomQuestion[],
  from: number,
  to: number,
): CustomQuestion[] {
  if (!canMoveQuestion(questions, from, to)) return [...questions];
  const remap = (index: number) => (index === from ? to : index === to ? from : index);
  const next = [...questions];
  [next[from], next[to]] = [next[to], next[from]];
  return next.map((q) =>
    q.showIf ? { ...q, showIf: { ...q.showIf, questionIndex: remap(q.showIf.questionIndex) } } : q,
  );
}

/**
 * Remove question `index`. Questions that depended on it lose their condition (they are then
 * always shown); references to later questions shift with them.
 */
export function removeQuestion(questions: readonly CustomQuestion[], index: number): CustomQuestion[] {
  return questions
    .filter((_, i) => i !== index)
    .map((q) => {
      if (!q.showIf) return q;
      if (q.showIf.questionIndex === index) return { ...q, showIf: null };
      if (q.showIf.questionIndex > index)
        return { ...q, showIf: { ...q.showIf, questionIndex: q.showIf.questionIndex - 1 } };
      return q;
    });
}

/** Save the builder's question: replace question `index` in place, or append when index is null. */
export function saveQuestion(
  questions: readonly CustomQuestion[],
  question: CustomQuestion,
  index: number | null,
): CustomQuestion[] {
  const next =
    index === null ? [...questions, question] : questions.map((q, i) => (i === index ? question : q));
  return dropBrokenConditions(next);
}

/** The questions a question at `index` may depend on: earlier dropdown or radio questions. */
export function parentCandidates(
  questions: readonly CustomQuestion[],
  index: number,
): Array<{ index: number; question: CustomQuestion }> {
  return questions
    .map((question, i) => ({ index: i, question }))
    .filter(
      ({ index: i, question }) => i < index && (question.type === 'dropdown' || question.type === 'radio'),
    );
}
