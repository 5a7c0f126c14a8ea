import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages.ts';
import { missingAnswerMessage } from '../src/questions/engine.ts';
import { buildApplicationPayload, validateApplication } from '../src/recruitment/application.ts';
import {
  type AnswerMap,
  type AnswerValue,
  type CustomQuestion,
  isEmptyAnswer,
} from '../src/recruitment/questions.ts';
import {
  dependentQuestionIndexes,
  isQuestionVisible,
  setAnswer,
  visibleQuestionIndexes,
} from '../src/recruitment/visibility.ts';
import { type FormStep, formSessionArb, questionsArb, validDetails } from './recruitment-fixtures.ts';

const RUNS = { numRuns: 250 };
// Generating form sessions is not free; a slow machine must not time the properties out.
const SLOW = 60_000;

/** Play the interactions the way the form does: only shown questions can be changed. */
function play(questions: CustomQuestion[], steps: FormStep[]): AnswerMap {
  let answers: AnswerMap = {};
  for (const step of steps) answers = setAnswer(questions, answers, step.index, step.value);
  return answers;
}

/** What the form sends for these answers, with valid personal details. */
function submitted(questions: CustomQuestion[], answers: AnswerMap) {
  return buildApplicationPayload({ _id: 'r1', customQuestions: questions }, validDetails, answers);
}

/** The form's own submit rule, written independently: every shown required question is answered. */
function formWouldSubmit(questions: CustomQuestion[], answers: AnswerMap): boolean {
  return visibleQuestionIndexes(questions, answers).every(
    (i) => !questions[i].required || !isEmptyAnswer(answers[i]),
  );
}

const trimValue = (v: AnswerValue) => (Array.isArray(v) ? v : v.trim());

describe('the server accepts exactly what the form submits', () => {
  it(
    'accepts the payload iff every shown required question is answered, and stores exactly it',
    () => {
      fc.assert(
        fc.property(formSessionArb, ({ questions, steps }) => {
          const answers = play(questions, steps);
          const payload = submitted(questions, answers);
          const result = validateApplication({ customQuestions: questions }, payload);
          expect(result.ok).toBe(formWouldSubmit(questions, answers));
          if (result.ok) {
            expect(result.application.answers).toEqual(
              payload.answers.map((a) => ({ ...a, answer: trimValue(a.answer) })),
            );
            // Every stored answer is to a question shown for the stored answers.
            const stored: Record<number, AnswerValue> = {};
            for (const a of result.application.answers) stored[a.questionIndex] = a.answer;
            for (const a of result.application.answers) {
              expect(isQuestionVisible(questions, a.questionIndex, stored)).toBe(true);
              expect(a.question).toBe(questions[a.questionIndex].question);
            }
          } else {
            expect(result.message).toBe(MSG.fillRequired);
          }
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'never sends answers of hidden questions, and ignores them when a client sends them anyway',
    () => {
      fc.assert(
        fc.property(formSessionArb, ({ questions, steps }) => {
          const answers = play(questions, steps);
          const payload = submitted(questions, answers);
          const visible = new Set(visibleQuestionIndexes(questions, answers));
          for (const a of payload.answers) expect(visible.has(a.questionIndex)).toBe(true);

          // A tampering client adds an answer to every hidden question (valid for its type).
          const hidden = questions.map((_, i) => i).filter((i) => !visible.has(i));
          const tampered = {
            ...payload,
            answers: [
              ...payload.answers,
              ...hidden.map((i) => ({
                questionIndex: i,
                question: 'forged text',
                answer: questions[i].type === 'checkbox' ? [questions[i].options[0]] : 'x',
              })),
            ],
          };
          const plain = validateApplication({ customQuestions: questions }, payload);
          const forged = validateApplication({ customQuestions: questions }, tampered);
          if (plain.ok) {
            // Hidden answers may reveal nothing: the parents' answers are those of the form.
            expect(forged.ok).toBe(true);
            if (forged.ok) expect(forged.application.answers).toEqual(plain.application.answers);
          }
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'rejects a payload missing the answer of a shown required question',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(formSessionArb, fc.nat(), ({ questions, steps }, pick) => {
          const answers = play(questions, steps);
          const payload = submitted(questions, answers);
          const requiredAnswered = payload.answers.filter((a) => questions[a.questionIndex].required);
          if (!(requiredAnswered.length > 0 && formWouldSubmit(questions, answers))) return;
          checked += 1;
          const dropped = requiredAnswered[pick % requiredAnswered.length].questionIndex;
          const result = validateApplication(
            { customQuestions: questions },
            { ...payload, answers: payload.answers.filter((a) => a.questionIndex !== dropped) },
          );
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.errors[`answers.${dropped}`]).toBe(missingAnswerMessage(questions[dropped]));
            expect(result.message).toBe(MSG.fillRequired);
          }
        }),
        RUNS,
      );
      // The property was exercised, not vacuously true.
      expect(checked).toBeGreaterThan(10);
    },
    SLOW,
  );

  it(
    'rejects a choice answer that is not one of the options',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(formSessionArb, fc.nat(), ({ questions, steps }, pick) => {
          const answers = play(questions, steps);
          const payload = submitted(questions, answers);
          const choices = payload.answers.filter((a) =>
            ['dropdown', 'radio', 'checkbox'].includes(questions[a.questionIndex].type),
          );
          if (choices.length === 0) return;
          checked += 1;
          const target = choices[pick % choices.length];
          const bad =
            questions[target.questionIndex].type === 'checkbox' ? ['Not an option'] : 'Not an option';
          const result = validateApplication(
            { customQuestions: questions },
            { ...payload, answers: payload.answers.map((a) => (a === target ? { ...a, answer: bad } : a)) },
          );
          expect(result.ok).toBe(false);
        }),
        RUNS,
      );
      expect(checked).toBeGreaterThan(10);
    },
    SLOW,
  );
});

describe('visibility rules', () => {
  it(
    'a question is shown only when its parent is shown and answered with the value',
    () => {
      fc.assert(
        fc.property(formSessionArb, ({ questions, steps }) => {
          const answers = play(questions, steps);
          questions.forEach((q, i) => {
            const expected = q.showIf
              ? isQuestionVisible(questions, q.showIf.questionIndex, answers) &&
                answers[q.showIf.questionIndex] === q.showIf.value
              : true;
            expect(isQuestionVisible(questions, i, answers)).toBe(expected);
          });
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'after any interaction no hidden question keeps an answer',
    () => {
      fc.assert(
        fc.property(formSessionArb, ({ questions, steps }) => {
          const answers = play(questions, steps);
          questions.forEach((_, i) => {
            if (!isQuestionVisible(questions, i, answers)) expect(answers[i]).toBeUndefined();
          });
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'changing an answer clears exactly its dependents, recursively',
    () => {
      fc.assert(
        fc.property(formSessionArb, fc.nat(), ({ questions, steps }, pick) => {
          if (questions.length === 0) return;
          const answers = play(questions, steps);
          const index = pick % questions.length;
          if (!isQuestionVisible(questions, index, answers)) return;
          const q = questions[index];
          const changed: AnswerValue = q.type === 'checkbox' ? [] : `${String(answers[index] ?? '')}!`;
          const next = setAnswer(questions, answers, index, changed);
          const dependents = new Set(dependentQuestionIndexes(questions, index));
          questions.forEach((_, i) => {
            if (i === index) expect(next[i]).toEqual(changed);
            else if (dependents.has(i)) expect(next[i]).toBeUndefined();
            else expect(next[i]).toEqual(answers[i]);
          });
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it('dependents are always later questions', () => {
    fc.assert(
      fc.property(questionsArb, (questions) => {
        questions.forEach((_, i) => {
          for (const d of dependentQuestionIndexes(questions, i)) expect(d).toBeGreaterThan(i);
        });
      }),
    );
  });
});
