import { z } from 'zod';
import { isUniversityEmail, isValidEmail, normalizeEmail, universityEmailMessage } from '../email.ts';
import { isInstant, isLocalDateTime } from '../dates.ts';
import { cleanText } from '../identity.ts';
import { MISSING } from '../messages.ts';
import { PAGES } from '../pages.ts';
import { pageInfoShape } from './paging.ts';

/**
 * Registration for an event: its settings (part of the event's form), the public counts, a
 * registration, the ticket, check-in and certificates (docs/event-registration.md: "Event registration, tickets,
 * check-in, certificates").
 */

export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
};

export const CAPACITY_MAX = 100_000;
export const REGISTRANT_NAME_MAX = 100;
export const REGISTRANTS_PAGE_SIZE = 50;

export const REGISTRATION_TEXT = {
  registered: 'You are registered. Your ticket is below: keep its link, it is your way in.',
  waitlisted: 'The event is full: you are on the waitlist. Your ticket link shows your place.',
  already: 'You are already registered for this event',
  notOpen: 'Registration for this event is not open',
  full: 'This event is full',
  ticketNotFound: 'Ticket not found',
  registrationNotFound: 'Registration not found',
  notCheckedIn: 'Only registered attendees with a seat can be checked in',
  certificateNotFound: 'Certificate not found',
  cancelled: 'Your registration is cancelled',
  alreadyCancelled: 'This registration is already cancelled',
  revoked: 'Certificate revoked',
} as const;

const counts = z.object({
  registered: z.number().int(),
  waitlisted: z.number().int(),
  spotsLeft: z.number().int().nullable().describe('null: no capacity set'),
});
export type RegistrationCounts = z.infer<typeof counts>;
export const registrationCountsSchema = counts;

/** An event's registration settings with the current counts, as every event answer carries them. */
export const eventRegistrationSchema = z.object({
  enabled: z.boolean(),
  capacity: z.number().int().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  waitlist: z.boolean(),
  universityOnly: z.boolean(),
  counts,
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/** Whether registration is open at `now` (it may still be full: then the waitlist, if kept). */
export function registrationOpen(
  r: Pick<EventRegistration, 'enabled' | 'opensAt' | 'closesAt'>,
  eventType: string,
  now = Date.now(),
): boolean {
  return (
    r.enabled &&
    eventType === 'upcoming' &&
    (r.opensAt === null || new Date(r.opensAt).getTime() <= now) &&
    (r.closesAt === null || new Date(r.closesAt).getTime() > now)
  );
}

// Multipart fields arrive as text: 'true'/'on' is yes, 'false', '' or none is no.
const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.string()])
    .nullish()
    .transform((v) => {
      if (typeof v === 'boolean') return v;
      const t = (v ?? '').trim().toLowerCase();
      if (t === '' || t === 'undefined' || t === 'null') return fallback;
      return t === 'true' || t === 'on' || t === '1';
    });

const optionalWhen = (label: string) =>
  z
    .string()
    .nullish()
    .transform((v) => {
      const t = v?.trim() ?? '';
      return t === '' || t === 'undefined' || t === 'null' ? null : t;
    })
    .refine(
      (v) => v === null || isLocalDateTime(v) || isInstant(v),
      `${label} must be a valid date and time`,
    );

/**
 * The registration fields of an event's form. `registrationEnabled` not sent at all: the settings
 * are not part of this save (an update keeps the current ones).
 */
export const registrationFieldsSchema = z.object({
  registrationEnabled: flag(false),
  capacity: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .refine(
      (v) => v === '' || v === 'null' || v === 'undefined' || /^\d{1,6}$/.test(v),
      'Capacity must be a whole number',
    )
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : null))
    .refine(
      (v) => v === null || (v >= 1 && v <= CAPACITY_MAX),
      `Capacity must be between 1 and ${CAPACITY_MAX.toLocaleString('en-US')}`,
    ),
  registrationOpensAt: optionalWhen('Registration opening'),
  registrationClosesAt: optionalWhen('Registration closing'),
  waitlist: flag(true),
  universityOnly: flag(true),
});
export type RegistrationFields = z.infer<typeof registrationFieldsSchema>;

/** POST /events/{id}/register. The email rule is membership's when the event is for the university only. */
export function registerSchema({
  emailDomain,
  universityOnly,
}: {
  emailDomain: string;
  universityOnly: boolean;
}) {
  const emailMessage = universityOnly ? universityEmailMessage(emailDomain) : 'Enter a valid email address';
  return z.object({
    name: z
      .string({ error: MISSING.name })
      .overwrite(cleanText)
      .min(1, MISSING.name)
      .max(REGISTRANT_NAME_MAX, `Name must be at most ${REGISTRANT_NAME_MAX} characters`),
    email: z
      .string({ error: MISSING.email })
      .overwrite(cleanText)
      .min(1, MISSING.email)
      .max(320, emailMessage)
      .refine((v) => (universityOnly ? isUniversityEmail(v, emailDomain) : isValidEmail(v)), emailMessage)
      .transform(normalizeEmail),
    prn: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? '' : cleanText(String(v))))
      .refine((v) => v.length <= 100, 'PRN must be at most 100 characters')
      .transform((v) => (v === '' ? null : v)),
  });
}
export type RegisterInput = z.infer<ReturnType<typeof registerSchema>>;

export const registeredSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(['registered', 'waitlisted']),
  position: z.number().int().optional().describe('The place on the waitlist (waitlisted only)'),
  ticketUrl: z.string().describe('The private ticket link: {PUBLIC_URL}/events/tickets/{token}'),
});
export type Registered = z.infer<typeof registeredSchema>;

const eventRef = z.object({ _id: z.string(), title: z.string(), eventDate: z.string() });

export const ticketSchema = z.object({
  ticket: z.object({
    status: z.enum(REGISTRATION_STATUSES),
    name: z.string(),
    position: z.number().int().optional(),
    checkedInAt: z.string().nullable(),
    certificate: z.object({ _id: z.string() }).nullable(),
    event: eventRef,
  }),
});
export type Ticket = z.infer<typeof ticketSchema>['ticket'];

export const registrationRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  prn: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  position: z.number().int().nullable(),
  registeredAt: z.string(),
  checkedInAt: z.string().nullable(),
  certificateId: z.string().nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationListSchema = z.object({
  registrations: z.array(registrationRowSchema),
  counts,
  ...pageInfoShape,
});
export type RegistrationList = z.infer<typeof registrationListSchema>;

export const registrationQuerySchema = z.object({
  status: z
    .union([z.enum([...REGISTRATION_STATUSES, 'checked-in']), z.literal('')])
    .optional()
    .describe('registered, waitlisted, cancelled or checked-in'),
  q: z.string().trim().max(200).optional().describe('Search in name, email or PRN'),
  page: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'page must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'page must be at least 1'))
    .optional(),
});

export const checkInSchema = z
  .object({ token: z.string().trim().max(200).optional(), registrationId: z.string().trim().optional() })
  .refine((v) => Boolean(v.token) || Boolean(v.registrationId), {
    message: 'Send the ticket token or the registration id',
  });

export const checkedInSchema = z.object({
  result: z.enum(['checked-in', 'already']),
  name: z.string(),
  at: z.string(),
});
export type CheckedIn = z.infer<typeof checkedInSchema>;

export const certificatesIssuedSchema = z.object({
  issued: z.number().int(),
  certificates: z.array(z.object({ _id: z.string(), registrationId: z.string() })),
});

export const publicCertificateSchema = z.object({
  certificate: z.object({
    _id: z.string(),
    name: z.string(),
    event: eventRef,
    issuedAt: z.string(),
    valid: z.literal(true),
  }),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>['certificate'];
export const certificateNotValidSchema = z.object({
  success: z.literal(false),
  valid: z.literal(false),
  message: z.string(),
});

export const attendanceSchema = z.object({
  attendance: z.array(
    z.object({
      event: eventRef,
      status: z.enum(REGISTRATION_STATUSES),
      checkedInAt: z.string().nullable(),
    }),
  ),
});
export type Attendance = z.infer<typeof attendanceSchema>['attendance'];

/** The ticket page's path for a token; the certificate's verification page. */
export const ticketPath = (token: string) => PAGES.eventTicket.href({ token });
export const certificatePath = (id: string) => PAGES.eventCertificate.href({ id });

/** An event's registration as a new event has it: off, no capacity, a waitlist, university emails only. */
export const REGISTRATION_OFF: EventRegistration = {
  enabled: false,
  capacity: null,
  opensAt: null,
  closesAt: null,
  waitlist: true,
  universityOnly: true,
  counts: { registered: 0, waitlisted: 0, spotsLeft: null },
};
