import { describe, expect, it } from 'vitest';
import { RESPONDENT_FIELDS, validateResponse } from '../src/forms/form.ts';
import { isMissingMessage, MISSING, MSG } from '../src/messages.ts';
import { missingAnswerMessage } from '../src/questions/engine.ts';
import { validateApplication } from '../src/recruitment/application.ts';
import { APPLICANT_FIELDS, studentDetailsSchema, summarizeErrors } from '../src/schemas/applicant.ts';
import { issuesToDetails, summarizeFieldErrors } from '../src/field-errors.ts';
import { registerSchema } from '../src/schemas/event-registration.ts';
import { question, validDetails } from './recruitment-fixtures.ts';

const STUDENT_MISSING = {
  first_name: 'Enter your first name',
  last_name: 'Enter your last name',
  gender: 'Choose your gender',
  email: 'Enter your email',
  prn: 'Enter your PRN',
  year: 'Choose your year',
  course: 'Choose your course',
};

describe('the missing-field messages', () => {
  it('are distinct, and none is the form’s own sentence', () => {
    const messages = Object.values(MISSING);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages).not.toContain(MSG.fillRequired);
  });

  it('isMissingMessage knows every one of them and the form’s sentence, and nothing else', () => {
    for (const message of Object.values(MISSING)) expect(isMissingMessage(message), message).toBe(true);
    expect(isMissingMessage(MSG.fillRequired)).toBe(true);
    for (const other of [
      MSG.useUniversityEmail,
      MSG.invalidInput,
      MSG.coverImageRequired,
      'Enter your first name ',
      'Enter your',
      '',
      undefined,
      null,
    ]) {
      expect(isMissingMessage(other), String(other)).toBe(false);
    }
  });

  it('summarize to the form’s sentence when any field is missing, else to the first message', () => {
    expect(summarizeFieldErrors({ title: 'Title too long', eventDate: MISSING.eventDate })).toBe(
      MSG.fillRequired,
    );
    expect(summarizeFieldErrors({ a: MSG.fillRequired })).toBe(MSG.fillRequired);
    expect(summarizeFieldErrors({ a: 'First problem', b: 'Second problem' })).toBe('First problem');
    expect(summarizeFieldErrors({})).toBe(MSG.invalidInput);
  });
});

describe('student details (join and application)', () => {
  it('give each missing field its own message, and the form one sentence', () => {
    for (const field of APPLICANT_FIELDS) {
      for (const value of [undefined, '', '   ']) {
        const parsed = studentDetailsSchema().safeParse({ ...validDetails, [field]: value });
        expect(parsed.success, field).toBe(false);
        if (parsed.success) continue;
        const errors = issuesToDetails(parsed.error);
        expect(errors, `${field}=${JSON.stringify(value)}`).toEqual({ [field]: STUDENT_MISSING[field] });
        expect(summarizeErrors(errors)).toBe(MSG.fillRequired);
      }
    }
  });

  it('name every missing field at once, the application saying the form’s sentence', () => {
    const result = validateApplication({ customQuestions: [] }, { applicantInfo: {} });
    expect(result).toEqual({
      ok: false,
      message: MSG.fillRequired,
      errors: Object.fromEntries(APPLICANT_FIELDS.map((f) => [`applicantInfo.${f}`, STUDENT_MISSING[f]])),
    });
  });

  it('keep the missing field first in the summary, before the email rule', () => {
    const result = validateApplication(
      { customQuestions: [] },
      { applicantInfo: { ...validDetails, email: 'asha@gmail.com', gender: '' } },
    );
    expect(result).toMatchObject({
      ok: false,
      message: MSG.fillRequired,
      errors: { 'applicantInfo.gender': 'Choose your gender', 'applicantInfo.email': MSG.useUniversityEmail },
    });
  });
});

describe('custom questions left unanswered', () => {
  it('say how they are answered', () => {
    for (const type of ['text', 'textarea', 'email', 'number', 'date', 'colour']) {
      expect(missingAnswerMessage({ type }), type).toBe('Answer this question');
    }
    expect(missingAnswerMessage({ type: 'dropdown' })).toBe('Choose an option');
    expect(missingAnswerMessage({ type: 'radio' })).toBe('Choose an option');
    expect(missingAnswerMessage({ type: 'checkbox' })).toBe('Choose at least one option');
  });

  it('put that message on the question and the form’s sentence on the application', () => {
    const questions = ['text', 'dropdown', 'checkbox'].map((type) =>
      question({ type, required: true, options: ['One', 'Two'] }),
    );
    const result = validateApplication({ customQuestions: questions }, { applicantInfo: validDetails });
    expect(result).toEqual({
      ok: false,
      message: MSG.fillRequired,
      errors: {
        'answers.0': 'Answer this question',
        'answers.1': 'Choose an option',
        'answers.2': 'Choose at least one option',
      },
    });
  });
});

describe('form responses', () => {
  it('give each required respondent field left empty its own message', () => {
    const form = {
      customQuestions: [],
      universityOnly: false,
      respondentFields: RESPONDENT_FIELDS.map((field) => ({ field, required: true })),
    };
    const result = validateResponse(form, { respondent: { name: '  ' } });
    expect(result).toEqual({
      ok: false,
      message: MSG.fillRequired,
      errors: {
        'respondent.name': 'Enter your name',
        'respondent.email': 'Enter your email',
        'respondent.phone': 'Enter your phone number',
        'respondent.prn': 'Enter your PRN',
        'respondent.year': 'Choose your year',
        'respondent.course': 'Choose your course',
      },
    });
  });

  it('say the first problem when nothing is missing', () => {
    const form = {
      customQuestions: [],
      universityOnly: false,
      respondentFields: [{ field: 'phone' as const, required: true }],
    };
    expect(validateResponse(form, { respondent: { phone: 'call me' } })).toMatchObject({
      ok: false,
      message: 'Please enter a valid phone number',
    });
  });
});

describe('event registration', () => {
  it('asks for the name and the email by name', () => {
    for (const universityOnly of [true, false]) {
      const parsed = registerSchema({ emailDomain: 'mitwpu.edu.in', universityOnly }).safeParse({
        name: ' ',
      });
      expect(parsed.success).toBe(false);
      if (parsed.success) continue;
      const errors = issuesToDetails(parsed.error);
      expect(errors).toEqual({ name: 'Enter your name', email: 'Enter your email' });
      expect(summarizeErrors(errors)).toBe(MSG.fillRequired);
    }
  });
});
