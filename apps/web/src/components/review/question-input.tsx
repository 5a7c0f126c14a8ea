import { TEXTAREA_ROWS } from '@ssf/domain/constants';
import {
  type AnswerValue,
  type CustomQuestion,
  effectiveType,
  questionPlaceholder,
} from '@ssf/domain/recruitment/questions';
import { choiceClass, Field, inputClass } from '../field.tsx';

interface QuestionInputProps {
  question: CustomQuestion;
  index: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string;
}

const SELECT_PROMPT = 'Select an option';

/** One custom question rendered by its type; an unknown type behaves as text. */
export function QuestionInput({ question, index, value, onChange, error }: QuestionInputProps) {
  const type = effectiveType(question.type);
  const text = typeof value === 'string' ? value : '';
  const name = `question-${index}`;

  if (type === 'radio' || type === 'checkbox') {
    const chosen = Array.isArray(value) ? value : [];
    // A checkbox group is required only while nothing is chosen.
    const required = question.required && (type === 'radio' || chosen.length === 0);
    return (
      <Field label={question.question} required={question.required} error={error} group>
        {() => (
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
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
                      onChange(
                        event.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option),
                      );
                  }}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                {/* A long word (an option's name) wraps rather than widening the page. */}
                <span className="min-w-0 [overflow-wrap:anywhere]">{option}</span>
              </label>
            ))}
          </div>
        )}
      </Field>
    );
  }

  return (
    <Field label={question.question} required={question.required} error={error}>
      {(control) => {
        const common = { ...control, name, className: inputClass(!!error) };
        if (type === 'dropdown')
          return (
            <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
              <option value="">{SELECT_PROMPT}</option>
              {question.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          );
        if (type === 'textarea')
          return (
            <textarea
              {...common}
              rows={TEXTAREA_ROWS}
              value={text}
              placeholder={questionPlaceholder(question)}
              onChange={(e) => onChange(e.target.value)}
            />
          );
        const extra =
          type === 'email'
            ? { type: 'email', inputMode: 'email' as const, autoComplete: 'email' }
            : type === 'number'
              ? { type: 'number', inputMode: 'decimal' as const, step: 'any' }
              : type === 'date'
                ? { type: 'date' }
                : { type: 'text' };
        return (
          <input
            {...common}
            {...extra}
            value={text}
            placeholder={type === 'date' ? undefined : questionPlaceholder(question)}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      }}
    </Field>
  );
}
