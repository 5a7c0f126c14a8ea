import { asc, desc, eq } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import {
  type GalleryImage,
  galleryAltInputSchema,
  galleryUploadFieldsSchema,
} from '@ssf/domain/schemas/gallery';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { galleryImages } from './tables.ts';
import { badRequest, notFound, parseOr400 } from '../../http/errors.ts';
import { type MediaContext, writeWithMedia } from '../../media/lifecycle.ts';
import type { MediaField } from '../feature.ts';

type ImageRow = typeof galleryImages.$inferSelect;

export function toGalleryImage(row: ImageRow): GalleryImage {
  return {
    _id: row.id,
    url: row.url,
    width: row.width,
    height: row.height,
    alt: row.alt,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each gallery image is a stored image; the manifest declares it as the gallery's media. */
export const galleryMedia: MediaField[] = [
  {
    owner: 'gallery_images',
    field: 'url',
    table: galleryImages,
    id: galleryImages.id,
    column: galleryImages.url,
  },
];

/** Every image, newest upload first, the images of one upload in the order they were sent. */
export async function listGallery(db: Db, limit?: number): Promise<GalleryImage[]> {
  const query = db
    .select()
    .from(galleryImages)
    .orderBy(desc(galleryImages.createdAt), asc(galleryImages.seq));
  return (limit ? await query.limit(limit) : await query).map(toGalleryImage);
}

/** What an upload carries: its text fields (one alt per image) and the images. */
export interface GalleryUpload {
  fields: Record<string, unknown>;
  images: Buffer[];
}

/**
 * Adds the uploaded images to the gallery, each with its alt text (the n-th alt for the n-th
 * image; none or empty: decorative). All or nothing: one bad file and none is stored.
 */
export async function uploadImages(ctx: MediaContext, upload: GalleryUpload): Promise<GalleryImage[]> {
  const { alt } = parseOr400(galleryUploadFieldsSchema, upload.fields);
  if (upload.images.length === 0) throw badRequest(MSG.imagesRequired, { image: MSG.imagesRequired });
  return writeWithMedia(ctx, upload.images, async ({ tx, images, references }) => {
    const createdAt = new Date();
    const rows = await tx
      .insert(galleryImages)
      .values(
        images.map((image, i) => ({
          url: image.url,
          width: image.width,
          height: image.height,
          alt: alt[i] ?? '',
          createdAt,
        })),
      )
      .returning();
    rows.sort((a, b) => a.seq - b.seq);
    for (const row of rows) await references(galleryMedia, row.id);
    return rows.map(toGalleryImage);
  });
}

/** Changes an image's alt text (empty: decorative). A missing image is a 404. */
export async function updateImageAlt(db: Db, id: string, body: unknown): Promise<GalleryImage> {
  const { alt } = parseOr400(galleryAltInputSchema, body);
  if (!isId(id)) throw notFound(MSG.imageNotFound);
  // In a transaction, like every change, so its activity entry is part of it.
  const [row] = await db.transaction((tx) =>
    tx.update(galleryImages).set({ alt }).where(eq(galleryImages.id, id)).returning(),
  );
  if (!row) throw notFound(MSG.imageNotFound);
  return toGalleryImage(row);
}

/** Deletes an image; its files go when nothing else uses them. A missing image is a 404. */
export async function deleteImage(ctx: MediaContext, id: string): Promise<void> {
  if (!isId(id)) throw notFound(MSG.imageNotFound);
  await writeWithMedia(ctx, [], async ({ tx, references }) => {
    const [row] = await tx
      .delete(galleryImages)
      .where(eq(galleryImages.id, id))
      .returning({ id: galleryImages.id });
    if (!row) throw notFound(MSG.imageNotFound);
    await references(galleryMedia, id);
  });
}
