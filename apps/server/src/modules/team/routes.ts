import { allows } from '@ssf/domain/accounts';
import type { FastifyRequest } from 'fastify';
import { TEAM_PHOTO_MAX_BYTES } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import { teamListSchema, teamMemberInputSchema, teamMemberSavedSchema } from '@ssf/domain/schemas/team';
import type { AppContext } from '../../context.ts';
import { type Api, errorResponses, multipartBody } from '../../http/schemas.ts';
import { enableUploads, readImageUploads } from '../../media/uploads.ts';
import {
  addTeamMember,
  deleteTeamMember,
  listTeam,
  type TeamMemberForm,
  updateTeamMember,
} from './service.ts';

const UPLOADS = {
  fields: { photo: { maxBytes: TEAM_PHOTO_MAX_BYTES, tooLargeMessage: MSG.fileTooLarge5 } },
};

const teamMemberForm = multipartBody(teamMemberInputSchema, {
  photo:
    'Photo: JPEG, PNG, WebP, GIF or AVIF, at most 5 MB (413 "File size too large. Maximum size is 5MB."); required when adding, an update without one keeps the current photo',
});
const addResponses = { 200: teamMemberSavedSchema, ...errorResponses(400, 401, 403, 413, 415) };

/** The team list, and the admins' adding, editing and removing of members. */
export async function teamRoutes(api: Api, ctx: AppContext) {
  await enableUploads(api);

  const readTeamMemberForm = async (request: FastifyRequest): Promise<TeamMemberForm> => {
    const upload = await readImageUploads(request, UPLOADS);
    return { fields: upload.fields, photo: upload.files.photo[0] ?? null };
  };

  api.get(
    '/team/all',
    {
      config: { access: 'public', identifiesCaller: true, cache: { tags: ['team'] } },
      schema: {
        summary: 'Every team member, by role (Faculty Advisor, Post Holder, Team Lead, Member), then name',
        description:
          'The email of each member is included only when an account with the team section asks (with its token); anyone else gets the list without emails.',
        response: { 200: teamListSchema },
      },
    },
    async (request, reply) => {
      // The answer differs by caller: a shared cache must not hand an admin's list to a visitor.
      reply.header('vary', 'Authorization');
      return listTeam(ctx.db, request.user ? allows(request.user.permissions, 'team', 'view') : false);
    },
  );

  api.post(
    '/team/add',
    {
      config: { access: 'team' },
      schema: { summary: 'Add a team member', ...teamMemberForm, response: addResponses },
    },
    async (request) => {
      const member = await addTeamMember(ctx, await readTeamMemberForm(request));
      return { success: true as const, message: MSG.memberAdded, member };
    },
  );

  const updateSchema = {
    summary: 'Update a team member',
    description:
      'Every field as sent; without a photo the current one stays. PUT or POST (the original client posts).',
    params: idParamsSchema,
    ...teamMemberForm,
    response: { ...addResponses, ...errorResponses(404) },
  };
  const update = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const member = await updateTeamMember(ctx, request.params.id, await readTeamMemberForm(request));
    return { success: true as const, message: MSG.memberUpdated, member };
  };
  api.put('/team/update/:id', { config: { access: 'team' }, schema: updateSchema }, update);
  api.post('/team/update/:id', { config: { access: 'team' }, schema: updateSchema }, update);

  api.delete(
    '/team/delete/:id',
    {
      config: { access: 'team' },
      schema: {
        summary: 'Remove a team member and their photo',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteTeamMember(ctx, request.params.id);
      return { success: true as const, message: MSG.memberDeleted };
    },
  );
}
