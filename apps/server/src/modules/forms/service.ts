import crypto from 'node:crypto';
import { botReason } from '@ssf/domain/bot-check';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { FORM_TEXT as F, RESPONDENT_FIELD_LABELS, formState, validateResponse } from '@ssf/domain/forms/form';
import { type FormInput, formInputSchema } from '@ssf/domain/forms/form-input';
import { emailKey } from '@ssf/domain/identity';
import { answerColumns } from '@ssf/domain/questions/engine';
import { APPLICATION_STATUS_LABELS, emptyStatusCounts } from '@ssf/domain/recruitment/review';
import type { Form, FormResponse, FormStats, PublicForm } from '@ssf/domain/schemas/forms';
import type { ApplicationFilter, StatusCounts } from '@ssf/domain/schemas/review';
import type { Config } from '../../config.ts';
import { toCsv } from '../../content/csv.ts';
import type { Db } from '../../db/client.ts';
import type { BotCheck } from '../../http/bot-refusals.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isId } from '../../db/ids.ts';
import { paginate } from '../../db/paginate.ts';
import { formResponseNotes, formResponses, formResponseStatusChanges, forms } from './tables.ts';
import { badRequest, conflict, notFound, parseOr400 } from '../../http/errors.ts';
import { type MediaContext, writeWithMedia } from '../../media/lifecycle.ts';
import { enqueueMail } from '../mail/public.ts';
import {
  answerConditions,
  containsPattern,
  noteCounts,
  type ReviewTables,
  reviewOf,
  submissionStats,
} from '../../review/review-store.ts';
import type { MediaField } from '../feature.ts';

type FormRow = typeof forms.$inferSelect;
type ResponseRow = typeof formResponses.$inferSelect;

/** The header image is a stored image; the manifest declares it as the forms' media. */
export const formsMedia: MediaField[] = [
  { owner: 'forms', field: 'headerImage', table: forms, id: forms.id, column: forms.headerImage },
];

/** The review of form responses, through the review store recruitment uses too. */
export const responseReview: ReviewTables = {
  items: formResponses,
  itemId: formResponses.id,
  itemStatus: formResponses.status,
  itemAnswers: formResponses.answers,
  itemParent: formResponses.formId,
  itemSubmittedAt: formResponses.submittedAt,
  notes: formResponseNotes,
  noteId: formResponseNotes.id,
  noteItem: formResponseNotes.responseId,
  noteText: formResponseNotes.text,
  noteAuthor: formResponseNotes.author,
  noteCreatedAt: formResponseNotes.createdAt,
  noteRow: (responseId, text, author, createdAt) => ({ responseId, text, author, createdAt }),
  changes: formResponseStatusChanges,
  changeId: formResponseStatusChanges.id,
  changeItem: formResponseStatusChanges.responseId,
  changeFrom: formResponseStatusChanges.fromStatus,
  changeTo: formResponseStatusChanges.toStatus,
  changeBy: formResponseStatusChanges.changedBy,
  changeAt: formResponseStatusChanges.changedAt,
  changeRow: (responseId, fromStatus, toStatus, changedBy, changedAt) => ({
    responseId,
    fromStatus,
    toStatus,
    changedBy,
    changedAt,
  }),
  messages: {
    notFound: F.responseNotFound,
    bulkUnknown: (n) =>
      `${n} of the chosen responses ${n === 1 ? 'does' : 'do'} not exist; nothing was changed`,
  },
};

export function toPublicForm(row: FormRow): PublicForm {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    headerImage: row.headerImage,
    isActive: row.isActive,
    opensAt: row.opensAt?.toISOString() ?? null,
    deadline: row.deadline?.toISOString() ?? null,
    maxResponses: row.maxResponses,
    oneResponsePerEmail: row.oneResponsePerEmail,
    respondentFields: row.respondentFields,
    universityOnly: row.universityOnly,
    customQuestions: row.customQuestions,
    successMessage: row.successMessage,
    closedMessage: row.closedMessage,
    sendReceipt: row.sendReceipt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toForm = (row: FormRow, statusCounts: StatusCounts): Form => ({
  ...toPublicForm(row),
  currentResponses: row.currentResponses,
  statusCounts,
});

async function statusCountsOf(db: Db, formIds: readonly string[]): Promise<Map<string, StatusCounts>> {
  const counts = new Map<string, StatusCounts>();
  for (const id of formIds) counts.set(id, emptyStatusCounts());
  if (formIds.length === 0) return counts;
  const rows = await db
    .select({ formId: formResponses.formId, status: formResponses.status, n: count() })
    .from(formResponses)
    .where(inArray(formResponses.formId, [...formIds]))
    .groupBy(formResponses.formId, formResponses.status);
  for (const r of rows) {
    const c = counts.get(r.formId);
    if (c) c[r.status] = Number(r.n);
  }
  return counts;
}

async function formById(db: Db, id: string): Promise<FormRow> {
  if (!isId(id)) throw notFound(F.formNotFound);
  const [row] = await db.select().from(forms).where(eq(forms.id, id));
  if (!row) throw notFound(F.formNotFound);
  return row;
}

async function adminForm(db: Db, row: FormRow): Promise<Form> {
  const counts = await statusCountsOf(db, [row.id]);
  return toForm(row, counts.get(row.id) ?? emptyStatusCounts());
}

/** Every form, newest first, with its response count and status counts. */
export async function listForms(db: Db): Promise<Form[]> {
  const rows = await db.select().from(forms).orderBy(desc(forms.createdAt), desc(forms.id));
  const counts = await statusCountsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toForm(r, counts.get(r.id) ?? emptyStatusCounts()));
}

/** The public form: 404 unknown or inactive, 409 with its closedMessage when closed, full or not yet open. */
export async function openForm(db: Db, slug: string): Promise<FormRow> {
  const [row] = await db.select().from(forms).where(eq(forms.slug, slug.toLowerCase()));
  if (!row) throw notFound(F.formNotFound);
  const state = formState(row);
  if (state === 'inactive') throw notFound(F.formNotFound);
  if (state !== 'open') throw conflict(row.closedMessage);
  return row;
}

/** What the officer's form carries: the `form` field (JSON text, or an object in a JSON body) and the header image. */
export interface FormUpload {
  fields: Record<string, unknown>;
  headerImage: Buffer | null;
}

function parseFormField(fields: Record<string, unknown>): FormInput & { removeHeaderImage: boolean } {
  let raw = fields.form;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw badRequest('The form field must be JSON', { form: 'The form field must be JSON' });
    }
  }
  if (raw === undefined || raw === null || typeof raw !== 'object')
    throw badRequest(MSG_FORM_MISSING, { form: MSG_FORM_MISSING });
  const input = parseOr400(formInputSchema, raw);
  return { ...input, removeHeaderImage: (raw as Record<string, unknown>).removeHeaderImage === true };
}
const MSG_FORM_MISSING = 'Send the form’s fields as JSON in the form field';

const values = (input: FormInput) => ({
  slug: input.slug,
  title: input.title,
  description: input.description,
  isActive: input.isActive,
  opensAt: input.opensAt ? new Date(input.opensAt) : null,
  deadline: input.deadline ? new Date(input.deadline) : null,
  maxResponses: input.maxResponses,
  oneResponsePerEmail: input.oneResponsePerEmail,
  respondentFields: input.respondentFields,
  universityOnly: input.universityOnly,
  customQuestions: input.customQuestions,
  successMessage: input.successMessage,
  closedMessage: input.closedMessage,
  sendReceipt: input.sendReceipt,
});

async function slugFree(db: Db, slug: string, except?: string) {
  const [row] = await db.select({ id: forms.id }).from(forms).where(eq(forms.slug, slug));
  if (row && row.id !== except) throw conflict(F.slugInUse);
}

export async function createForm(ctx: MediaContext, upload: FormUpload): Promise<Form> {
  const input = parseFormField(upload.fields);
  // The short address is checked by its unique index when the form is stored, after the header
  // image: a hostile file is refused as such, whatever the rest of the form says.
  try {
    const row = await writeWithMedia(
      ctx,
      upload.headerImage ? [upload.headerImage] : [],
      async ({ tx, images, references }) => {
        const [row] = await tx
          .insert(forms)
          .values({ ...values(input), headerImage: images[0]?.url ?? null })
          .returning();
        await references(formsMedia, row.id);
        return row;
      },
    );
    return adminForm(ctx.db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(F.slugInUse);
    throw err;
  }
}

export async function updateForm(ctx: MediaContext, id: string, upload: FormUpload): Promise<Form> {
  const input = parseFormField(upload.fields);
  const before = await formById(ctx.db, id);
  await slugFree(ctx.db, input.slug, id);
  if (input.maxResponses !== null && input.maxResponses < before.currentResponses)
    throw badRequest('Maximum responses cannot be lower than the responses already received', {
      maxResponses: `At least ${before.currentResponses}`,
    });
  try {
    const row = await writeWithMedia(
      ctx,
      upload.headerImage ? [upload.headerImage] : [],
      async ({ tx, images, references }) => {
        const [current] = await tx.select().from(forms).where(eq(forms.id, id)).for('update');
        if (!current) throw notFound(F.formNotFound);
        if (input.maxResponses !== null && input.maxResponses < current.currentResponses)
          throw badRequest('Maximum responses cannot be lower than the responses already received', {
            maxResponses: `At least ${current.currentResponses}`,
          });
        const headerImage = images[0]?.url ?? (input.removeHeaderImage ? null : current.headerImage);
        const [row] = await tx
          .update(forms)
          .set({ ...values(input), headerImage, updatedAt: new Date() })
          .where(eq(forms.id, id))
          .returning();
        await references(formsMedia, id);
        return row;
      },
    );
    return adminForm(ctx.db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(F.slugInUse);
    throw err;
  }
}

/** A copy of the form to reuse (last term's feedback form): inactive, no responses, the slug suffixed. */
export async function duplicateForm(ctx: MediaContext, id: string): Promise<Form> {
  const source = await formById(ctx.db, id);
  for (let n = 2; n < 1000; n++) {
    const suffix = `-copy${n === 2 ? '' : `-${n}`}`;
    const slug = `${source.slug.slice(0, 60 - suffix.length)}${suffix}`;
    const [taken] = await ctx.db.select({ id: forms.id }).from(forms).where(eq(forms.slug, slug));
    if (taken) continue;
    try {
      const row = await writeWithMedia(ctx, [], async ({ tx, references }) => {
        const { id: _id, createdAt: _c, updatedAt: _u, currentResponses: _n, ...copy } = source;
        const [row] = await tx
          .insert(forms)
          .values({ ...copy, slug, title: `${source.title} (copy)`.slice(0, 200), isActive: false })
          .returning();
        await references(formsMedia, row.id);
        return row;
      });
      return adminForm(ctx.db, row);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw conflict(F.slugInUse);
}

/** Deletes a form; one with responses only when asked to delete them too (409 otherwise). */
export async function deleteForm(ctx: MediaContext, id: string, withResponses: boolean): Promise<void> {
  if (!isId(id)) throw notFound(F.formNotFound);
  await writeWithMedia(ctx, [], async ({ tx, references }) => {
    const [row] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, id)).for('update');
    if (!row) throw notFound(F.formNotFound);
    const [{ n }] = await tx.select({ n: count() }).from(formResponses).where(eq(formResponses.formId, id));
    if (Number(n) > 0 && !withResponses) throw conflict(F.hasResponses(Number(n)));
    await tx.delete(forms).where(eq(forms.id, id));
    await references(formsMedia, id);
  });
}

/** Tries of a response whose form changed its questions meanwhile. */
const ATTEMPTS = 3;

/**
 * A response, stored atomically: the form's row is taken and its count raised only while it is
 * open, has room and still has the questions and fields the response was validated against, and
 * the response is inserted in the same transaction. A second response of the same email (under
 * any spelling: case, a +tag) on a one-per-email form hits the unique index and rolls the count back.
 * When the form sends receipts and the respondent gave an email, the receipt is stored with the response.
 */
export async function submitResponse(
  db: Db,
  slug: string,
  input: unknown,
  { emailDomain, mail, bot }: { emailDomain: string; mail: Pick<Config, 'smtp'>; bot?: BotCheck },
): Promise<{ message: string; responseId: string }> {
  let form = await openForm(db, slug);
  for (let attempt = 1; ; attempt++) {
    const result = validateResponse(form, input, { emailDomain });
    if (!result.ok) throw badRequest(result.message, result.errors);
    // A bot is answered like a respondent and nothing is stored (docs/security-bots.md).
    const automated = bot ? botReason(input, bot.minFillMs) : null;
    if (automated && bot) {
      await bot.refused(automated);
      return { message: form.successMessage, responseId: crypto.randomUUID() };
    }
    const { respondent, answers } = result.response;
    const key = form.oneResponsePerEmail && respondent.email ? emailKey(respondent.email) : null;
    const formId = form.id;
    let stored: { message: string; responseId: string } | null;
    try {
      stored = await db.transaction(async (tx) => {
        const [room] = await tx
          .update(forms)
          .set({ currentResponses: sql`${forms.currentResponses} + 1` })
          .where(
            and(
              eq(forms.id, formId),
              eq(forms.isActive, true),
              sql`(${forms.opensAt} IS NULL OR ${forms.opensAt} <= now())`,
              sql`(${forms.deadline} IS NULL OR ${forms.deadline} > now())`,
              sql`(${forms.maxResponses} IS NULL OR ${forms.currentResponses} < ${forms.maxResponses})`,
              sql`${forms.customQuestions} = ${JSON.stringify(form.customQuestions)}::jsonb`,
              sql`${forms.respondentFields} = ${JSON.stringify(form.respondentFields)}::jsonb`,
              eq(forms.universityOnly, form.universityOnly),
              eq(forms.oneResponsePerEmail, form.oneResponsePerEmail),
            ),
          )
          .returning({
            successMessage: forms.successMessage,
            title: forms.title,
            slug: forms.slug,
            sendReceipt: forms.sendReceipt,
          });
        if (!room) return null;
        const [row] = await tx
          .insert(formResponses)
          .values({
            formId,
            respondent,
            email: respondent.email ?? '',
            name: respondent.name ?? '',
            emailKey: key,
            answers,
          })
          .returning({ id: formResponses.id, submittedAt: formResponses.submittedAt });
        if (room.sendReceipt && respondent.email) {
          await enqueueMail(tx, mail, {
            template: 'formReceipt',
            to: respondent.email,
            data: {
              formTitle: room.title,
              slug: room.slug,
              successMessage: room.successMessage,
              submittedAt: row.submittedAt.toISOString(),
              // What the respondent gave, in the form's order; never the response's status or notes.
              respondent: form.respondentFields.flatMap(({ field }) => {
                const value = respondent[field];
                return value ? [{ label: RESPONDENT_FIELD_LABELS[field], value }] : [];
              }),
              answers: answers.map((a) => ({
                question: a.question,
                answer: Array.isArray(a.answer) ? a.answer.join(', ') : a.answer,
              })),
            },
          });
        }
        return { message: room.successMessage, responseId: row.id };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(F.alreadyResponded);
      throw err;
    }
    if (stored) return stored;
    // Not stored: closed or full since the read (openForm says so), or its questions changed.
    form = await openForm(db, slug);
    if (attempt >= ATTEMPTS) throw conflict(form.closedMessage);
  }
}

function responseWhere(formId: string, filter: ApplicationFilter, row: FormRow): SQL | undefined {
  const conditions: SQL[] = [eq(formResponses.formId, formId)];
  if (filter.status) conditions.push(eq(formResponses.status, filter.status));
  if (filter.year) conditions.push(sql`${formResponses.respondent}->>'year' = ${filter.year}`);
  if (filter.course) conditions.push(sql`${formResponses.respondent}->>'course' = ${filter.course}`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      sql`(${formResponses.name} ILIKE ${pattern} ESCAPE '\\' OR ${formResponses.email} ILIKE ${pattern} ESCAPE '\\'
        OR coalesce(${formResponses.respondent}->>'prn', '') ILIKE ${pattern} ESCAPE '\\'
        OR coalesce(${formResponses.respondent}->>'phone', '') ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  conditions.push(...answerConditions(formResponses.answers, row.customQuestions, filter.answers));
  return and(...conditions);
}

function responseOrder(sort: ApplicationFilter['sort']): SQL[] {
  const name = sql`lower(${formResponses.name})`;
  switch (sort) {
    case 'oldest':
      return [asc(formResponses.submittedAt), asc(formResponses.id)];
    case 'name':
      return [asc(name), desc(formResponses.submittedAt), asc(formResponses.id)];
    case '-name':
      return [desc(name), desc(formResponses.submittedAt), asc(formResponses.id)];
    default:
      return [desc(formResponses.submittedAt), desc(formResponses.id)];
  }
}

async function toAdminResponses(db: Db, rows: readonly ResponseRow[]): Promise<FormResponse[]> {
  const { notes, history } = await reviewOf(
    db,
    responseReview,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: r.id,
    respondent: r.respondent,
    answers: r.answers,
    status: r.status,
    notes: notes.get(r.id) ?? [],
    history: history.get(r.id) ?? [],
    submittedAt: r.submittedAt.toISOString(),
  }));
}

/** A form's responses under the filters, one page (50 by default), with the form's status counts. */
export async function listResponses(db: Db, formId: string, filter: ApplicationFilter) {
  const form = await formById(db, formId);
  const where = responseWhere(form.id, filter, form);
  const { items, ...position } = await paginate(
    { page: filter.page ?? 1, limit: filter.limit ?? 50 },
    async () => Number((await db.select({ n: count() }).from(formResponses).where(where))[0].n),
    (limit, offset) =>
      db
        .select()
        .from(formResponses)
        .where(where)
        .orderBy(...responseOrder(filter.sort))
        .limit(limit)
        .offset(offset),
  );
  const statusCounts = (await statusCountsOf(db, [form.id])).get(form.id) ?? emptyStatusCounts();
  return { responses: await toAdminResponses(db, items), ...position, statusCounts };
}

/** One response as officers read it. */
export async function adminResponse(db: Db, id: string): Promise<FormResponse> {
  const [row] = await db.select().from(formResponses).where(eq(formResponses.id, id));
  if (!row) throw notFound(F.responseNotFound);
  const [response] = await toAdminResponses(db, [row]);
  return response;
}

/** The respondent columns a form asks, in their order. */
const RESPONDENT_COLUMNS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  prn: 'PRN',
  year: 'Year',
  course: 'Course',
};

/** The CSV of a form's responses under the filters: respondent columns, Submitted At, Status, Notes, one column per question. */
export async function responsesCsv(
  db: Db,
  formId: string,
  filter: ApplicationFilter,
): Promise<{ slug: string; csv: string }> {
  const form = await formById(db, formId);
  const rows = await db
    .select()
    .from(formResponses)
    .where(responseWhere(form.id, filter, form))
    .orderBy(...responseOrder(filter.sort));
  const notes = await noteCounts(
    db,
    responseReview,
    rows.map((r) => r.id),
  );
  const fields = form.respondentFields.map((f) => f.field);
  const columns = answerColumns(
    form.customQuestions,
    rows.map((r) => r.answers),
  );
  const headers = [
    ...fields.map((f) => RESPONDENT_COLUMNS[f]),
    'Submitted At',
    'Status',
    'Notes',
    ...columns.headers,
  ];
  const body = rows.map((r, i) => [
    ...fields.map((f) => r.respondent[f] ?? ''),
    r.submittedAt.toISOString(),
    APPLICATION_STATUS_LABELS[r.status],
    String(notes.get(r.id) ?? 0),
    ...columns.rows[i],
  ]);
  return { slug: form.slug, csv: toCsv([headers, ...body]) };
}

/** A form's summary: totals by status, responses per day over the last 30 days (UTC), counts per option. */
export async function formStats(db: Db, formId: string): Promise<FormStats> {
  const form = await formById(db, formId);
  return submissionStats(db, responseReview, form.id, form.customQuestions);
}
