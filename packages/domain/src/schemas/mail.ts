import { z } from 'zod';
import { pageInfoShape } from './paging.ts';

/** Where a message of the outbox is (docs/mail.md). */
export const MAIL_STATUSES = ['held', 'queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  held: 'Held (mail not configured)',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** GET /mail/outbox's query: ?status= and ?page=. */
export const outboxQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: `status must be one of ${MAIL_STATUSES.join(', ')}` }).optional(),
  page: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'page must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'page must be at least 1'))
    .optional()
    .describe('Page number, from 1 (50 messages a page)'),
});

export const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxAnswerSchema = z
  .object({
    messages: z.array(outboxMessageSchema),
    ...pageInfoShape,
    configured: z.boolean().describe('Whether SMTP_URL is set; without it messages wait as held'),
  })
  .meta({ id: 'MailOutbox' });
export type OutboxAnswer = z.infer<typeof outboxAnswerSchema>;

/** The dashboard's warning: messages that failed, and messages held because mail is not configured. */
export const mailAlertsSchema = z.object({
  failed: z.number().int().min(0),
  held: z.number().int().min(0),
  configured: z.boolean(),
});
export type MailAlerts = z.infer<typeof mailAlertsSchema>;
