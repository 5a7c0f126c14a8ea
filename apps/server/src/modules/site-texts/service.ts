import { eq } from 'drizzle-orm';
import {
  DEFAULT_SITE_TEXTS,
  SITE_LEADER_COUNT,
  SITE_MSG,
  type SiteTexts,
  type StoredSiteTexts,
  siteTextsInputSchema,
  toSiteTexts,
} from '@ssf/domain/schemas/site';
import type { Db } from '../../db/client.ts';
import { siteTexts } from './tables.ts';
import { badRequest, parseOr400 } from '../../http/errors.ts';
import { assertWellFormed } from '../../http/well-formed-text.ts';
import { type MediaContext, writeWithMedia } from '../../media/lifecycle.ts';
import type { MediaField } from '../feature.ts';

/** The one row's id: the texts are a single record. */
const ROW_ID = 1;

const PHOTO_COLUMNS = [siteTexts.leaderPhoto0, siteTexts.leaderPhoto1] as const;

/** Each leader's photo is a stored image, one column per leader. */
export const siteTextMedia: MediaField[] = PHOTO_COLUMNS.map((column, i) => ({
  owner: 'site_texts',
  field: `leader_photo_${i}`,
  table: siteTexts,
  id: siteTexts.id,
  column,
}));

type Row = typeof siteTexts.$inferSelect;
const photosOf = (row: Row) => [row.leaderPhoto0, row.leaderPhoto1];

/** The stored texts, or those of a new install when an admin has never saved any. */
export async function getSite(db: Db): Promise<SiteTexts> {
  const [row] = await db.select().from(siteTexts).where(eq(siteTexts.id, ROW_ID));
  return row ? toSiteTexts(row.texts, photosOf(row)) : toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']);
}

/** What the admin's form carries: the `texts` field as sent and a new photo per leader, if chosen. */
export interface SiteForm {
  fields: Record<string, unknown>;
  photos: ReadonlyArray<Buffer | null>;
}

/** The `texts` field: JSON text in a multipart form (an object as it is in a JSON body). */
function readTexts(fields: Record<string, unknown>): unknown {
  const texts = fields.texts;
  if (texts === undefined || texts === '')
    throw badRequest(SITE_MSG.textsMissing, { texts: SITE_MSG.textsMissing });
  if (typeof texts !== 'string') return texts;
  let parsed: unknown;
  try {
    parsed = JSON.parse(texts);
  } catch {
    throw badRequest(SITE_MSG.textsMalformed, { texts: SITE_MSG.textsMalformed });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(SITE_MSG.textsMalformed, { texts: SITE_MSG.textsMalformed });
  assertWellFormed(parsed, 'texts');
  return parsed;
}

/**
 * Saves the site texts: every field validated before anything is stored, then the single row
 * written (created on the first save). A leader with a new photo gets it; one marked
 * `removePhoto` loses the stored one; otherwise the stored photo stays. A replaced or removed
 * photo's files go when nothing else uses the image.
 */
export async function updateSite(ctx: MediaContext, form: SiteForm): Promise<SiteTexts> {
  const input = parseOr400(siteTextsInputSchema, readTexts(form.fields));
  const uploads = form.photos.filter((p): p is Buffer => p !== null);
  const stored: StoredSiteTexts = {
    about: input.about,
    vision: input.vision,
    mission: input.mission,
    objective: input.objective,
    leaders: input.leaders.map(({ name, title, message }) => ({ name, title, message })),
    playlistId: input.playlistId,
    contactEmail: input.contactEmail,
    social: { ...input.social },
  };
  return writeWithMedia(ctx, uploads, async ({ tx, images, references }) => {
    const [current] = await tx.select().from(siteTexts).where(eq(siteTexts.id, ROW_ID)).for('update');
    const currentPhotos = current ? photosOf(current) : ['', ''];
    let next = 0;
    const photos = Array.from({ length: SITE_LEADER_COUNT }, (_, i) => {
      if (form.photos[i]) return images[next++].url;
      return input.leaders[i].removePhoto ? '' : (currentPhotos[i] ?? '');
    });
    const values = { texts: stored, leaderPhoto0: photos[0], leaderPhoto1: photos[1], updatedAt: new Date() };
    const [row] = await tx
      .insert(siteTexts)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: siteTexts.id, set: values })
      .returning();
    await references(siteTextMedia, String(ROW_ID));
    return toSiteTexts(row.texts, photosOf(row));
  });
}
