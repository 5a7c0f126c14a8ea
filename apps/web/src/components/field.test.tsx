import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, inputClass } from './field.tsx';

describe('Field', () => {
  it('labels an input and ties its hint and error to it', () => {
    render(
      <Field label="Title" hint="Shown on the card" error="Title is required" required>
        {(control) => <input {...control} className={inputClass(true)} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown on the card Title is required');
    // The required mark is visual only; the control says it is required.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks nothing while there is no error and no hint', () => {
    render(<Field label="Summary">{(control) => <textarea {...control} />}</Field>);
    const textarea = screen.getByRole('textbox', { name: 'Summary' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
    expect(textarea).not.toBeRequired();
  });

  it('works for a select', () => {
    render(
      <Field label="Year" error="Choose a year">
        {(control) => (
          <select {...control}>
            <option value="">Select an option</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(select).toHaveAccessibleDescription('Choose a year');
    expect(select).toBeInvalid();
  });

  it('makes a group of choices a fieldset named by its legend', () => {
    render(
      <Field label="Gender" error="Choose one" required group>
        {() => (
          <>
            <label>
              <input type="radio" name="g" value="male" /> Male
            </label>
            <label>
              <input type="radio" name="g" value="female" /> Female
            </label>
          </>
        )}
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group).toHaveAccessibleDescription('Choose one');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('gives every field its own ids', () => {
    render(
      <>
        <Field label="First" error="One">
          {(control) => <input {...control} />}
        </Field>
        <Field label="Second" error="Two">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('One');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('Two');
  });
});
