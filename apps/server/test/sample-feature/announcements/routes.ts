import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import { z } from 'zod';
import type { AppContext } from '../../../src/context.ts';
import { type Api, errorResponses, multipartBody } from '../../../src/http/schemas.ts';
import { enableUploads, readImageUploads } from '../../../src/media/uploads.ts';
import {
  addAnnouncement,
  announcementInputSchema,
  announcementSchema,
  deleteAnnouncement,
  listAnnouncements,
} from './service.ts';

const UPLOADS = { fields: { image: { maxBytes: 5 * 1024 * 1024, tooLargeMessage: 'At most 5 MB' } } };

/** The public list, and the officers' adding and removing (the blogs section's, for the sample). */
export async function announcementRoutes(api: Api, ctx: AppContext) {
  await enableUploads(api);

  api.get(
    '/announcements/all',
    {
      config: { access: 'public', cache: { tags: ['announcements'] } },
      schema: { summary: 'Every announcement, newest first', response: { 200: z.array(announcementSchema) } },
    },
    async () => listAnnouncements(ctx.db),
  );

  api.post(
    '/announcements/add',
    {
      config: { access: 'blogs', invalidates: ['announcements'] },
      schema: {
        summary: 'Add an announcement with its picture',
        ...multipartBody(announcementInputSchema, { image: 'The picture: JPEG, PNG, WebP, GIF or AVIF' }),
        response: {
          200: z.object({ success: z.literal(true), announcement: announcementSchema }),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const upload = await readImageUploads(request, UPLOADS);
      const announcement = await addAnnouncement(ctx, upload.fields, upload.files.image[0] ?? null);
      return { success: true as const, announcement };
    },
  );

  api.delete(
    '/announcements/:id',
    {
      config: { access: 'blogs', invalidates: ['announcements'] },
      schema: {
        summary: 'Remove an announcement',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteAnnouncement(ctx, request.params.id);
      return { success: true as const, message: 'Announcement removed' };
    },
  );
}
