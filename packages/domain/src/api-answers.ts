import type { z } from 'zod';
import { currentUserAnswerSchema, loginAnswerSchema, passwordChangedAnswerSchema } from './schemas/auth.ts';
import { blogCardListSchema } from './schemas/blog.ts';
import { okMessageSchema } from './schemas/common.ts';
import { adminStatsSchema } from './schemas/dashboard.ts';
import { eventCardListSchema, eventListSchema, eventSchema } from './schemas/event.ts';
import { galleryImageSavedSchema, galleryListSchema } from './schemas/gallery.ts';
import { joinFormAnswerSchema, memberJoinedSchema } from './schemas/member.ts';
import { podcastEpisodesSchema } from './schemas/podcast.ts';
import {
  activeRecruitmentAnswerSchema,
  applyAnswerSchema,
  recruitmentListAnswerSchema,
  recruitmentSavedAnswerSchema,
} from './schemas/recruitment.ts';
import { siteTextsSchema } from './schemas/site.ts';
import { teamListSchema } from './schemas/team.ts';

/**
 * The schema of a route's successful answer, by "METHOD /path" under /api/v1 (path parameters as
 * `:name`), the same object the server's route declares for that status. The web app's component
 * tests parse their stand-in answers with these, so a fake answer the server could never give
 * fails the test; a server test checks that each entry is the route's own declaration. Routes not
 * listed here are not checked.
 */
export const API_ANSWERS: Readonly<Record<string, { status: number; schema: z.ZodType }>> = {
  'POST /auth/login': { status: 200, schema: loginAnswerSchema },
  'GET /auth/user': { status: 200, schema: currentUserAnswerSchema },
  'PUT /auth/password': { status: 200, schema: passwordChangedAnswerSchema },
  'GET /blog/cards': { status: 200, schema: blogCardListSchema },
  'DELETE /blog/delete/:id': { status: 200, schema: okMessageSchema },
  'GET /admin/stats': { status: 200, schema: adminStatsSchema },
  'GET /events/all': { status: 200, schema: eventListSchema },
  'GET /events/cards': { status: 200, schema: eventCardListSchema },
  'GET /events/:id': { status: 200, schema: eventSchema },
  'DELETE /events/delete/:id': { status: 200, schema: okMessageSchema },
  'GET /gallery/all': { status: 200, schema: galleryListSchema },
  'PUT /gallery/update/:id': { status: 200, schema: galleryImageSavedSchema },
  'DELETE /gallery/delete/:id': { status: 200, schema: okMessageSchema },
  'GET /member/join-form': { status: 200, schema: joinFormAnswerSchema },
  'POST /member/join': { status: 201, schema: memberJoinedSchema },
  'GET /podcast/episodes': { status: 200, schema: podcastEpisodesSchema },
  'GET /recruitment/active': { status: 200, schema: activeRecruitmentAnswerSchema },
  'POST /recruitment/apply': { status: 201, schema: applyAnswerSchema },
  'GET /recruitment/admin/all': { status: 200, schema: recruitmentListAnswerSchema },
  'POST /recruitment/admin/create': { status: 201, schema: recruitmentSavedAnswerSchema },
  'PUT /recruitment/admin/update/:id': { status: 200, schema: recruitmentSavedAnswerSchema },
  'DELETE /recruitment/admin/delete/:id': { status: 200, schema: okMessageSchema },
  'GET /site': { status: 200, schema: siteTextsSchema },
  'GET /team/all': { status: 200, schema: teamListSchema },
  'DELETE /team/delete/:id': { status: 200, schema: okMessageSchema },
};

/** The entry for a call ("GET /api/v1/events/ev-1?x=1" matches 'GET /events/:id'), or null. */
export function answerSchemaFor(method: string, url: string): { status: number; schema: z.ZodType } | null {
  const path = url.split('?')[0].replace(/^\/api\/v1/, '');
  const segments = path.split('/');
  let best: { key: string; params: number } | null = null;
  for (const key of Object.keys(API_ANSWERS)) {
    const [keyMethod, pattern] = key.split(' ');
    const parts = pattern.split('/');
    if (keyMethod !== method || parts.length !== segments.length) continue;
    if (!parts.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    // A literal path wins over a pattern ('/events/all' over '/events/:id').
    const params = parts.filter((part) => part.startsWith(':')).length;
    if (!best || params < best.params) best = { key, params };
  }
  return best ? API_ANSWERS[best.key] : null;
}
