import { z } from 'zod';
import { isInstant, isLocalDateTime } from '../dates.ts';
import { MISSING, MSG } from '../messages.ts';
import { CUT } from '../constants.ts';
import { htmlToText, stripHtml, truncate } from '../text.ts';
import { isHttpUrl } from '../links.ts';
import { eventRegistrationSchema, registrationFieldsSchema } from './event-registration.ts';

/** An event is announced ('upcoming', with an action button) or looked back on ('previous', with a gallery). */
export const EVENT_TYPES = ['upcoming', 'previous'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 500_000;
export const EVENT_BUTTON_TEXT_MAX = 100;
export const EVENT_BUTTON_LINK_MAX = 2000;
/** Where an event takes place ('Main auditorium, MIT-WPU'), optional. */
export const EVENT_VENUE_MAX = 200;
/** Extra images of a previous event, per save. */
export const EVENT_IMAGES_MAX = 20;

/** An event as the API returns it. */
export const eventSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string().describe('Sanitized HTML'),
    eventType: z.enum(EVENT_TYPES),
    eventDate: z.string().describe('When it takes place: an ISO 8601 instant in UTC'),
    venue: z.string().nullable().describe("Where it takes place ('Main auditorium'); null when not given"),
    coverImage: z.string().describe('A URL that loads directly in a browser (usually /media/...)'),
    images: z
      .array(z.string())
      .describe("A previous event's extra images (always empty for an upcoming one)"),
    buttonText: z
      .string()
      .nullable()
      .describe("An upcoming event's action button label; null for a previous one"),
    buttonLink: z
      .string()
      .nullable()
      .describe("An upcoming event's action button link (http or https); null when it has none"),
    registration: eventRegistrationSchema.describe(
      'Registration settings and counts (never the registrants)',
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

/** GET /events/all: every event, by date, newest first. */
export const eventListSchema = z.array(eventSchema);

/**
 * A card's text for an event: its description as plain text, a heading or paragraph on a line of
 * its own (the card keeps the line breaks), cut at a word to 80 characters.
 */
export const eventExcerpt = (description: string): string => truncate(htmlToText(description), CUT.eventCard);

/**
 * An event as a card shows it (GET /events/cards): what the lists draw, and its description only as
 * the card's cut text (`excerpt`, the rule of `eventExcerpt`). No registration, button or pictures:
 * the event's own page reads those.
 */
export const eventCardSchema = eventSchema
  .pick({
    _id: true,
    title: true,
    eventType: true,
    eventDate: true,
    venue: true,
    coverImage: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    excerpt: z
      .string()
      .describe(
        "The description as plain text, one line per heading or paragraph, cut at a word to 80 characters ('...' included)",
      ),
  })
  .meta({ id: 'EventCard' });
export type EventCard = z.infer<typeof eventCardSchema>;

/** An event as a card: what the lists draw, its description cut to the card's text. */
export function eventCardOf(event: Event): EventCard {
  const { _id, title, eventType, eventDate, venue, coverImage, createdAt, updatedAt } = event;
  const excerpt = eventExcerpt(event.description);
  return { _id, title, excerpt, eventType, eventDate, venue, coverImage, createdAt, updatedAt };
}

/** GET /events/cards: the cards, by date, newest first (the order of GET /events/all). */
export const eventCardListSchema = z.array(eventCardSchema);

/** ?eventType of GET /events/cards: only the upcoming or only the previous events. Without it, all. */
export const eventCardsQuerySchema = z.object({
  eventType: z
    .enum(EVENT_TYPES, { error: 'Event type must be upcoming or previous' })
    .optional()
    .describe('Only the upcoming or only the previous events'),
});

/** The answer to an event's creation or update. */
export const eventSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  event: eventSchema,
});
export type EventSaved = z.infer<typeof eventSavedSchema>;

/**
 * What a browser form sends for a field it has no value for: the literal text 'undefined' or
 * 'null' (FormData turns a missing value into that string). Read as no value.
 */
const NO_VALUE = new Set(['', 'undefined', 'null']);

/** An optional text field: trimmed, blank (or a stray 'undefined') is null. */
const optionalText = () =>
  z
    .string()
    .nullish()
    .transform((v) => {
      const text = v?.trim() ?? '';
      return NO_VALUE.has(text) ? null : text;
    });

/** A required text field: missing or blank says `missing` ('Enter a title'). */
const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Rich text is blank when it shows nothing: no text and no picture ('<p><br></p>' is blank). */
export const isBlankRichText = (html: string): boolean => stripHtml(html) === '' && !/<img\b/i.test(html);

/** Text sent repeatedly (a multipart field) or as a list (JSON), read as a list. */
const textList = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => (v == null ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean));

/**
 * The text fields of an event's form (POST /events/create, POST or PUT /events/update/{id}), for
 * the admin form and the server alike. The server sanitizes `description` first, so its limit and
 * the blank check apply to what is stored. `eventDate` is an ISO instant with Z or an offset, or
 * the date and time the forum's clocks show ('2026-12-05T18:30', read in the forum's time zone);
 * the server stores the instant. `buttonText` and `buttonLink` count for upcoming events only
 * (null for previous ones); a link must be an http or https URL. The cover and the extra images
 * are files beside these fields: the cover is required on create ('Cover image is required').
 */
export const eventFieldsSchema = z.object({
  title: requiredText(MISSING.title, EVENT_TITLE_MAX, `Title must be at most ${EVENT_TITLE_MAX} characters`),
  description: requiredText(
    MISSING.description,
    EVENT_DESCRIPTION_MAX,
    'Description must be at most 500,000 characters',
  ).refine((v) => !isBlankRichText(v), MISSING.description),
  eventType: z.enum(EVENT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null
        ? MISSING.eventType
        : 'Event type must be upcoming or previous',
  }),
  eventDate: z
    .string({ error: MISSING.eventDate })
    .trim()
    .min(1, { message: MISSING.eventDate, abort: true })
    .refine((v) => isLocalDateTime(v) || isInstant(v), 'Event date must be a valid date and time'),
  buttonText: optionalText().refine(
    (v) => v === null || v.length <= EVENT_BUTTON_TEXT_MAX,
    `Button text must be at most ${EVENT_BUTTON_TEXT_MAX} characters`,
  ),
  buttonLink: optionalText(),
  /** Where it takes place; blank is none. On update, a form without the field keeps the current one. */
  venue: optionalText().refine(
    (v) => v === null || v.length <= EVENT_VENUE_MAX,
    `Venue must be at most ${EVENT_VENUE_MAX} characters`,
  ),
  /** On update: URLs of extra images to remove (a repeated field). */
  removeImages: textList,
  ...registrationFieldsSchema.shape,
});

/** The form's fields with the rule that joins two of them: an upcoming event's link is http(s). */
export const eventInputSchema = eventFieldsSchema.superRefine((e, ctx) => {
  // A previous event's button fields are ignored, whatever they hold.
  if (e.eventType !== 'upcoming' || e.buttonLink === null) return;
  if (e.buttonLink.length > EVENT_BUTTON_LINK_MAX || !isHttpUrl(e.buttonLink))
    ctx.addIssue({ code: 'custom', path: ['buttonLink'], message: MSG.eventLinkInvalid });
});
export type EventInput = z.infer<typeof eventInputSchema>;
/** The admin form's values before parsing: what the client sends. */
export type EventDraft = z.input<typeof eventInputSchema>;

/**
 * The button fields as stored: an upcoming event keeps what was sent, a previous one has none.
 */
export function buttonFields(input: Pick<EventInput, 'eventType' | 'buttonText' | 'buttonLink'>): {
  buttonText: string | null;
  buttonLink: string | null;
} {
  return input.eventType === 'upcoming'
    ? { buttonText: input.buttonText, buttonLink: input.buttonLink }
    : { buttonText: null, buttonLink: null };
}
