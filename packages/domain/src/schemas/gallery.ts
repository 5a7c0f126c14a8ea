import { z } from 'zod';

/** Images one upload may carry. */
export const GALLERY_UPLOAD_MAX = 30;
/** The longest alt text of a gallery image. */
export const GALLERY_ALT_MAX = 300;

/** A gallery image as the API returns it; an empty `alt` marks a decorative image. */
export const galleryImageSchema = z
  .object({
    _id: z.string(),
    url: z.string().describe('A URL that loads directly in a browser (usually /media/...)'),
    width: z.number().int().describe('Width in pixels of the image at url'),
    height: z.number().int().describe('Height in pixels of the image at url'),
    alt: z.string().describe('Text alternative; empty for a decorative image'),
    createdAt: z.string(),
  })
  .meta({ id: 'GalleryImage' });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** GET /gallery/all: newest first (the images of one upload in the order sent). */
export const galleryListSchema = z.array(galleryImageSchema);

/** The answer to an upload. */
export const galleryUploadedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  images: galleryListSchema,
});
export type GalleryUploaded = z.infer<typeof galleryUploadedSchema>;

const altText = z
  .string({ error: 'Alt text must be text' })
  .trim()
  .max(GALLERY_ALT_MAX, `Alt text must be at most ${GALLERY_ALT_MAX} characters`);

/** PUT /gallery/update/{id}: the image's alt text (empty: decorative). */
export const galleryAltInputSchema = z.object({ alt: altText.default('') });
export type GalleryAltInput = z.infer<typeof galleryAltInputSchema>;

/** The text fields of an upload: one `alt` per image, repeated in the order of the files. */
export const galleryUploadFieldsSchema = z.object({
  alt: z
    .union([altText, z.array(altText)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe(
      'The alt text of each image, in the order of the files (repeat the field); empty or missing: decorative',
    ),
});

/** The answer to an alt text change. */
export const galleryImageSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  image: galleryImageSchema,
});
