import { badgePath, badgeVerifyUrl } from '@ssf/domain/badge';
import { FORUM_NAME } from '@ssf/domain/constants';
import { applicantStatusWording } from '@ssf/domain/recruitment/review';
import { memberName } from '@ssf/domain/schemas/member';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { renderBadgePng } from '../members/badge-image.ts';
import { findMember } from '../members/service.ts';
import { type MailContent, renderLayout } from './layout.ts';

/**
 * Every message the site sends, by name. A template checks its data when the message is stored
 * (enqueue), names its subject then, and draws the message when it is sent: the badge picture,
 * for one, is drawn by the sender and never inside the request's transaction.
 */

/** What drawing a message may read. */
export interface RenderEnv {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/** A message that can never be drawn (its record is gone): it fails at once, without retries. */
export class UndeliverableMail extends Error {}

interface Template<D> {
  data: z.ZodType<D>;
  subject(data: D): string;
  content(
    data: D,
    env: RenderEnv,
  ): Promise<{ content: MailContent; attachments?: RenderedMail['attachments'] }>;
}

const define = <D>(t: Template<D>) => t;

const url = (env: RenderEnv, path: string) => `${env.config.publicUrl}${path}`;
const statusUrl = (env: RenderEnv, token: string) =>
  url(env, `/recruitment/status/${encodeURIComponent(token)}`);

const DECIDED = ['shortlisted', 'selected', 'rejected', 'waitlisted'] as const;
export type DecidedStatus = (typeof DECIDED)[number];
export const DECIDED_STATUSES: readonly DecidedStatus[] = DECIDED;

const DECISION_SENTENCES: Record<DecidedStatus, string> = {
  shortlisted: 'Good news: you have been shortlisted. The team will be in touch about the next step.',
  selected: 'Congratulations: you have been selected. The team will be in touch with what comes next.',
  rejected:
    'Thank you for applying. You have not been selected this time; we hope to see you at the forum’s events and in the next drive.',
  waitlisted: 'You are on the waiting list. We will let you know if a place opens up.',
};

export const TEMPLATES = {
  /** To a new member (POST /member/join): the badge, its links and its picture. */
  welcome: define({
    data: z.object({ memberId: z.uuid() }),
    subject: () => `Welcome to the ${FORUM_NAME}`,
    async content({ memberId }, env) {
      const row = await findMember(env.db, memberId);
      if (!row) throw new UndeliverableMail('The member was removed before the message was sent');
      const name = memberName({ first_name: row.firstName, last_name: row.lastName });
      const verifyUrl = badgeVerifyUrl(env.config.publicUrl, row.id);
      const png = await renderBadgePng({ name, memberId: row.memberId, verifyUrl });
      return {
        content: {
          heading: `Welcome, ${row.firstName}!`,
          preview: `Your membership badge ${row.memberId} is ready.`,
          paragraphs: [
            `You are now a member of the ${FORUM_NAME}. Your badge is below and attached to this message.`,
            'Anyone can check your membership on its verification page; it shows your name, course, year and joining date, never your email or PRN.',
          ],
          details: [{ label: 'Member ID', value: row.memberId }],
          image: { cid: 'badge', alt: `Membership badge of ${name}, ${row.memberId}`, width: 520 },
          actions: [
            { label: 'View your badge', url: url(env, badgePath(row.id)) },
            { label: 'Verification page', url: verifyUrl },
          ],
          footnote: 'You receive this because you joined the forum with this address.',
        },
        attachments: [{ filename: 'member_badge.png', content: png, contentType: 'image/png', cid: 'badge' }],
      };
    },
  }),

  /** To an applicant (POST /recruitment/apply): the private status link and the group link. */
  applicationReceived: define({
    data: z.object({
      firstName: z.string(),
      recruitmentTitle: z.string(),
      statusToken: z.string().min(1),
      whatsappGroupUrl: z.string(),
    }),
    subject: (d) => `Application received: ${d.recruitmentTitle}`,
    async content(d, env) {
      const actions = [{ label: 'Check your application status', url: statusUrl(env, d.statusToken) }];
      if (d.whatsappGroupUrl) actions.push({ label: 'Join the WhatsApp group', url: d.whatsappGroupUrl });
      return {
        content: {
          heading: `Thank you, ${d.firstName}`,
          preview: `We received your application to ${d.recruitmentTitle}.`,
          paragraphs: [
            `We received your application to ${d.recruitmentTitle}.`,
            'Your status link is private: keep this message, and do not share the link. It will show the decision once it is published.',
          ],
          actions,
          footnote: 'You receive this because you applied to a recruitment of the forum with this address.',
        },
      };
    },
  }),

  /** To an applicant when the drive's decisions are published (once per application and status). */
  decisionPublished: define({
    data: z.object({
      firstName: z.string(),
      recruitmentTitle: z.string(),
      status: z.enum(DECIDED),
      statusToken: z.string().min(1),
    }),
    subject: (d) => `Your application to ${d.recruitmentTitle}: ${applicantStatusWording(d.status, true)}`,
    async content(d, env) {
      return {
        content: {
          heading: `${d.firstName}, your application: ${applicantStatusWording(d.status, true)}`,
          preview: `The decision on your application to ${d.recruitmentTitle} is published.`,
          paragraphs: [
            `The decision on your application to ${d.recruitmentTitle} is published.`,
            DECISION_SENTENCES[d.status],
          ],
          actions: [{ label: 'See your application status', url: statusUrl(env, d.statusToken) }],
          footnote: 'You receive this because you applied to a recruitment of the forum with this address.',
        },
      };
    },
  }),

  /** To a new officer (accounts: POST /accounts/invite): the invitation link, valid 7 days. */
  invitation: define({
    data: z.object({
      name: z.string(),
      role: z.string(),
      token: z.string().min(1),
      invitedBy: z.string().optional(),
    }),
    subject: () => `Your invitation to the ${FORUM_NAME} admin area`,
    async content(d, env) {
      return {
        content: {
          heading: `Hello ${d.name}`,
          preview: 'You are invited to the forum’s admin area.',
          paragraphs: [
            `${d.invitedBy ? `${d.invitedBy} invited you` : 'You are invited'} to the ${FORUM_NAME} admin area as ${d.role}.`,
            'Choose your password with the link below. It works once, for 7 days.',
          ],
          actions: [
            { label: 'Accept the invitation', url: url(env, `/admin/invite/${encodeURIComponent(d.token)}`) },
          ],
          footnote:
            'If you did not expect this invitation, ignore this message: nothing happens without the link.',
        },
      };
    },
  }),

  /** To an officer (accounts: reset link, forgotten password): the reset link, valid 1 hour. */
  passwordReset: define({
    data: z.object({ name: z.string(), token: z.string().min(1) }),
    subject: () => `Reset your ${FORUM_NAME} password`,
    async content(d, env) {
      return {
        content: {
          heading: `Hello ${d.name}`,
          preview: 'A link to choose a new password.',
          paragraphs: [
            'Someone asked to reset the password of your admin account. Choose a new password with the link below.',
            'The link works once, for 1 hour.',
          ],
          actions: [
            { label: 'Choose a new password', url: url(env, `/admin/reset/${encodeURIComponent(d.token)}`) },
          ],
          footnote: 'If you did not ask for this, ignore this message: your password stays as it is.',
        },
      };
    },
  }),
} as const;

export type TemplateName = keyof typeof TEMPLATES;
/** The data each template takes. */
export type TemplateData = { [K in TemplateName]: z.infer<(typeof TEMPLATES)[K]['data']> };

export const isTemplateName = (name: string): name is TemplateName => Object.hasOwn(TEMPLATES, name);

/** Draws a stored message: subject, HTML and text parts, attachments. */
export async function renderMail(template: string, data: unknown, env: RenderEnv): Promise<RenderedMail> {
  if (!isTemplateName(template)) throw new UndeliverableMail(`Unknown template ${template}`);
  const t = TEMPLATES[template] as Template<unknown>;
  const parsed = t.data.safeParse(data);
  if (!parsed.success) throw new UndeliverableMail('The message’s content was removed or is incomplete');
  const { content, attachments = [] } = await t.content(parsed.data, env);
  const { html, text } = await renderLayout(content, env.config.publicUrl);
  return { subject: t.subject(parsed.data), html, text, attachments };
}
