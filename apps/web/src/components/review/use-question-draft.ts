import { moveQuestion, removeQuestion, saveQuestion } from '@ssf/domain/recruitment/builder';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { useState } from 'react';
import { checkDraft, EMPTY_QUESTION } from './question-draft.ts';

/** Where an index goes when the list changes; null when its question is gone. */
type Remap = (index: number) => number | null;

/**
 * The builder's state: the draft being added or edited (and which question it edits), the option
 * being typed, the draft's problems, and the list's changes, which keep the draft pointing at the
 * same questions. Every change goes through the shared builder rules, so showIf stays valid.
 */
export function useQuestionDraft(
  questions: CustomQuestion[],
  onChange: (questions: CustomQuestion[]) => void,
) {
  const [draft, setDraft] = useState<CustomQuestion>(EMPTY_QUESTION);
  const [editing, setEditing] = useState<number | null>(null);
  const [optionText, setOptionText] = useState('');
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setDraft(EMPTY_QUESTION);
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
    const checked = checkDraft(draft);
    setDraftErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    onChange(saveQuestion(questions, checked.question, editing));
    reset();
  };

  return {
    draft,
    setDraft,
    editing,
    optionText,
    setOptionText,
    draftErrors,
    reset,
    move,
    remove,
    edit,
    addOption,
    removeOption,
    save,
  };
}

export type QuestionDraft = ReturnType<typeof useQuestionDraft>;
