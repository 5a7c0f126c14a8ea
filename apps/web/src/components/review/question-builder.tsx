import {
  canMoveQuestion,
  moveQuestion,
  parentCandidates,
  removeQuestion,
  saveQuestion,
} from '@ssf/domain/recruitment/builder';
import { type CustomQuestion, isChoiceType, QUESTION_TYPES } from '@ssf/domain/recruitment/questions';
import { RECRUITMENT_TEXT as T } from '@ssf/domain/recruitment/texts';
import { type KeyboardEvent, useState } from 'react';
import { Button, buttonClass } from '../button.tsx';
import { Field, FieldError, inputClass } from '../field.tsx';

interface QuestionBuilderProps {
  questions: CustomQuestion[];
  onChange: (questions: CustomQuestion[]) => void;
  /** Server or schema messages about the saved questions, keyed 'customQuestions.N.field'. */
  errors: Record<string, string>;
}

const EMPTY: CustomQuestion = {
  question: '',
  type: 'text',
  options: [],
  required: false,
  placeholder: '',
  showIf: null,
};

const TYPE_LABEL: Record<string, string> = {
  text: 'Text',
  textarea: 'Paragraph',
  email: 'Email',
  number: 'Number',
  date: 'Date',
  dropdown: 'Dropdown',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
};

/** Where an index goes when the list changes; null when its question is gone. */
type Remap = (index: number) => number | null;

/**
 * The custom questions of a drive: the list (reorder, edit, remove) and the builder of one
 * question. Every change goes through the shared builder rules, so showIf stays valid.
 */
export function QuestionBuilder({ questions, onChange, errors }: QuestionBuilderProps) {
  const [draft, setDraft] = useState<CustomQuestion>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [optionText, setOptionText] = useState('');
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setDraft(EMPTY);
    setEditing(null);
    setOptionText('');
    setDraftErrors({});
  };

  /** Keep the question being edited (and its condition) pointing at the same questions. */
  const follow = (remap: Remap) => {
    if (editing !== null) {
      const moved = remap(editing);
      if (moved === null) {
        reset();
        return;
      }
      setEditing(moved);
    }
    setDraft((d) => {
      if (!d.showIf) return d;
      const parent = remap(d.showIf.questionIndex);
      return { ...d, showIf: parent === null ? null : { ...d.showIf, questionIndex: parent } };
    });
  };

  const move = (from: number, to: number) => {
    onChange(moveQuestion(questions, from, to));
    follow((i) => (i === from ? to : i === to ? from : i));
  };

  const remove = (index: number) => {
    onChange(removeQuestion(questions, index));
    follow((i) => (i === index ? null : i > index ? i - 1 : i));
  };

  const edit = (index: number) => {
    setDraft(questions[index]);
    setEditing(index);
    setOptionText('');
    setDraftErrors({});
  };

  const addOption = () => {
    const option = optionText.trim();
    // Blank options are ignored; an option is listed once.
    if (option && !draft.options.includes(option))
      setDraft((d) => ({ ...d, options: [...d.options, option] }));
    setOptionText('');
    setDraftErrors(({ options: _, ...rest }) => rest);
  };

  const removeOption = (option: string) =>
    setDraft((d) => ({
      ...d,
      options: d.options.filter((o) => o !== option),
    }));

  const save = () => {
    const question = draft.question.trim();
    const choice = isChoiceType(draft.type);
    const problems: Record<string, string> = {};
    if (!question) problems.question = T.questionTextRequired;
    if (choice && draft.options.length === 0) problems.options = T.optionsRequired;
    if (draft.showIf && !draft.showIf.value) problems.showIf = T.showIfValueInvalid;
    setDraftErrors(problems);
    if (Object.keys(problems).length) return;
    const saved: CustomQuestion = {
      ...draft,
      question,
      options: choice ? draft.options : [],
      placeholder: draft.placeholder.trim(),
    };
    onChange(saveQuestion(questions, saved, editing));
    reset();
  };

  // Enter inside the builder never submits the drive's form.
  const stopEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  const candidates = parentCandidates(questions, editing ?? questions.length);
  const parent = draft.showIf ? questions[draft.showIf.questionIndex] : undefined;
  const choice = isChoiceType(draft.type);

  return (
    <fieldset className="min-w-0 rounded-2xl border border-gray-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-gray-900">Custom Questions</legend>

      {questions.length === 0 ? (
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
                      onClick={() => move(i, i - 1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      label={`Move question ${i + 1} down`}
                      disabled={!canMoveQuestion(questions, i, i + 1)}
                      onClick={() => move(i, i + 1)}
                    >
                      ↓
                    </IconButton>
                    <button
                      type="button"
                      onClick={() => edit(i)}
                      aria-label={`Edit question ${i + 1}`}
                      className={buttonClass('secondary', 'sm')}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(i)}
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
      )}

      <div className="mt-5 rounded-xl bg-gray-50 p-4">
        <h3 className="text-sm font-semibold text-gray-900">
          {editing === null ? 'Add a question' : `Edit question ${editing + 1}`}
        </h3>
        <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Question text" error={draftErrors.question} className="sm:col-span-2">
            {(control) => (
              <input
                {...control}
                type="text"
                value={draft.question}
                maxLength={500}
                onKeyDown={stopEnter}
                onChange={(e) => setDraft((d) => ({ ...d, question: e.target.value }))}
                className={inputClass(!!draftErrors.question)}
              />
            )}
          </Field>
          <Field label="Question type">
            {(control) => (
              <select
                {...control}
                value={draft.type}
                onChange={(e) => setDraft((d) => ({ ...d, type: e.target.value }))}
                className={inputClass()}
              >
                {QUESTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABEL[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {!choice && draft.type !== 'date' ? (
            <Field
              label={
                <>
                  Placeholder <span className="font-normal text-gray-500">(optional)</span>
                </>
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={draft.placeholder}
                  maxLength={200}
                  onKeyDown={stopEnter}
                  onChange={(e) => setDraft((d) => ({ ...d, placeholder: e.target.value }))}
                  className={inputClass()}
                />
              )}
            </Field>
          ) : (
            <div aria-hidden="true" className="hidden sm:block" />
          )}
          {choice && (
            <div className="sm:col-span-2">
              <Field label="Options" hint="Press Enter to add each option." error={draftErrors.options}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    value={optionText}
                    maxLength={200}
                    placeholder="Type an option and press Enter"
                    onChange={(e) => setOptionText(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        addOption();
                      }
                    }}
                    className={inputClass(!!draftErrors.options)}
                  />
                )}
              </Field>
              {draft.options.length > 0 && (
                <ul aria-label="Options" className="mt-2 flex flex-wrap gap-2">
                  {draft.options.map((option) => (
                    <li
                      key={option}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-900"
                    >
                      {option}
                      <button
                        type="button"
                        onClick={() => removeOption(option)}
                        aria-label={`Remove option ${option}`}
                        className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-700"
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800 sm:col-span-2">
            <input
              type="checkbox"
              checked={draft.required}
              onChange={(e) => setDraft((d) => ({ ...d, required: e.target.checked }))}
              className="h-5 w-5 accent-brand-700"
            />
            Required
          </label>
          <Field
            label="Show only if"
            hint={
              candidates.length === 0
                ? 'Add a dropdown or radio question above to make this one conditional.'
                : 'An earlier dropdown or radio question.'
            }
          >
            {(control) => (
              <select
                {...control}
                value={draft.showIf ? String(draft.showIf.questionIndex) : ''}
                disabled={candidates.length === 0}
                onChange={(e) =>
                  setDraft((d) => ({
                    ...d,
                    showIf:
                      e.target.value === ''
                        ? null
                        : { questionIndex: Number(e.target.value), operator: 'equals', value: '' },
                  }))
                }
                className={inputClass()}
              >
                <option value="">Always show</option>
                {candidates.map(({ index, question }) => (
                  <option key={index} value={index}>
                    {index + 1}. {question.question}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {draft.showIf && parent && (
            <Field label="…is answered with" error={draftErrors.showIf}>
              {(control) => (
                <select
                  {...control}
                  value={draft.showIf?.value ?? ''}
                  onChange={(e) =>
                    setDraft((d) => (d.showIf ? { ...d, showIf: { ...d.showIf, value: e.target.value } } : d))
                  }
                  className={inputClass(!!draftErrors.showIf)}
                >
                  <option value="">Select an option</option>
                  {parent.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={save}>{editing === null ? 'Add Question' : 'Update Question'}</Button>
          {(editing !== null || draft !== EMPTY) && (
            <Button variant="secondary" onClick={reset}>
              {editing === null ? 'Clear' : 'Cancel Editing'}
            </Button>
          )}
        </div>
      </div>
    </fieldset>
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
  children: React.ReactNode;
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
