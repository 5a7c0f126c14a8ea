import type { AppContext } from '../../context.ts';
import { createForm, submitResponse } from './service.ts';

/**
 * A demo feedback form, open, with a conditional question (what the respondent liked appears only
 * after they say they attended) and two responses, so a newcomer sees the form, the review table
 * and the summary at once.
 */
export async function seedForms(ctx: AppContext): Promise<void> {
  const form = await createForm(ctx, {
    headerImage: null,
    fields: {
      form: {
        slug: 'talk-feedback',
        title: 'Feedback on the monthly talk',
        description:
          'Tell us how the talk went and what you would like to hear about next. It takes two minutes.',
        isActive: true,
        respondentFields: [
          { field: 'name', required: true },
          { field: 'email', required: false },
        ],
        customQuestions: [
          { question: 'Did you attend the talk?', type: 'radio', options: ['Yes', 'No'], required: true },
          {
            question: 'What did you like most?',
            type: 'textarea',
            required: true,
            showIf: { questionIndex: 0, operator: 'equals', value: 'Yes' },
          },
          {
            question: 'Topics for next time',
            type: 'checkbox',
            options: ['Consciousness', 'Cosmology', 'Meditation', 'Ethics of technology'],
          },
        ],
      },
    },
  });
  const emailDomain = ctx.config.universityEmailDomain;
  const responses = [
    {
      respondent: { name: 'Neha Joshi', email: 'neha.joshi@example.org' },
      answers: [
        { questionIndex: 0, answer: 'Yes' },
        { questionIndex: 1, answer: 'The questions from the audience.' },
        { questionIndex: 2, answer: ['Cosmology', 'Meditation'] },
      ],
    },
    {
      respondent: { name: 'Omkar Patil' },
      answers: [
        { questionIndex: 0, answer: 'No' },
        { questionIndex: 2, answer: ['Consciousness'] },
      ],
    },
  ];
  for (const body of responses)
    await submitResponse(ctx.db, form.slug, body, { emailDomain, mail: ctx.config });
}
