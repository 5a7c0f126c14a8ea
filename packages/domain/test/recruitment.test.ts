import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages.ts';
import { checkAnswer, isCalendarDate } from '../src/recruitment/answers.ts';
import { buildApplicationPayload, validateApplication } from '../src/recruitment/application.ts';
import { questionPlaceholder } from '../src/recruitment/questions.ts';
import { RECRUITMENT_TEXT as T } from '../src/recruitment/texts.ts';
import {
  clearDependentAnswers,
  isQuestionVisible,
  setAnswer,
  visibleQuestionIndexes,
} from '../src/recruitment/visibility.ts';
import { universityEmailMessage } from '../src/email.ts';
import { studentDetailsSchema } from '../src/schemas/applicant.ts';
import {
  customQuestionSchema,
  isRecruitmentOpen,
  parseDeadline,
  recruitmentInputSchema,
} from '../src/schemas/recruitment.ts';
import { question, validDetails } from './recruitment-fixtures.ts';

const team = question({ type: 'radio', question: 'Which team?', options: ['Content', 'Events', 'Design'] });
const tool = question({
  type: 'dropdown',
  question: 'Design tool?',
  options: ['Figma', 'Other'],
  required: true,
  showIf: { questionIndex: 0, operator: 'equals', value: 'Design' },
});
const portfolio = question({
  type: 'text',
  question: 'Portfolio link',
  required: true,
  showIf: { questionIndex: 1, operator: 'equals', value: 'Other' },
});
const chain = [team, tool, portfolio];

describe('visibility', () => {
  it('shows a question only when its parent is shown and answered with the value', () => {
    expect(visibleQuestionIndexes(chain, {})).toEqual([0]);
    expect(visibleQuestionIndexes(chain, { 0: 'Design' })).toEqual([0, 1]);
    expect(visibleQuestionIndexes(chain, { 0: 'Design', 1: 'Other' })).toEqual([0, 1, 2]);
    // The grandchild stays hidden when its parent is hidden, whatever the parent's stale answer.
    expect(isQuestionVisible(chain, 2, { 0: 'Events', 1: 'Other' })).toBe(false);
  });

  it('matches a checkbox parent by inclusion', () => {
    const qs = [
      question({ type: 'checkbox', options: ['A', 'B'] }),
      question({ type: 'text', showIf: { questionIndex: 0, operator: 'equals', value: 'B' } }),
    ];
    expect(isQuestionVisible(qs, 1, { 0: ['A', 'B'] })).toBe(true);
    expect(isQuestionVisible(qs, 1, { 0: ['A'] })).toBe(false);
  });

  it('hides a question whose showIf does not point at an earlier question', () => {
    const qs = [
      question({ type: 'text', showIf: { questionIndex: 0, operator: 'equals', value: 'x' } }),
      question({ type: 'text', showIf: { questionIndex: 5, operator: 'equals', value: 'x' } }),
    ];
    expect(visibleQuestionIndexes(qs, { 0: 'x', 1: 'x' })).toEqual([]);
  });

  it('clears dependents recursively when a parent changes', () => {
    const answers = { 0: 'Design', 1: 'Other', 2: 'https://example.org' };
    expect(clearDependentAnswers(chain, answers, 0)).toEqual({ 0: 'Design' });
    expect(clearDependentAnswers(chain, answers, 1)).toEqual({ 0: 'Design', 1: 'Other' });
    expect(setAnswer(chain, answers, 0, 'Events')).toEqual({ 0: 'Events' });
    // Re-choosing the same value keeps the branch.
    expect(setAnswer(chain, answers, 0, 'Design')).toEqual(answers);
  });

  it('gives the default placeholders', () => {
    expect(questionPlaceholder(question({ type: 'email' }))).toBe('Enter your email');
    expect(questionPlaceholder(question({ type: 'textarea' }))).toBe('Enter your answer');
    expect(questionPlaceholder(question({ type: 'unknown' }))).toBe('Enter your text');
    expect(questionPlaceholder(question({ type: 'number', placeholder: 'e.g. 3' }))).toBe('e.g. 3');
  });
});

describe('answer checks', () => {
  const check = (type: string, value: unknown, options: string[] = []) =>
    checkAnswer(question({ type, options }), value);

  it('treats empty strings and lists as no answer', () => {
    expect(check('text', '   ')).toEqual({ ok: true, value: null });
    expect(check('checkbox', [], ['A'])).toEqual({ ok: true, value: null });
  });
  it('checks emails, numbers and dates', () => {
    expect(check('email', 'a@b.org').ok).toBe(true);
    expect(check('email', 'not-an-email')).toEqual({ ok: false, message: T.answerInvalidEmail });
    expect(check('number', '-12.5e3')).toEqual({ ok: true, value: '-12.5e3' });
    for (const bad of ['12abc', 'Infinity', 'NaN', '1e999', '0x10'])
      expect(check('number', bad)).toEqual({ ok: false, message: T.answerInvalidNumber });
    expect(check('date', '2024-02-29').ok).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-1', '01/02/2024'])
      expect(check('date', bad)).toEqual({ ok: false, message: T.answerInvalidDate });
    expect(isCalendarDate('2026-04-31')).toBe(false);
  });
  it('checks options', () => {
    expect(check('radio', 'B', ['A', 'B']).ok).toBe(true);
    expect(check('dropdown', 'C', ['A', 'B'])).toEqual({ ok: false, message: T.answerChooseOption });
    expect(check('checkbox', ['A', 'B'], ['A', 'B'])).toEqual({ ok: true, value: ['A', 'B'] });
    expect(check('checkbox', ['A', 'A'], ['A', 'B'])).toEqual({
      ok: false,
      message: T.answerChooseOptionsOnce,
    });
    expect(check('checkbox', 'A', ['A'])).toEqual({ ok: false, message: T.answerChooseOption });
    expect(check('checkbox', ['Z'], ['A'])).toEqual({ ok: false, message: T.answerChooseOption });
  });
  it('limits text to 5000 characters and refuses non-text', () => {
    expect(check('textarea', 'x'.repeat(5000)).ok).toBe(true);
    expect(check('textarea', 'x'.repeat(5001))).toEqual({ ok: false, message: T.answerTooLong });
    expect(check('text', ['a'])).toEqual({ ok: false, message: T.answerNotText });
    expect(check('text', 42)).toEqual({ ok: false, message: T.answerNotText });
  });
});

describe('student details', () => {
  it('trims and lower-cases the email', () => {
    const parsed = studentDetailsSchema().parse({ ...validDetails, first_name: '  Asha ' });
    expect(parsed.first_name).toBe('Asha');
    expect(parsed.email).toBe('asha.k@mitwpu.edu.in');
  });
  it('reports missing fields and the email rule', () => {
    const r = validateApplication({ customQuestions: [] }, { applicantInfo: { ...validDetails, prn: '  ' } });
    expect(r).toMatchObject({ ok: false, message: MSG.fillRequired });
    const e = validateApplication(
      { customQuestions: [] },
      { applicantInfo: { ...validDetails, email: 'asha@gmail.com' } },
    );
    expect(e).toMatchObject({
      ok: false,
      message: 'Use your mitwpu.edu.in email',
      errors: { 'applicantInfo.email': 'Use your mitwpu.edu.in email' },
    });
    // Missing fields win over the email rule, as in the form.
    const both = validateApplication(
      { customQuestions: [] },
      { applicantInfo: { ...validDetails, email: 'x@gmail.com', year: '' } },
    );
    expect(both).toMatchObject({ ok: false, message: MSG.fillRequired });
  });
  it('names another configured domain', () => {
    expect(universityEmailMessage()).toBe(MSG.useUniversityEmail);
    expect(universityEmailMessage('example.edu')).toBe('Use your example.edu email');
    const r = validateApplication(
      { customQuestions: [] },
      { applicantInfo: { ...validDetails, email: 'a@example.edu' } },
      { emailDomain: 'example.edu' },
    );
    expect(r.ok).toBe(true);
  });
  it('refuses values outside the lists and over-long names', () => {
    for (const [field, value] of [
      ['gender', 'other'],
      ['year', 'Fifth'],
      ['course', 'Astrology'],
      ['first_name', 'x'.repeat(101)],
    ]) {
      const r = validateApplication(
        { customQuestions: [] },
        { applicantInfo: { ...validDetails, [field]: value } },
      );
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[`applicantInfo.${field}`]).toBeTruthy();
    }
  });
});

describe('validateApplication', () => {
  it('drops hidden answers and takes question texts from the recruitment', () => {
    const r = validateApplication(
      { customQuestions: chain },
      {
        applicantInfo: validDetails,
        answers: [
          { questionIndex: 0, question: 'forged', answer: ' Events ' },
          { questionIndex: 1, question: 'x', answer: 'Other' },
          { questionIndex: 2, question: 'x', answer: 'hidden' },
          { questionIndex: 9, question: 'x', answer: 'unknown index' },
        ],
      },
    );
    expect(r).toMatchObject({
      ok: true,
      application: { answers: [{ questionIndex: 0, question: 'Which team?', answer: 'Events' }] },
    });
  });
  it('requires shown required questions', () => {
    const r = validateApplication(
      { customQuestions: chain },
      { applicantInfo: validDetails, answers: [{ questionIndex: 0, answer: 'Design' }] },
    );
    expect(r).toMatchObject({
      ok: false,
      message: MSG.fillRequired,
      errors: { 'answers.1': 'Choose an option' },
    });
  });
  it('refuses malformed answer lists and duplicates', () => {
    expect(
      validateApplication({ customQuestions: chain }, { applicantInfo: validDetails, answers: 'x' }).ok,
    ).toBe(false);
    const dup = validateApplication(
      { customQuestions: chain },
      {
        applicantInfo: validDetails,
        answers: [
          { questionIndex: 0, answer: 'Events' },
          { questionIndex: 0, answer: 'Content' },
        ],
      },
    );
    expect(dup).toMatchObject({ ok: false, errors: { 'answers.0': T.answerTwice } });
  });
  it('builds the payload the form sends', () => {
    const payload = buildApplicationPayload({ _id: 'r', customQuestions: chain }, validDetails, {
      0: 'Events',
      1: 'Other',
    });
    expect(payload.answers).toEqual([{ questionIndex: 0, question: 'Which team?', answer: 'Events' }]);
  });
});

describe('recruitment form schema', () => {
  const base = { title: ' Drive ', description: 'About', applicationDeadline: '2030-01-31' };

  it('applies defaults', () => {
    const r = recruitmentInputSchema.parse(base);
    expect(r).toMatchObject({
      title: 'Drive',
      maxApplications: 100,
      isActive: false,
      successMessage: MSG.defaultSuccessMessage,
      closedMessage: MSG.defaultClosedMessage,
      whatsappGroupUrl: '',
      customQuestions: [],
      applicationDeadline: '2030-01-31T23:59:59.999Z',
    });
  });
  it('requires title, description and deadline, and checks the rest', () => {
    const fail = (input: object) => recruitmentInputSchema.safeParse(input).success;
    expect(fail({ ...base, title: '  ' })).toBe(false);
    expect(fail({ ...base, description: undefined })).toBe(false);
    expect(fail({ ...base, applicationDeadline: '' })).toBe(false);
    expect(fail({ ...base, applicationDeadline: '2030-02-30' })).toBe(false);
    expect(fail({ ...base, applicationDeadline: 'tomorrow' })).toBe(false);
    expect(fail({ ...base, applicationDeadline: '2030-01-31T10:00:00+05:30' })).toBe(true);
    expect(fail({ ...base, maxApplications: 0 })).toBe(false);
    expect(fail({ ...base, maxApplications: 1.5 })).toBe(false);
    expect(fail({ ...base, maxApplications: '25' })).toBe(true);
    expect(fail({ ...base, whatsappGroupUrl: 'javascript:alert(1)' })).toBe(false);
    expect(fail({ ...base, whatsappGroupUrl: 'https://chat.whatsapp.com/abc' })).toBe(true);
  });
  it('validates questions and showIf references', () => {
    const parse = (customQuestions: object[]) =>
      recruitmentInputSchema.safeParse({ ...base, customQuestions });
    expect(parse([{ question: ' ', type: 'text' }]).success).toBe(false);
    expect(parse([{ question: 'Pick', type: 'radio', options: ['  ', ''] }]).success).toBe(false);
    expect(parse([{ question: 'Q', type: 'colour' }]).success).toBe(false);
    const radio = { question: 'Team', type: 'radio', options: ['A', 'B'] };
    const ok = parse([radio, { question: 'Why', type: 'text', showIf: { questionIndex: 0, value: 'B' } }]);
    expect(ok.success).toBe(true);
    if (ok.success)
      expect(ok.data.customQuestions[1].showIf).toEqual({ questionIndex: 0, operator: 'equals', value: 'B' });
    const later = parse([{ question: 'Why', type: 'text', showIf: { questionIndex: 1, value: 'B' } }, radio]);
    expect(later.error?.issues[0].message).toBe(T.showIfParentInvalid);
    const wrongValue = parse([
      radio,
      { question: 'Why', type: 'text', showIf: { questionIndex: 0, value: 'C' } },
    ]);
    expect(wrongValue.error?.issues[0].message).toBe(T.showIfValueInvalid);
    const textParent = parse([
      { question: 'Name', type: 'text' },
      { question: 'Why', type: 'text', showIf: { questionIndex: 0, value: 'x' } },
    ]);
    expect(textParent.success).toBe(false);
    const badOperator = parse([
      radio,
      { question: 'Why', type: 'text', showIf: { questionIndex: 0, operator: 'contains', value: 'A' } },
    ]);
    expect(badOperator.success).toBe(false);
  });
  it('drops options of non-choice questions and blank or repeated options', () => {
    const r = recruitmentInputSchema.parse({
      ...base,
      customQuestions: [
        { question: 'Q', type: 'text', options: ['a'] },
        { question: 'R', type: 'checkbox', options: ['a', ' a ', '', 'b'] },
      ],
    });
    expect(r.customQuestions.map((q) => q.options)).toEqual([[], ['a', 'b']]);
  });
  it('parses deadlines and tells whether a drive is open', () => {
    expect(parseDeadline('2030-01-01T00:00:00Z')).toBe('2030-01-01T00:00:00.000Z');
    expect(parseDeadline('2030-01-01T00:00')).toBeNull();
    const drive = {
      isActive: true,
      applicationDeadline: '2030-01-01T00:00:00Z',
      currentApplications: 1,
      maxApplications: 2,
    };
    const now = new Date('2029-12-31T00:00:00Z');
    expect(isRecruitmentOpen(drive, now)).toBe(true);
    expect(isRecruitmentOpen({ ...drive, isActive: false }, now)).toBe(false);
    expect(isRecruitmentOpen({ ...drive, currentApplications: 2 }, now)).toBe(false);
    expect(isRecruitmentOpen(drive, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('one custom question (the builder’s draft and the saved drive or form)', () => {
  it('says every problem at once: a blank text, a choice without options and a condition without a value', () => {
    const result = customQuestionSchema.safeParse({
      question: '  ',
      type: 'dropdown',
      options: [' '],
      showIf: { questionIndex: 0, operator: 'equals', value: '' },
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(byField).toEqual({
      question: T.questionTextRequired,
      options: T.optionsRequired,
      showIf: T.showIfValueInvalid,
    });
  });

  it('saves a question trimmed, with its options only when it is a choice', () => {
    expect(
      customQuestionSchema.parse({ question: ' Why? ', type: 'text', options: ['x'], placeholder: ' p ' }),
    ).toEqual({
      question: 'Why?',
      type: 'text',
      options: [],
      required: false,
      placeholder: 'p',
      showIf: null,
    });
    expect(
      customQuestionSchema.parse({ question: 'Pick', type: 'radio', options: ['a', 'a', ''] }).options,
    ).toEqual(['a']);
  });
});
