import { customQuestionSchema } from '@ssf/domain/schemas/recruitment';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';

/** The builder's empty draft: a text question, optional, shown always. */
export const EMPTY_QUESTION: CustomQuestion = {
  question: '',
  type: 'text',
  options: [],
  required: false,
  placeholder: '',
  showIf: null,
};

/** The question types as the builder and the list name them. */
export const TYPE_LABEL: Record<string, string> = {
  text: 'Text',
  textarea: 'Paragraph',
  email: 'Email',
  number: 'Number',
  date: 'Date',
  dropdown: 'Dropdown',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
};

/**
 * A draft checked with the domain's schema of a question (the same the server applies on save):
 * the question as it is saved (trimmed, options only for a choice), or each field's first problem
 * by the field's name (`question`, `options`, `showIf`).
 */
export function checkDraft(
  draft: CustomQuestion,
): { ok: true; question: CustomQuestion } | { ok: false; errors: Record<string, string> } {
  const parsed = customQuestionSchema.safeParse(draft);
  if (parsed.success) return { ok: true, question: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'question');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
