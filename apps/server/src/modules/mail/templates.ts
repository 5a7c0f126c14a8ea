import { badgePath, badgeVerifyUrl, memberConfirmPath } from '@ssf/domain/badge';
import { FORUM_NAME } from '@ssf/domain/constants';
import { applicantStatusWording } from '@ssf/domain/recruitment/review';
import { certificatePath, ticketPath } from '@ssf/domain/schemas/event-registration';
import { memberName } from '@ssf/domain/schemas/member';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { eventCalendar, eventForMessage, renderCertificatePng, validCertificate } from '../events/public.ts';
import { findMember, renderBadgePng } from '../members/public.ts';
import { type MailContent, renderLayout } from './layout.ts';

/**
 * Every message the site sends, by name. A template checks its data when the message is stored
 * (enqueue), names its subject then, and draws the message when it is sent: the badge picture,
 * for one, is drawn by the sender and never inside the request's transaction.
 */

/** What drawing a message may read. */
export interface RenderEnv {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'timeZone'>;
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

const ticketUrl = (env: RenderEnv, token: string) => url(env, ticketPath(encodeURIComponent(token)));

/** An event's date and time as the forum reads it: "Sunday, December 5, 2027 at 6:30 PM GMT+5:30". */
export const forumDateTime = (date: string | Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(date));

/**
 * The event a registration message tells of, as it is when the message is sent (a moved date
 * reaches the message), with its calendar file; a deleted event's message cannot be drawn.
 */
async function eventFacts(env: RenderEnv, eventId: string) {
  const event = await eventForMessage(env.db, eventId);
  if (!event) throw new UndeliverableMail('The event was removed before the message was sent');
  const pageUrl = url(env, `/events/${event._id}`);
  const ics = eventCalendar(event, pageUrl, new URL(env.config.publicUrl).hostname);
  return {
    event,
    when: forumDateTime(event.eventDate, env.config.timeZone),
    calendarUrl: url(env, `/api/v1/events/${event._id}/calendar.ics`),
    attachments: [
      { filename: 'event.ics', content: Buffer.from(ics), contentType: 'text/calendar; charset=utf-8' },
    ],
  };
}

const REGISTRATION_FOOTNOTE =
  'You receive this because you registered for an event of the forum with this address.';

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
    /** confirmToken: the single-use link confirming the membership (joins made with mail configured). */
    data: z.object({ memberId: z.uuid(), confirmToken: z.string().min(1).optional() }),
    subject: () => `Welcome to the ${FORUM_NAME}`,
    async content({ memberId, confirmToken }, env) {
      const row = await findMember(env.db, memberId);
      if (!row) throw new UndeliverableMail('The member was removed before the message was sent');
      const name = memberName({ first_name: row.firstName, last_name: row.lastName });
      const verifyUrl = badgeVerifyUrl(env.config.publicUrl, row.id);
      const png = await renderBadgePng({ name, memberId: row.memberId, verifyUrl });
      const confirmUrl = confirmToken ? url(env, memberConfirmPath(confirmToken)) : null;
      if (confirmUrl && row.confirmedAt === null) {
        return {
          content: {
            heading: `Welcome, ${row.firstName}!`,
            preview: `Confirm your membership ${row.memberId}.`,
            paragraphs: [
              `Thank you for joining the ${FORUM_NAME}. Confirm that this is your address to make your membership ${row.memberId} count: until then the badge cannot be shared or verified.`,
              'The link works once, for 7 days. If you did not join, ignore this message: the membership lapses and nothing else happens.',
            ],
            details: [{ label: 'Member ID', value: row.memberId }],
            image: { cid: 'badge', alt: `Membership badge of ${name}, ${row.memberId}`, width: 520 },
            actions: [
              { label: 'Confirm your membership', url: confirmUrl },
              { label: 'View your badge', url: url(env, badgePath(row.id)) },
              { label: 'Verification page (once confirmed)', url: verifyUrl },
            ],
            footnote: 'You receive this because someone joined the forum with this address.',
          },
          attachments: [
            { filename: 'member_badge.png', content: png, contentType: 'image/png', cid: 'badge' },
          ],
        };
      }
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
  /** To a registrant who has a seat (POST /events/{id}/register): the ticket link and the calendar file. */
  registrationConfirmed: define({
    data: z.object({
      name: z.string(),
      eventId: z.uuid(),
      eventTitle: z.string(),
      token: z.string().min(1),
    }),
    subject: (d) => `Registration confirmed: ${d.eventTitle}`,
    async content(d, env) {
      const { event, when, calendarUrl, attachments } = await eventFacts(env, d.eventId);
      return {
        content: {
          heading: `You are registered, ${d.name}`,
          preview: `Your seat at ${event.title} is confirmed.`,
          paragraphs: [
            `Your seat at ${event.title} is confirmed.`,
            'Your ticket is behind the link below: show its QR code at the door. The link is your ticket, so keep this message and do not share it; it also lets you cancel if you cannot come.',
          ],
          details: [
            { label: 'Event', value: event.title },
            { label: 'When', value: when },
          ],
          actions: [
            { label: 'Open your ticket', url: ticketUrl(env, d.token) },
            { label: 'Add to your calendar', url: calendarUrl },
          ],
          footnote: REGISTRATION_FOOTNOTE,
        },
        attachments,
      };
    },
  }),

  /** To a registrant placed on the waitlist: the place in line when they registered, the ticket link. */
  registrationWaitlisted: define({
    data: z.object({
      name: z.string(),
      eventId: z.uuid(),
      eventTitle: z.string(),
      token: z.string().min(1),
      position: z.number().int().min(1),
    }),
    subject: (d) => `You are on the waitlist: ${d.eventTitle}`,
    async content(d, env) {
      const { event, when } = await eventFacts(env, d.eventId);
      return {
        content: {
          heading: `You are on the waitlist, ${d.name}`,
          preview: `${event.title} is full; you are number ${d.position} in line.`,
          paragraphs: [
            `${event.title} is full for now, so you are on its waitlist: number ${d.position} in line when you registered.`,
            'When a seat frees up, the first in line get it at once and we write to you. Your ticket link shows your place in line now, and becomes your ticket when you move up; keep this message.',
          ],
          details: [
            { label: 'Event', value: event.title },
            { label: 'When', value: when },
            { label: 'Place in line', value: String(d.position) },
          ],
          actions: [{ label: 'See your place in line', url: ticketUrl(env, d.token) }],
          footnote: REGISTRATION_FOOTNOTE,
        },
      };
    },
  }),

  /**
   * To someone who moved up from the waitlist to a seat. Only the ticket token's hash is stored,
   * so this message cannot carry the ticket link: the link in the waitlist message is the ticket.
   */
  waitlistPromoted: define({
    data: z.object({ name: z.string(), eventId: z.uuid(), eventTitle: z.string() }),
    subject: (d) => `A seat is yours: ${d.eventTitle}`,
    async content(d, env) {
      const { event, when, calendarUrl, attachments } = await eventFacts(env, d.eventId);
      return {
        content: {
          heading: `Good news, ${d.name}: you have a seat`,
          preview: `You moved up from the waitlist of ${event.title}.`,
          paragraphs: [
            `A seat at ${event.title} freed up and it is yours: your registration is confirmed.`,
            'Your ticket is the link in the message you received when you joined the waitlist (“You are on the waitlist”): it now shows your ticket with its QR code to show at the door. The site does not keep that link, so this message cannot repeat it.',
            'If you cannot find it, give your name at the door: the organisers can check you in by name.',
          ],
          details: [
            { label: 'Event', value: event.title },
            { label: 'When', value: when },
          ],
          actions: [{ label: 'Add to your calendar', url: calendarUrl }],
          footnote: REGISTRATION_FOOTNOTE,
        },
        attachments,
      };
    },
  }),

  /**
   * To a seat holder, once, in the 24 hours before their event (events/registration/reminders.ts).
   * Only the ticket token's hash is stored, so it points to the message that carried the ticket.
   */
  eventReminder: define({
    data: z.object({ name: z.string(), eventId: z.uuid(), eventTitle: z.string() }),
    subject: (d) => `Reminder: ${d.eventTitle}`,
    async content(d, env) {
      const { event, when, calendarUrl, attachments } = await eventFacts(env, d.eventId);
      return {
        content: {
          heading: `See you soon, ${d.name}`,
          preview: `${event.title} is on ${when}.`,
          paragraphs: [
            `A reminder: you have a seat at ${event.title}, on ${when}.`,
            'The venue and the details are on the event’s page. Your ticket is the link in the message you received when your seat was confirmed (“Registration confirmed”, or the waitlist message if you moved up from it): show its QR code at the door. The site does not keep that link, so this reminder cannot repeat it; if you cannot find it, give your name at the door.',
            'If you can no longer come, cancel with that link so that someone on the waitlist gets your seat.',
          ],
          details: [
            { label: 'Event', value: event.title },
            { label: 'When', value: when },
          ],
          actions: [
            { label: 'Event details and venue', url: url(env, `/events/${event._id}`) },
            { label: 'Add to your calendar', url: calendarUrl },
          ],
          footnote: REGISTRATION_FOOTNOTE,
        },
        attachments,
      };
    },
  }),

  /** To an attendee when their certificate is issued: its page, and the certificate as a picture. */
  certificateIssued: define({
    data: z.object({ certificateId: z.uuid(), name: z.string(), eventTitle: z.string() }),
    subject: (d) => `Your certificate of participation: ${d.eventTitle}`,
    async content(d, env) {
      const c = await validCertificate(env.db, d.certificateId);
      if (!c) throw new UndeliverableMail('The certificate was revoked before the message was sent');
      const verifyUrl = url(env, certificatePath(c.id));
      const png = await renderCertificatePng({
        id: c.id,
        name: c.name,
        eventTitle: c.event.title,
        eventDate: c.event.eventDate,
        timeZone: env.config.timeZone,
        verifyUrl,
      });
      return {
        content: {
          heading: `Thank you for coming, ${c.name}`,
          preview: `Your certificate for ${c.event.title} is ready.`,
          paragraphs: [
            `Your certificate of participation in ${c.event.title} is below and attached to this message.`,
            'Anyone can check it on its page, which shows your name, the event and its date, never your email or PRN.',
          ],
          details: [
            { label: 'Event', value: c.event.title },
            { label: 'Certificate ID', value: c.id },
          ],
          image: {
            cid: 'certificate',
            alt: `Certificate of participation of ${c.name} in ${c.event.title}`,
            width: 560,
          },
          actions: [{ label: 'View your certificate', url: verifyUrl }],
          footnote:
            'You receive this because you attended an event of the forum registered with this address.',
        },
        attachments: [
          { filename: 'certificate.png', content: png, contentType: 'image/png', cid: 'certificate' },
        ],
      };
    },
  }),

  /**
   * To a respondent who gave an email, when the form sends receipts: what they sent, as they sent
   * it (the receipt keeps the question's wording of that moment). Never the response's status or notes.
   */
  formReceipt: define({
    data: z.object({
      formTitle: z.string(),
      slug: z.string(),
      successMessage: z.string(),
      submittedAt: z.iso.datetime(),
      respondent: z.array(z.object({ label: z.string(), value: z.string() })),
      answers: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
    subject: (d) => `Your response to ${d.formTitle}`,
    async content(d, env) {
      return {
        content: {
          heading: `Your response to ${d.formTitle}`,
          preview: d.successMessage,
          paragraphs: [
            d.successMessage,
            `We received it on ${forumDateTime(d.submittedAt, env.config.timeZone)}. This is a copy of what you sent.`,
          ],
          details: [...d.respondent, ...d.answers.map((a) => ({ label: a.question, value: a.answer }))],
          actions: [{ label: 'Open the form', url: url(env, `/f/${encodeURIComponent(d.slug)}`) }],
          footnote:
            'You receive this because you gave this address when you responded to a form of the forum.',
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
