import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, inputClass } from './field.tsx';
import type { ZodForm } from './use-zod-form.ts';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'value' | 'onChange' | 'className'
>;

/**
 * A text field of a form checked with a shared schema (useZodForm): its message is the form's for
 * `name`, and typing in it clears that message. `rows` makes it a textarea.
 */
export function FormTextField({
  form,
  name,
  label,
  hint,
  required,
  value,
  onValue,
  rows,
  className,
  ...input
}: InputProps & {
  form: Pick<ZodForm<unknown>, 'error' | 'clearError'>;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  value: string;
  onValue: (value: string) => void;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
}) {
  const error = form.error(name);
  const onChange = (event: { target: { value: string } }) => {
    onValue(event.target.value);
    form.clearError(name);
  };
  return (
    <Field label={label} hint={hint} required={required} error={error} className={className}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            name={name}
            rows={rows}
            value={value}
            maxLength={input.maxLength}
            onChange={onChange}
            className={inputClass(!!error)}
          />
        ) : (
          <input
            {...control}
            {...input}
            name={name}
            value={value}
            onChange={onChange}
            className={inputClass(!!error)}
          />
        )
      }
    </Field>
  );
}
