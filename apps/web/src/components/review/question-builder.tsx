import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { FieldError } from '../field.tsx';
import { QuestionDraftEditor } from './question-draft-editor.tsx';
import { QuestionList } from './question-list.tsx';
import { useQuestionDraft } from './use-question-draft.ts';

interface QuestionBuilderProps {
  questions: CustomQuestion[];
  onChange: (questions: CustomQuestion[]) => void;
  /**
   * Server or schema messages about the saved questions, keyed 'customQuestions.N.field', and about
   * the questions as a whole ('customQuestions', shown under the builder).
   */
  errors: Record<string, string>;
}

/**
 * The custom questions of a drive or a form: the list (reorder, edit, remove, question-list.tsx)
 * and the draft of one question (question-draft-editor.tsx), checked with the domain's schema
 * (question-draft.ts). Every change goes through the shared builder rules, so showIf stays valid.
 */
export function QuestionBuilder({ questions, onChange, errors }: QuestionBuilderProps) {
  const state = useQuestionDraft(questions, onChange);
  return (
    <>
      <fieldset className="min-w-0 rounded-2xl border border-gray-200 p-4 sm:p-5">
        <legend className="px-1 text-base font-semibold text-gray-900">Custom Questions</legend>
        <QuestionList
          questions={questions}
          errors={errors}
          editing={state.editing}
          onMove={state.move}
          onEdit={state.edit}
          onRemove={state.remove}
        />
        <QuestionDraftEditor questions={questions} state={state} />
      </fieldset>
      <FieldError message={errors.customQuestions} />
    </>
  );
}
