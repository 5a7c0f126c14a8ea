import { recruitmentInputSchema } from '@ssf/domain/schemas/recruitment';
import type { AppContext } from '../../context.ts';
import { createRecruitment } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One open drive, so a newcomer can apply at once: active, open for about 60 days from the first
 * start, with a conditional question (the portfolio link appears only for the Design team).
 */
export async function seedRecruitment({ db }: AppContext): Promise<void> {
  const input = recruitmentInputSchema.parse({
    title: 'Core Team Recruitment',
    description:
      'Join the team behind the forum’s talks, podcasts and retreats. We are looking for curious students ' +
      'from every programme who enjoy writing, organising events, designing or building things. ' +
      'Tell us a little about yourself; it takes about five minutes.',
    applicationDeadline: new Date(Date.now() + 60 * DAY_MS).toISOString(),
    maxApplications: 100,
    isActive: true,
    whatsappGroupUrl: 'https://chat.whatsapp.com/SSFRecruitmentDemo',
    customQuestions: [
      {
        question: 'Which team interests you most?',
        type: 'radio',
        options: ['Content', 'Events', 'Design', 'Technical'],
        required: true,
      },
      {
        question: 'Share a link to your portfolio',
        type: 'text',
        placeholder: 'https://',
        required: true,
        showIf: { questionIndex: 0, operator: 'equals', value: 'Design' },
      },
      {
        question: 'Why do you want to join the forum?',
        type: 'textarea',
        required: true,
      },
      {
        question: 'Which of these have you attended?',
        type: 'checkbox',
        options: ['A forum talk', 'A podcast recording', 'A retreat', 'None yet'],
      },
      {
        question: 'How many hours a week can you give?',
        type: 'number',
        placeholder: 'e.g. 4',
      },
    ],
  });
  await createRecruitment(db, input);
}
