import type { Event } from '@ssf/domain/schemas/event';
import { REGISTRATION_OFF } from '@ssf/domain/schemas/event-registration';
import type { PublicRecruitment } from '@ssf/domain/schemas/recruitment';

/** The address of a stored image, `c` standing for its hash. */
export const media = (c: string) => `/media/${c.repeat(32)}-1600.webp`;

/** Event number `n` as the API gives it: a past talk with a cover, no registration. */
export const anEvent = (n: number, extra: Partial<Event> = {}): Event => ({
  _id: `ev-${n}`,
  title: `Event number ${n}`,
  description: `<p>About event ${n}</p>`,
  eventType: 'previous',
  eventDate: '2026-03-05T13:00:00.000Z',
  venue: null,
  coverImage: media('a'),
  images: [],
  buttonText: null,
  buttonLink: null,
  registration: REGISTRATION_OFF,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

/** An open recruitment drive as its public form receives it (no group link, no review counts). */
export const aDrive = (extra: Partial<PublicRecruitment> = {}): PublicRecruitment => ({
  _id: 'r1',
  title: 'Core Team 2026',
  description: 'Join us',
  isActive: true,
  applicationDeadline: '2030-01-01T00:00:00.000Z',
  maxApplications: 100,
  currentApplications: 0,
  successMessage: 'Welcome aboard!',
  closedMessage: 'Closed',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  customQuestions: [],
  ...extra,
});
