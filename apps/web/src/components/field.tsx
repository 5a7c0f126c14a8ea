import { type ReactNode, useId } from 'react';

/** What a Field hands to its control: the id its label points at and the accessible wiring. */
export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** A short help text under the label, read with the control. */
  hint?: ReactNode;
  /** A message under the control; it also marks the control invalid. */
  error?: string;
  /** Shows the required mark and passes `required` to the control. */
  required?: boolean;
  className?: string;
  /**
   * The control: an input, a textarea or a select, given the props to spread on it. A group of
   * radio buttons or checkboxes uses `group`: the field becomes a fieldset with a legend, and the
   * props go on the fieldset.
   */
  children: (control: ControlProps) => ReactNode;
  group?: boolean;
}

/** Classes of a text input, textarea or select: large touch target, visible focus, red when invalid. */
export const inputClass = (invalid?: boolean) =>
  `mt-1 block w-full min-h-11 rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
    invalid ? 'border-red-500' : 'border-gray-300'
  }`;

export const labelClass = 'block text-sm font-medium text-gray-800';

/**
 * A radio button or checkbox with its label, as one large target. Its words may break anywhere, so
 * a long one never pushes the box past a phone's edge at large text.
 */
export const choiceClass =
  '[overflow-wrap:anywhere] flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-gray-800 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40';

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * One labelled form control with its hint, error and required mark. The label, hint and error are
 * tied to the control (htmlFor, aria-describedby, aria-invalid), so a screen reader reads them all.
 */
export function Field({ label, hint, error, required, className = '', children, group }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    ...(required ? { required: true } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  const caption = (
    <>
      {label}
      {required ? <RequiredMark /> : null}
    </>
  );
  const hintText = hint ? (
    <p id={hintId} className="mt-1 text-xs text-gray-600">
      {hint}
    </p>
  ) : null;

  if (group) {
    const { required: _required, ...groupProps } = control;
    return (
      <fieldset {...groupProps} className={className}>
        <legend className={labelClass}>{caption}</legend>
        {hintText}
        {children({ id })}
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {caption}
      </label>
      {children(control)}
      {hintText}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
