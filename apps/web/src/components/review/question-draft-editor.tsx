import { parentCandidates } from '@ssf/domain/recruitment/builder';
import { type CustomQuestion, isChoiceType, QUESTION_TYPES } from '@ssf/domain/recruitment/questions';
import type { KeyboardEvent } from 'react';
import { Button } from '../button.tsx';
import { Field, inputClass } from '../field.tsx';
import { EMPTY_QUESTION as EMPTY, TYPE_LABEL } from './question-draft.ts';
import type { QuestionDraft } from './use-question-draft.ts';

// Enter inside the builder never submits the drive's form.
const stopEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** The draft of one question, new or being edited: its text, type, options, placeholder and condition. */
export function QuestionDraftEditor({
  questions,
  state,
}: {
  questions: CustomQuestion[];
  state: QuestionDraft;
}) {
  const {
    draft,
    setDraft,
    editing,
    optionText,
    setOptionText,
    draftErrors,
    addOption,
    removeOption,
    save,
    reset,
  } = state;
  const candidates = parentCandidates(questions, editing ?? questions.length);
  const parent = draft.showIf ? questions[draft.showIf.questionIndex] : undefined;
  const choice = isChoiceType(draft.type);

  return (
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
  );
}
