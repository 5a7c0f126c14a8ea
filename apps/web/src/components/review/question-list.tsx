import { canMoveQuestion } from '@ssf/domain/recruitment/builder';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import type { ReactNode } from 'react';
import { buttonClass } from '../button.tsx';
import { FieldError } from '../field.tsx';
import { TYPE_LABEL } from './question-draft.ts';

interface QuestionListProps {
  questions: CustomQuestion[];
  /** Server or schema messages about the saved questions, keyed 'customQuestions.N.field'. */
  errors: Record<string, string>;
  /** The question the builder is editing (highlighted), if any. */
  editing: number | null;
  onMove: (from: number, to: number) => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The saved questions in order, each with its type, options and condition, to move, edit or remove. */
export function QuestionList({ questions, errors, editing, onMove, onEdit, onRemove }: QuestionListProps) {
  return questions.length === 0 ? (
    <p className="text-sm text-gray-600">No questions yet. Personal details are always asked.</p>
  ) : (
    <ol className="space-y-2">
      {questions.map((q, i) => {
        const error = Object.entries(errors).find(([k]) => k.startsWith(`customQuestions.${i}.`))?.[1];
        const condition = q.showIf ? questions[q.showIf.questionIndex] : null;
        return (
          <li
            key={i}
            className={`rounded-xl border p-3 ${editing === i ? 'border-brand-600 bg-brand-50' : 'border-gray-200 bg-white'}`}
          >
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">
                  {i + 1}. {q.question}
                </p>
                <p className="mt-0.5 text-xs text-gray-600">
                  {TYPE_LABEL[q.type] ?? q.type}
                  {q.required ? ' · Required' : ''}
                  {q.options.length ? ` · ${q.options.join(', ')}` : ''}
                </p>
                {condition && q.showIf && (
                  <p className="mt-0.5 text-xs text-brand-800">
                    Shown only if “{condition.question}” is {q.showIf.value}
                  </p>
                )}
                <FieldError message={error} />
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                <IconButton
                  label={`Move question ${i + 1} up`}
                  disabled={!canMoveQuestion(questions, i, i - 1)}
                  onClick={() => onMove(i, i - 1)}
                >
                  ↑
                </IconButton>
                <IconButton
                  label={`Move question ${i + 1} down`}
                  disabled={!canMoveQuestion(questions, i, i + 1)}
                  onClick={() => onMove(i, i + 1)}
                >
                  ↓
                </IconButton>
                <button
                  type="button"
                  onClick={() => onEdit(i)}
                  aria-label={`Edit question ${i + 1}`}
                  className={buttonClass('secondary', 'sm')}
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => onRemove(i)}
                  aria-label={`Remove question ${i + 1}`}
                  className={buttonClass('danger', 'sm')}
                >
                  Remove
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-gray-300 bg-white text-lg text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}
