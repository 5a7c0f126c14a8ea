import type { AnswerMap, AnswerValue, CustomQuestion } from '@ssf/domain/recruitment/questions';
import { setAnswer } from '@ssf/domain/recruitment/visibility';
import { useState } from 'react';

/**
 * The answers to a drive's or a form's questions as they are typed. The shared rules clear the
 * answers of questions depending on the changed one; the changed answer's message goes with it.
 */
export function useAnswers(questions: readonly CustomQuestion[], clearError: (key: string) => void) {
  const [answers, setAnswers] = useState<AnswerMap>({});
  const changeAnswer = (index: number, value: AnswerValue) => {
    setAnswers((current) => setAnswer(questions, current, index, value));
    clearError(`answers.${index}`);
  };
  return { answers, changeAnswer, clearAnswers: () => setAnswers({}) };
}
