import { TEXTAREA_ROWS } from '@ssf/domain/constants';
import {
  type AnswerValue,
  type CustomQuestion,
  effectiveType,
  questionPlaceholder,
} from '@ssf/domain/recruitment/questions';
import { useId } from 'react';
import { choiceClass, FieldError, inputClass, labelClass, RequiredMark } from './form-styles.tsx';

interface QuestionInputProps {
  question: CustomQuestion;
  index: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string;
}

const SELECT_PROMPT = 'Select an option';

/** One custom question rendered by its type (SPEC.md: unknown types behave as text). */
export function QuestionInput({ question, index, value, onChange, error }: QuestionInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const type = effectiveType(question.type);
  const text = typeof value === 'string' ? value : '';
  const described = error ? errorId : undefined;
  const name = `question-${index}`;

  if (type === 'radio' || type === 'checkbox') {
    const chosen = Array.isArray(value) ? value : [];
    // A checkbox group is required only while nothing is chosen (SPEC.md section 5).
    const required = question.required && (type === 'radio' || chosen.length === 0);
    return (
      <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
        <legend className={labelClass}>
          {question.question}
          {question.required && <RequiredMark />}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {question.options.map((option) => (
            <label key={option} className={choiceClass}>
              <input
                type={type}
                name={name}
                value={option}
                required={required}
                checked={type === 'radio' ? text === option : chosen.includes(option)}
                onChange={(event) => {
                  if (type === 'radio') onChange(option);
                  else
                    onChange(event.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option));
                }}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }

  const common = {
    id,
    name,
    required: question.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;

  let control: React.ReactNode;
  if (type === 'dropdown') {
    control = (
      <select
        {...common}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(!!error)}
      >
        <option value="">{SELECT_PROMPT}</option>
        {question.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (type === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={TEXTAREA_ROWS}
        value={text}
        placeholder={questionPlaceholder(question)}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(!!error)}
      />
    );
  } else {
    const extra =
      type === 'email'
        ? { type: 'email', inputMode: 'email' as const, autoComplete: 'email' }
        : type === 'number'
          ? { type: 'number', inputMode: 'decimal' as const, step: 'any' }
          : type === 'date'
            ? { type: 'date' }
            : { type: 'text' };
    control = (
      <input
        {...common}
        {...extra}
        value={text}
        placeholder={type === 'date' ? undefined : questionPlaceholder(question)}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(!!error)}
      />
    );
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {question.question}
        {question.required && <RequiredMark />}
      </label>
      {control}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
