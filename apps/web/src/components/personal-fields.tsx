import { GENDER_OPTIONS, YEAR_OPTIONS } from '@ssf/domain/constants';
import { COURSES } from '@ssf/domain/courses';
import {
  APPLICANT_NAME_MAX,
  EMAIL_MAX,
  type ApplicantField,
  type StudentDetailsDraft,
} from '@ssf/domain/schemas/applicant';
import type { InputHTMLAttributes } from 'react';
import { choiceClass, Field, inputClass } from './field.tsx';

interface PersonalFieldsProps {
  values: StudentDetailsDraft;
  errors: Partial<Record<ApplicantField, string>>;
  onChange: (field: ApplicantField, value: string) => void;
  emailDomain: string;
}

const GENDER_LABEL: Record<string, string> = { male: 'Male', female: 'Female' };

/**
 * The student's details, shared by the recruitment application and the membership join form:
 * names, gender, university email, PRN, year and course. All required.
 */
export function PersonalFields({ values, errors, onChange, emailDomain }: PersonalFieldsProps) {
  const text = (
    field: ApplicantField,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    className = '',
  ) => (
    <Field label={label} error={errors[field]} required className={className}>
      {(control) => (
        <input
          {...control}
          {...props}
          name={field}
          maxLength={field === 'email' ? EMAIL_MAX : APPLICANT_NAME_MAX}
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
          className={inputClass(!!errors[field])}
        />
      )}
    </Field>
  );

  const select = (field: 'year' | 'course', label: string, options: readonly string[], className = '') => (
    <Field label={label} error={errors[field]} required className={className}>
      {(control) => (
        <select
          {...control}
          name={field}
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
          className={inputClass(!!errors[field])}
        >
          <option value="">Select an option</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
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
      <Field label="Gender" error={errors.gender} required group className="sm:col-span-2">
        {() => (
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
        )}
      </Field>
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
      {select('year', 'Year', YEAR_OPTIONS)}
      {select('course', 'Course', COURSES, 'sm:col-span-2')}
    </div>
  );
}
