import type { InputHTMLAttributes } from 'react';
import { Field, inputClass } from './field.tsx';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A message under the field; it also marks the input invalid for assistive technology. */
  error?: string;
  hint?: string;
}

/** A one-line text input on the shared Field (label, hint and error wired to it). */
export function TextField({ label, error, hint, className = '', ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...inputProps} className={inputClass(!!error)} />}
    </Field>
  );
}
