import fc from 'fast-check';
import type { StudentDetailsDraft } from '../src/schemas/applicant.ts';
import { type AnswerValue, type CustomQuestion, isParentType } from '../src/recruitment/questions.ts';

export const validDetails: StudentDetailsDraft = {
  first_name: 'Asha',
  last_name: 'Kulkarni',
  gender: 'female',
  email: 'Asha.K@MITWPU.edu.in',
  prn: '1032201234',
  year: 'SY',
  course: 'Other',
};

export function question(partial: Partial<CustomQuestion> & Pick<CustomQuestion, 'type'>): CustomQuestion {
  return {
    question: `A ${partial.type} question`,
    options: [],
    required: false,
    placeholder: '',
    showIf: null,
    ...partial,
  };
}

const OPTIONS = ['Alpha', 'Beta', 'Gamma', 'Delta'];
const TYPES = ['text', 'textarea', 'email', 'number', 'date', 'dropdown', 'radio', 'checkbox', 'colour'];

/** Random question lists whose showIf chains always name earlier dropdown/radio questions. */
export const questionsArb: fc.Arbitrary<CustomQuestion[]> = fc
  .array(
    fc.record({
      type: fc.constantFrom(...TYPES),
      options: fc.subarray(OPTIONS, { minLength: 1 }),
      required: fc.boolean(),
      conditional: fc.boolean(),
      parentPick: fc.nat(),
      valuePick: fc.nat(),
    }),
    { maxLength: 9 },
  )
  .map((specs) => {
    const out: CustomQuestion[] = [];
    specs.forEach((s, i) => {
      const choice = s.type === 'dropdown' || s.type === 'radio' || s.type === 'checkbox';
      const parents = out.map((q, idx) => ({ q, idx })).filter(({ q }) => isParentType(q.type));
      let showIf: CustomQuestion['showIf'] = null;
      if (s.conditional && parents.length) {
        const parent = parents[s.parentPick % parents.length];
        showIf = {
          questionIndex: parent.idx,
          operator: 'equals',
          value: parent.q.options[s.valuePick % parent.q.options.length],
        };
      }
      out.push({
        question: `Question ${i + 1} (${s.type})`,
        type: s.type,
        options: choice ? s.options : [],
        required: s.required,
        placeholder: '',
        showIf,
      });
    });
    return out;
  });

/** A value a person could put into the input of this question (possibly empty). */
export function valueArb(q: CustomQuestion): fc.Arbitrary<AnswerValue> {
  switch (q.type) {
    case 'dropdown':
    case 'radio':
      return fc.constantFrom('', ...q.options);
    case 'checkbox':
      return fc.subarray(q.options);
    case 'email':
      return fc.oneof(
        fc.constant(''),
        fc
          .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/), fc.stringMatching(/^[a-z]{2,8}$/))
          .map(([u, d]) => `${u}@${d}.org`),
      );
    case 'number':
      return fc.oneof(
        fc.constant(''),
        fc.integer().map(String),
        fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      );
    case 'date':
      return fc.oneof(
        fc.constant(''),
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      );
    default:
      return fc.string({ maxLength: 30 });
  }
}

export interface FormStep {
  index: number;
  value: AnswerValue;
}

/** A recruitment and a sequence of form interactions (question index, a value for it). */
export const formSessionArb: fc.Arbitrary<{ questions: CustomQuestion[]; steps: FormStep[] }> =
  questionsArb.chain((questions) =>
    fc.record({
      questions: fc.constant(questions),
      steps: questions.length
        ? fc.array(
            fc
              .nat({ max: questions.length - 1 })
              .chain((index) => fc.record({ index: fc.constant(index), value: valueArb(questions[index]) })),
            { maxLength: 30 },
          )
        : fc.constant<FormStep[]>([]),
    }),
  );
