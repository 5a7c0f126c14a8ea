import { MSG } from '@ssf/domain/messages';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import {
  GALLERY_UPLOAD_MAX,
  galleryAltInputSchema,
  galleryImageSavedSchema,
  galleryListSchema,
  galleryUploadedSchema,
  galleryUploadFieldsSchema,
} from '@ssf/domain/schemas/gallery';
import type { AppContext } from '../../context.ts';
import { type Api, errorResponses, multipartBody } from '../../http/schemas.ts';
import { enableUploads, readImageUploads } from '../../media/uploads.ts';
import { deleteImage, listGallery, updateImageAlt, uploadImages } from './service.ts';

const UPLOADS = { fields: { image: { maxFiles: GALLERY_UPLOAD_MAX } }, lists: ['alt'] };

/** The gallery, and the admins' uploading, describing and removing of images. */
export async function galleryRoutes(api: Api, ctx: AppContext) {
  await enableUploads(api);

  api.get(
    '/gallery/all',
    {
      config: { access: 'public', cache: { tags: ['gallery'] } },
      schema: { summary: 'Every gallery image, newest first', response: { 200: galleryListSchema } },
    },
    async () => listGallery(ctx.db),
  );

  api.post(
    '/gallery/upload',
    {
      config: { access: 'gallery' },
      schema: {
        summary: 'Add images to the gallery',
        description: `One or more images in one request, all or nothing: one file that is not an accepted image, is damaged or is over 10 MB rejects the whole request and nothing is stored. At most ${GALLERY_UPLOAD_MAX} images a request.`,
        ...multipartBody(galleryUploadFieldsSchema, {
          image: {
            description: `An image: JPEG, PNG, WebP, GIF or AVIF, at most 10 MB; one field per image, at most ${GALLERY_UPLOAD_MAX}`,
            repeated: true,
          },
        }),
        response: { 200: galleryUploadedSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const upload = await readImageUploads(request, UPLOADS);
      const images = await uploadImages(ctx, { fields: upload.fields, images: upload.files.image });
      return { success: true as const, message: MSG.imagesUploaded, images };
    },
  );

  api.put(
    '/gallery/update/:id',
    {
      config: { access: 'gallery' },
      schema: {
        summary: "Change an image's alt text",
        description: 'An empty alt marks the image as decorative.',
        params: idParamsSchema,
        body: galleryAltInputSchema,
        response: { 200: galleryImageSavedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const image = await updateImageAlt(ctx.db, request.params.id, request.body);
      return { success: true as const, message: MSG.imageUpdated, image };
    },
  );

  api.delete(
    '/gallery/delete/:id',
    {
      config: { access: 'gallery' },
      schema: {
        summary: 'Remove an image from the gallery',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteImage(ctx, request.params.id);
      return { success: true as const, message: MSG.imageDeleted };
    },
  );
}
