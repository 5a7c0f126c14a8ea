import type { AnswerMap, AnswerValue, CustomQuestion } from './questions.ts';

/**
 * Whether question `index` is shown for the given answers: a question without showIf always is;
 * one with showIf only when its parent is shown and the parent's answer equals the value (for a
 * list answer, contains it). A showIf that does not point at an earlier question hides the
 * question: stored data can never make the rule loop.
 */
export function isQuestionVisible(
  questions: readonly CustomQuestion[],
  index: number,
  answers: AnswerMap,
): boolean {
  const seen = new Set<number>();
  let current = index;
  // Walk up the chain of parents; each step goes to a strictly earlier question.
  for (;;) {
    const question = questions[current];
    if (!question) return false;
    const rule = question.showIf;
    if (!rule) return true;
    const parent = rule.questionIndex;
    if (!Number.isInteger(parent) || parent < 0 || parent >= current || seen.has(parent)) return false;
    seen.add(parent);
    const answer = answers[parent];
    const matches = Array.isArray(answer) ? answer.includes(rule.value) : answer === rule.value;
    if (!matches) return false;
    current = parent;
  }
}

/** Indexes of the questions shown for the given answers, in order. */
export function visibleQuestionIndexes(questions: readonly CustomQuestion[], answers: AnswerMap): number[] {
  const out: number[] = [];
  for (let i = 0; i < questions.length; i += 1) if (isQuestionVisible(questions, i, answers)) out.push(i);
  return out;
}

/** The questions shown for the given answers, each with its index. */
export function visibleQuestions(
  questions: readonly CustomQuestion[],
  answers: AnswerMap,
): Array<{ index: number; question: CustomQuestion }> {
  return visibleQuestionIndexes(questions, answers).map((index) => ({ index, question: questions[index] }));
}

/** Indexes of every question whose showIf depends, directly or through others, on question `index`. */
export function dependentQuestionIndexes(questions: readonly CustomQuestion[], index: number): number[] {
  const dependents = new Set<number>();
  const queue = [index];
  while (queue.length) {
    const parent = queue.shift()!;
    questions.forEach((q, i) => {
      if (q.showIf && q.showIf.questionIndex === parent && i !== index && !dependents.has(i)) {
        dependents.add(i);
        queue.push(i);
      }
    });
  }
  return [...dependents].sort((a, b) => a - b);
}

/**
 * The answers after question `changedIndex` changed: the answers of every question depending on
 * it (recursively) are cleared, so a hidden branch never keeps stale answers.
 */
export function clearDependentAnswers(
  questions: readonly CustomQuestion[],
  answers: AnswerMap,
  changedIndex: number,
): Record<number, AnswerValue | undefined> {
  const next: Record<number, AnswerValue | undefined> = { ...answers };
  for (const i of dependentQuestionIndexes(questions, changedIndex)) delete next[i];
  return next;
}

/**
 * The form's change of one answer: the new value, with the answers of its dependents cleared
 * when the value actually changed. A hidden question cannot be answered.
 */
export function setAnswer(
  questions: readonly CustomQuestion[],
  answers: AnswerMap,
  index: number,
  value: AnswerValue,
): Record<number, AnswerValue | undefined> {
  if (!isQuestionVisible(questions, index, answers)) return { ...answers };
  const before = answers[index];
  const same =
    Array.isArray(before) && Array.isArray(value)
      ? before.length === value.length && before.every((v, i) => v === value[i])
      : before === value;
  const next = same ? { ...answers } : clearDependentAnswers(questions, answers, index);
  next[index] = value;
  return next;
}
