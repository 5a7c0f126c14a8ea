import { Field, inputClass } from '../field.tsx';

export type MessageKey = 'successMessage' | 'closedMessage';

interface MessageFieldsProps {
  values: Record<MessageKey, string>;
  onChange: (key: MessageKey, value: string) => void;
  errors: Partial<Record<string, string>>;
  /** What an empty message stands for, shown in the empty box. */
  placeholders?: Partial<Record<MessageKey, string>>;
}

const LABELS: Record<MessageKey, string> = {
  successMessage: 'Success message',
  closedMessage: 'Closed message',
};

/** The two messages of a drive or a form: after a submission, and while it takes none. */
export function MessageFields({ values, onChange, errors, placeholders = {} }: MessageFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {(['successMessage', 'closedMessage'] as const).map((key) => (
        <Field key={key} label={LABELS[key]} error={errors[key]}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              placeholder={placeholders[key]}
              value={values[key]}
              onChange={(e) => onChange(key, e.target.value)}
              className={inputClass(!!errors[key])}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
