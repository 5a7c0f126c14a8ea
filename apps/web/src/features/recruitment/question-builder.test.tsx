import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionBuilder } from './question-builder.tsx';

let latest: CustomQuestion[] = [];

function Harness({ initial = [] }: { initial?: CustomQuestion[] }) {
  const [questions, setQuestions] = useState<CustomQuestion[]>(initial);
  latest = questions;
  return <QuestionBuilder questions={questions} onChange={setQuestions} errors={{}} />;
}

const radio: CustomQuestion = {
  question: 'Team?',
  type: 'radio',
  options: ['Events', 'Design'],
  required: true,
  placeholder: '',
  showIf: null,
};
const text = (question: string, showIf: CustomQuestion['showIf'] = null): CustomQuestion => ({
  question,
  type: 'text',
  options: [],
  required: false,
  placeholder: '',
  showIf,
});

describe('QuestionBuilder', () => {
  it('adds options with Enter, ignores blanks, removes them, and refuses a blank question', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(screen.getByText('Question text is required')).toBeInTheDocument();
    expect(latest).toHaveLength(0);

    await user.type(screen.getByLabelText('Question text'), 'Pick one');
    await user.selectOptions(screen.getByLabelText('Question type'), 'dropdown');
    const option = screen.getByPlaceholderText('Type an option and press Enter');
    await user.type(option, 'A{Enter}   {Enter}B{Enter}A{Enter}C{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove option C' }));
    expect(within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(latest).toEqual([
      {
        question: 'Pick one',
        type: 'dropdown',
        options: ['A', 'B'],
        required: false,
        placeholder: '',
        showIf: null,
      },
    ]);
  });

  it('offers only earlier dropdown and radio questions for "Show only if"', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[text('Name'), radio]} />);
    const parent = screen.getByLabelText('Show only if');
    expect(
      within(parent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Always show', '2. Team?']);
    await user.type(screen.getByLabelText('Question text'), 'Portfolio');
    await user.selectOptions(parent, '1');
    await user.selectOptions(screen.getByLabelText('…is answered with'), 'Design');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(latest[2].showIf).toEqual({ questionIndex: 1, operator: 'equals', value: 'Design' });
    // Editing question 2 (the radio): no earlier parent is available.
    await user.click(screen.getByRole('button', { name: 'Edit question 2' }));
    expect(screen.getByLabelText('Show only if')).toBeDisabled();
  });

  it('replaces an edited question in place and clears the builder when it is removed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[radio, text('Why?')]} />);
    await user.click(screen.getByRole('button', { name: 'Edit question 2' }));
    const field = screen.getByLabelText('Question text');
    expect(field).toHaveValue('Why?');
    await user.clear(field);
    await user.type(field, 'Why us?');
    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    expect(latest.map((q) => q.question)).toEqual(['Team?', 'Why us?']);

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    expect(screen.getByLabelText('Question text')).toHaveValue('Team?');
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByLabelText('Question text')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add Question' })).toBeInTheDocument();
    expect(latest.map((q) => q.question)).toEqual(['Why us?']);
  });

  it('reorders with conditions following, and never above the parent', async () => {
    const user = userEvent.setup();
    const dependent = text('Portfolio', { questionIndex: 0, operator: 'equals', value: 'Design' });
    render(<Harness initial={[radio, text('Name'), dependent]} />);
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(latest.map((q) => q.question)).toEqual(['Name', 'Team?', 'Portfolio']);
    expect(latest[2].showIf?.questionIndex).toBe(1);
    // Portfolio depends on Team?, now right above it: it cannot move up past it.
    expect(screen.getByRole('button', { name: 'Move question 3 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 2 down' })).toBeDisabled();
  });

  it('checks a draft with the saved questions’ rules, saying every problem at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Question type'), 'radio');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(screen.getByText('Question text is required')).toBeInTheDocument();
    expect(screen.getByText('Add at least one option')).toBeInTheDocument();
    expect(latest).toHaveLength(0);
    // Adding an option clears its message; the saved question is trimmed.
    await user.type(screen.getByPlaceholderText('Type an option and press Enter'), 'Yes{Enter}');
    expect(screen.queryByText('Add at least one option')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Question text'), '  Coming?  ');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(latest).toEqual([
      {
        question: 'Coming?',
        type: 'radio',
        options: ['Yes'],
        required: false,
        placeholder: '',
        showIf: null,
      },
    ]);
  });
});
