import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TEAM_PHOTO_MAX_BYTES } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import {
  DEFAULT_SITE_TEXTS,
  leaderPhotoField,
  SITE_LEADER_COUNT,
  SITE_MSG,
  siteSavedSchema,
  siteTextsSchema,
} from '@ssf/domain/schemas/site';
import type { AppContext } from '../../context.ts';
import { type Api, errorResponses, multipartBody } from '../../http/schemas.ts';
import { enableUploads, readImageUploads } from '../../media/uploads.ts';
import { getSite, type SiteForm, updateSite } from './service.ts';

const PHOTO_FIELDS = Array.from({ length: SITE_LEADER_COUNT }, (_, i) => leaderPhotoField(i));

const UPLOADS = {
  fields: Object.fromEntries(
    PHOTO_FIELDS.map((name) => [
      name,
      { maxBytes: TEAM_PHOTO_MAX_BYTES, tooLargeMessage: MSG.fileTooLarge5 },
    ]),
  ),
};

const PHOTO_DOC =
  'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB (413 "File size too large. Maximum size is 5MB."); without one the current photo stays';

const siteForm = multipartBody(
  z.object({
    texts: z
      .string()
      .describe(
        "The site texts as JSON: {about, vision, mission, objective, leaders: [{name, title, message, removePhoto}] (exactly 2), playlistId, contactEmail, social: {instagram, linkedin, youtube}}. Links must be http(s) or empty; removePhoto: true drops the leader's stored photo.",
      )
      .meta({ examples: [JSON.stringify(DEFAULT_SITE_TEXTS)] }),
  }),
  Object.fromEntries(PHOTO_FIELDS.map((name, i) => [name, `The photo of leader ${i + 1}. ${PHOTO_DOC}`])),
);

/** The public site texts and the admins' editing of them. */
export async function siteTextRoutes(api: Api, ctx: AppContext) {
  await enableUploads(api);

  const readSiteForm = async (request: FastifyRequest): Promise<SiteForm> => {
    const upload = await readImageUploads(request, UPLOADS);
    return { fields: upload.fields, photos: PHOTO_FIELDS.map((name) => upload.files[name][0] ?? null) };
  };

  api.get(
    '/site',
    {
      config: { access: 'public', cache: { tags: ['site-texts'] } },
      schema: {
        summary: 'The home page and footer texts',
        description: 'The texts saved by an admin, or those of a new install when none were saved.',
        response: { 200: siteTextsSchema },
      },
    },
    async () => getSite(ctx.db),
  );

  api.put(
    '/admin/site',
    {
      config: { access: 'site' },
      schema: {
        summary: 'Update the site texts and the leader photos',
        ...siteForm,
        response: { 200: siteSavedSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const site = await updateSite(ctx, await readSiteForm(request));
      return { success: true as const, message: SITE_MSG.updated, site };
    },
  );
}
