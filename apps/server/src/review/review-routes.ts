import type { Section } from '@ssf/domain/accounts';
import { REVIEW_TEXT as R } from '@ssf/domain/recruitment/review';
import { idParamsSchema } from '@ssf/domain/schemas/common';
import {
  bulkStatusAnswerSchema,
  bulkStatusBodySchema,
  noteAddedAnswerSchema,
  noteBodySchema,
  statusChangeBodySchema,
} from '@ssf/domain/schemas/review';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ADMIN_ERRORS, type Api, errorResponses } from '../http/schemas.ts';
import {
  type AfterStatusChange,
  addNote,
  bulkChangeStatus,
  changeStatus,
  type ReviewTables,
} from './review-store.ts';

/** What one kind of submission (applications, form responses) needs for its review routes. */
export interface ReviewRoutes {
  /** Where its submissions are, e.g. `/forms/admin/responses`; the routes go below it. */
  path: string;
  /** The admin section whose officers review them. */
  access: Section;
  tables: ReviewTables;
  /** The submission as the admin list shows it, answered after a status change, and its schema. */
  load(db: Db, id: string): Promise<unknown>;
  loadedAnswer: z.ZodType;
  /** What else a status change does in its transaction (the decision mail of a drive). */
  afterChange?: AfterStatusChange;
  summaries: { status: string; bulk: string; note: string };
  bulkUpdated(count: number): string;
}

/**
 * The review routes every kind of submission has: set one's status, one status for many (all or
 * nothing), and add a note. The rules are the review store's; this only puts them on the API.
 */
export function registerReviewRoutes(api: Api, db: Db, kind: ReviewRoutes) {
  const { path, access, tables, afterChange, summaries } = kind;

  api.patch(
    `${path}/:id`,
    {
      config: { access },
      schema: {
        summary: summaries.status,
        params: idParamsSchema,
        body: statusChangeBodySchema,
        response: { 200: kind.loadedAnswer, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await changeStatus(
        db,
        tables,
        id,
        request.body.status,
        request.user!.email,
        afterChange,
      );
      return {
        success: true as const,
        message: changed ? R.statusUpdated : R.statusUnchanged,
        data: await kind.load(db, id),
      };
    },
  );

  api.post(
    `${path}/bulk-status`,
    {
      config: { access },
      schema: {
        summary: summaries.bulk,
        body: bulkStatusBodySchema,
        response: { 200: bulkStatusAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => {
      const { ids, status } = request.body;
      const updated = await bulkChangeStatus(db, tables, ids, status, request.user!.email, afterChange);
      return { success: true as const, message: kind.bulkUpdated(updated), updated };
    },
  );

  api.post(
    `${path}/:id/notes`,
    {
      config: { access },
      schema: {
        summary: summaries.note,
        params: idParamsSchema,
        body: noteBodySchema,
        response: { 201: noteAddedAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const note = await addNote(db, tables, request.params.id, request.body.text, request.user!.email);
      return reply.status(201).send({ success: true as const, data: note });
    },
  );
}
