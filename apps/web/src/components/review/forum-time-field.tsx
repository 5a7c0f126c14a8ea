import { forumTimeZone } from '../../lib/dates.ts';
import { Field, inputClass } from '../field.tsx';

interface ForumTimeFieldProps {
  label: string;
  /** The local date and time as the input holds it (deadline.ts converts it). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A date and time on the forum's clock (an opening, a deadline), whatever the officer's own. */
export function ForumTimeField({ label, value, onChange, error, required }: ForumTimeFieldProps) {
  return (
    <Field
      label={label}
      required={required}
      hint={`${required ? '' : 'Optional. '}On the forum's clocks (${forumTimeZone()}).`}
      error={error}
    >
      {(p) => (
        <input
          {...p}
          type="datetime-local"
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass(!!error)}
        />
      )}
    </Field>
  );
}
