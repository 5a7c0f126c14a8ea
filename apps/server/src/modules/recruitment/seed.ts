import { eq } from 'drizzle-orm';
import { recruitmentInputSchema } from '@ssf/domain/schemas/recruitment';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/users.ts';
import { addApplicationNote, bulkChangeStatus, changeApplicationStatus } from './review-commands.ts';
import { applyToRecruitment, createRecruitment, updateRecruitment } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo drives: a past one, already reviewed (statuses, notes and their history, decisions
 * published), so a newcomer sees what reviewing looks like; and one open drive, active, open for
 * about 60 days from the first start, with a conditional question (the portfolio link appears
 * only for the Design team), so a newcomer can apply at once.
 */
export async function seedRecruitment(ctx: AppContext): Promise<void> {
  await seedReviewedDrive(ctx);
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
  await createRecruitment(ctx.db, input);
}

// Invented applicants: the demo speaks for no one real.
const APPLICANTS = [
  ['Riya', 'Deshpande', 'female', 'Events'],
  ['Arjun', 'Nair', 'male', 'Content'],
  ['Meera', 'Kulkarni', 'female', 'Events'],
  ['Dev', 'Sharma', 'male', 'Events'],
  ['Tara', 'Iyer', 'female', 'Content'],
  ['Neel', 'Gokhale', 'male', 'Events'],
] as const;

async function seedReviewedDrive(ctx: AppContext): Promise<void> {
  const questions = [
    {
      question: 'Which team would you like to help?',
      type: 'radio',
      options: ['Events', 'Content'],
      required: true,
    },
    { question: 'Tell us about an event you would like to organise', type: 'textarea', required: true },
  ];
  const base = {
    title: 'Event Volunteers, Autumn',
    description:
      'Volunteers for the autumn talks: welcoming speakers, running the hall and writing up each talk for the blog.',
    maxApplications: 50,
    customQuestions: questions,
  };
  // Open while the demo students apply through the real path, closed and published afterwards.
  const drive = await createRecruitment(
    ctx.db,
    recruitmentInputSchema.parse({
      ...base,
      applicationDeadline: new Date(Date.now() + DAY_MS).toISOString(),
      isActive: true,
    }),
  );
  const ids: string[] = [];
  for (const [i, [first, last, gender, team]] of APPLICANTS.entries()) {
    const answer = await applyToRecruitment(
      ctx.db,
      {
        recruitmentId: drive._id,
        applicantInfo: {
          first_name: first,
          last_name: last,
          gender,
          email: `${first}.${last}.demo@${ctx.config.universityEmailDomain}`.toLowerCase(),
          prn: `10322302${String(i + 1).padStart(2, '0')}`,
          year: i % 2 ? 'TY' : 'SY',
          course: 'B.Tech Computer Science and Engineering',
        },
        answers: [
          { questionIndex: 0, question: questions[0].question, answer: team },
          {
            questionIndex: 1,
            question: questions[1].question,
            answer: 'A conversation between a physicist and a meditation teacher on attention.',
          },
        ],
      },
      { emailDomain: ctx.config.universityEmailDomain },
    );
    ids.push(answer.applicationId);
  }

  const [admin] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .limit(1);
  const by = admin?.email ?? 'admin';
  await bulkChangeStatus(ctx.db, ids.slice(0, 4), 'shortlisted', by);
  await addApplicationNote(
    ctx.db,
    ids[0],
    'Ran the welcome desk at two talks last term; strong pick for the hall team.',
    by,
  );
  await addApplicationNote(ctx.db, ids[2], 'Interviewed: good ideas for speaker outreach.', by);
  await changeApplicationStatus(ctx.db, ids[0], 'selected', by);
  await changeApplicationStatus(ctx.db, ids[2], 'selected', by);
  await changeApplicationStatus(ctx.db, ids[3], 'waitlisted', by);
  await changeApplicationStatus(ctx.db, ids[4], 'rejected', by);

  await updateRecruitment(
    ctx.db,
    drive._id,
    recruitmentInputSchema.parse({
      ...base,
      applicationDeadline: new Date(Date.now() - 30 * DAY_MS).toISOString(),
      isActive: false,
      statusVisible: true,
    }),
  );
}
