import type { AnswerMap, AnswerValue, CustomQuestion } from '@ssf/domain/recruitment/questions';
import { visibleQuestions } from '@ssf/domain/recruitment/visibility';
import { QuestionInput } from './question-input.tsx';

interface VisibleQuestionsProps {
  questions: readonly CustomQuestion[];
  answers: AnswerMap;
  onChange: (index: number, value: AnswerValue) => void;
  /** Messages keyed 'answers.N'. */
  errors: Partial<Record<string, string>>;
}

/** The questions the answers so far call for (their conditions met), each as its input. */
export function VisibleQuestions({ questions, answers, onChange, errors }: VisibleQuestionsProps) {
  return visibleQuestions(questions, answers).map(({ index, question }) => (
    <QuestionInput
      key={index}
      index={index}
      question={question}
      value={answers[index]}
      onChange={(value) => onChange(index, value)}
      error={errors[`answers.${index}`]}
    />
  ));
}
