import { describe, expect, it } from 'vitest';
import { validateResponse } from '../src/forms/form.ts';
import { answerColumns, countChoiceAnswers, validateAnswers } from '../src/questions/engine.ts';
import { validateApplication } from '../src/recruitment/application.ts';
import type { CustomQuestion } from '../src/recruitment/questions.ts';

const q = (over: Partial<CustomQuestion>): CustomQuestion => ({
  question: 'Q',
  type: 'text',
  options: [],
  required: false,
  placeholder: '',
  showIf: null,
  ...over,
});

const questions: CustomQuestion[] = [
  q({ question: 'Team', type: 'radio', options: ['Design', 'Events'], required: true }),
  q({
    question: 'Portfolio',
    required: true,
    showIf: { questionIndex: 0, operator: 'equals', value: 'Design' },
  }),
  q({ question: 'Skills', type: 'checkbox', options: ['Code', 'Video'] }),
  q({ question: 'Hours', type: 'number' }),
  q({ question: 'From', type: 'date' }),
  q({ question: 'Mail', type: 'email' }),
];

const student = {
  first_name: 'Asha',
  last_name: 'K',
  gender: 'female',
  email: 'asha@mitwpu.edu.in',
  prn: 'P1',
  year: 'SY',
  course: 'Other',
};

/** The same answers through a recruitment application and a form response: the engine's verdict must be one. */
function both(answers: unknown) {
  const application = validateApplication(
    { customQuestions: questions },
    { applicantInfo: student, answers },
  );
  const response = validateResponse(
    { customQuestions: questions, respondentFields: [], universityOnly: false },
    { respondent: {}, answers },
  );
  const errors: Record<string, string> = {};
  const engine = validateAnswers(questions, answers, errors);
  return { application, response, engine, errors };
}

const cases: Array<[string, unknown]> = [
  [
    'a hidden answer dropped',
    [
      { questionIndex: 0, answer: 'Events' },
      { questionIndex: 1, answer: 'hidden' },
    ],
  ],
  ['a visible required answer missing', [{ questionIndex: 0, answer: 'Design' }]],
  [
    'wrong types',
    [
      { questionIndex: 0, answer: 'Other' },
      { questionIndex: 2, answer: ['Code', 'Code'] },
      { questionIndex: 3, answer: '1e999' },
      { questionIndex: 4, answer: '2026-02-30' },
      { questionIndex: 5, answer: 'nope' },
    ],
  ],
  [
    'a full valid set, padded',
    [
      { questionIndex: 0, answer: ' Design ' },
      { questionIndex: 1, answer: 'https://x.example' },
      { questionIndex: 2, answer: ['Video'] },
      { questionIndex: 3, answer: '12.5' },
      { questionIndex: 4, answer: '2026-03-01' },
      { questionIndex: 5, answer: 'me@example.org' },
    ],
  ],
  ['a malformed list', 'not a list'],
];

describe('the question engine, shared by recruitment and forms', () => {
  for (const [name, answers] of cases) {
    it(`gives recruitment and forms the same verdict: ${name}`, () => {
      const { application, response, engine, errors } = both(answers);
      expect(application.ok).toBe(response.ok);
      if (application.ok && response.ok) {
        expect(application.application.answers).toEqual(engine);
        expect(response.response.answers).toEqual(engine);
      } else if (!application.ok && !response.ok) {
        expect(application.errors).toEqual(errors);
        expect(response.errors).toEqual(errors);
      }
    });
  }

  it('drops hidden answers and keeps visible ones in question order with the stored question text', () => {
    const errors: Record<string, string> = {};
    const answers = validateAnswers(
      questions,
      [
        { questionIndex: 2, answer: ['Code'], question: 'forged' },
        { questionIndex: 0, answer: 'Events' },
        { questionIndex: 1, answer: 'hidden' },
      ],
      errors,
    );
    expect(errors).toEqual({});
    expect(answers).toEqual([
      { questionIndex: 0, question: 'Team', answer: 'Events' },
      { questionIndex: 2, question: 'Skills', answer: ['Code'] },
    ]);
  });

  it('counts options of choice questions and places export columns, ignoring reworded questions', () => {
    const lists = [
      [
        { questionIndex: 0, question: 'Team', answer: 'Design' },
        { questionIndex: 2, question: 'Skills', answer: ['Code', 'Video'] },
      ],
      [
        { questionIndex: 0, question: 'Team', answer: 'Events' },
        { questionIndex: 2, question: 'Old skills', answer: ['Code'] },
      ],
    ];
    expect(countChoiceAnswers(questions, lists)).toEqual({
      0: { Design: 1, Events: 1 },
      2: { Code: 1, Video: 1 },
    });
    const columns = answerColumns(questions, lists);
    expect(columns.headers).toEqual([...questions.map((x) => x.question), 'Old skills']);
    expect(columns.rows[0].slice(0, 3)).toEqual(['Design', '', 'Code; Video']);
    expect(columns.rows[1].at(-1)).toBe('Code');
  });
});

describe('form responses', () => {
  const form = {
    customQuestions: [],
    universityOnly: false,
    respondentFields: [
      { field: 'name' as const, required: true },
      { field: 'email' as const, required: false },
      { field: 'phone' as const, required: false },
    ],
  };

  it('checks the asked respondent fields, ignores the others and lower-cases the email', () => {
    const ok = validateResponse(form, {
      respondent: { name: ' Ravi ', email: 'Ravi@Example.ORG', prn: 'not asked', phone: '+91 98765 43210' },
    });
    expect(ok).toEqual({
      ok: true,
      response: {
        respondent: { name: 'Ravi', email: 'ravi@example.org', phone: '+91 98765 43210' },
        answers: [],
      },
    });
    const bad = validateResponse(form, { respondent: { email: 'x', phone: 'call me' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(Object.keys(bad.errors).sort()).toEqual([
        'respondent.email',
        'respondent.name',
        'respondent.phone',
      ]);
  });

  it('keeps a university-only form to the configured domain', () => {
    const uni = { ...form, universityOnly: true };
    const outside = validateResponse(
      uni,
      { respondent: { name: 'A', email: 'a@gmail.com' } },
      { emailDomain: 'uni.edu' },
    );
    expect(outside.ok).toBe(false);
    if (!outside.ok) expect(outside.errors['respondent.email']).toBe('Use your uni.edu email');
  });
});
