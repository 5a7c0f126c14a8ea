import { GENDER_OPTIONS, YEAR_OPTIONS } from '@ssf/domain/constants';
import { COURSES } from '@ssf/domain/courses';
import type { ApplicantField, StudentDetailsDraft } from '@ssf/domain/schemas/applicant';
import { type InputHTMLAttributes, useId } from 'react';
import { choiceClass, FieldError, inputClass, labelClass, RequiredMark } from './form-styles.tsx';

interface PersonalFieldsProps {
  values: StudentDetailsDraft;
  errors: Partial<Record<ApplicantField, string>>;
  onChange: (field: ApplicantField, value: string) => void;
  emailDomain: string;
}

const GENDER_LABEL: Record<string, string> = { male: 'Male', female: 'Female' };

/** The student's details: names, gender, university email, PRN, year and course. */
export function PersonalFields({ values, errors, onChange, emailDomain }: PersonalFieldsProps) {
  const genderId = useId();
  const text = (
    field: ApplicantField,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    className = '',
  ) => (
    <Field label={label} error={errors[field]} className={className}>
      {(common) => (
        <input
          {...common}
          {...props}
          name={field}
          required
          maxLength={field === 'email' ? 320 : 100}
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
          className={inputClass(!!errors[field])}
        />
      )}
    </Field>
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('first_name', 'First Name', {
        type: 'text',
        autoComplete: 'given-name',
        autoCapitalize: 'words',
      })}
      {text('last_name', 'Last Name', { type: 'text', autoComplete: 'family-name', autoCapitalize: 'words' })}
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.gender ? `${genderId}-error` : undefined}
        aria-invalid={errors.gender ? true : undefined}
      >
        <legend className={labelClass}>
          Gender
          <RequiredMark />
        </legend>
        <div className="mt-2 grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-2 sm:max-w-sm">
          {GENDER_OPTIONS.map((option) => (
            <label key={option} className={choiceClass}>
              <input
                type="radio"
                name="gender"
                value={option}
                required
                checked={values.gender === option}
                onChange={() => onChange('gender', option)}
                className="h-5 w-5 accent-brand-700"
              />
              <span>{GENDER_LABEL[option]}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${genderId}-error`} message={errors.gender} />
      </fieldset>
      {text(
        'email',
        'Email',
        {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
          placeholder: `you@${emailDomain}`,
        },
        'sm:col-span-2',
      )}
      {text('prn', 'PRN', {
        type: 'text',
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
      })}
      <Field label="Year" error={errors.year}>
        {(common) => (
          <select
            {...common}
            name="year"
            required
            value={values.year}
            onChange={(e) => onChange('year', e.target.value)}
            className={inputClass(!!errors.year)}
          >
            <option value="">Select an option</option>
            {YEAR_OPTIONS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Course" error={errors.course} className="sm:col-span-2">
        {(common) => (
          <select
            {...common}
            name="course"
            required
            value={values.course}
            onChange={(e) => onChange('course', e.target.value)}
            className={inputClass(!!errors.course)}
          >
            <option value="">Select an option</option>
            {COURSES.map((course) => (
              <option key={course} value={course}>
                {course}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

interface FieldProps {
  label: string;
  error?: string;
  className?: string;
  children: (common: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}

function Field({ label, error, className = '', children }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <RequiredMark />
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
