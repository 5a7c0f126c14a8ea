import { MSG } from '@ssf/domain/messages';
import {
  acceptInviteSchema,
  accountListSchema,
  accountSavedSchema,
  invitationSchema,
  inviteAnswerSchema,
  inviteInputSchema,
  resetLinkAnswerSchema,
  settingsInputSchema,
  settingsSchema,
  signedInAnswerSchema,
  tokenParamsSchema,
  updateAccountSchema,
} from '@ssf/domain/schemas/accounts';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import type { AppContext } from '../../context.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { createAccountUseCases, listAccounts } from './service.ts';

/** The officers' accounts: invitations, roles and permissions, removal, reset links, settings. */
export async function accountRoutes(api: Api, ctx: AppContext) {
  const accounts = createAccountUseCases(ctx);
  const agentOf = (headers: Record<string, unknown>) => String(headers['user-agent'] ?? '');

  api.get(
    '/accounts',
    {
      config: { access: 'accounts' },
      schema: {
        summary: 'Every admin account',
        response: { 200: accountListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { accounts: await listAccounts(ctx.db) };
    },
  );

  api.post(
    '/accounts/invite',
    {
      config: { access: 'accounts', activity: 'explicit', invalidates: [] },
      schema: {
        summary:
          'Invite an officer: the invitation link is answered once (only its hash is kept; 7 days, single use)',
        body: inviteInputSchema,
        response: { 201: inviteAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const result = await accounts.invite(request.user!, request.body, request.ip);
      reply.header('cache-control', 'no-store').status(201);
      return { success: true as const, message: MSG.invitationSent, ...result };
    },
  );

  api.get(
    '/accounts/invite/:token',
    {
      config: { access: 'public' },
      schema: {
        summary: 'What an invitation link invites to (404 for an unknown, used or expired link)',
        params: tokenParamsSchema,
        response: { 200: invitationSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accounts.invitation(request.params.token);
    },
  );

  api.post(
    '/accounts/invite/:token/accept',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        summary: 'Accept an invitation: set the password and sign in',
        params: tokenParamsSchema,
        body: acceptInviteSchema,
        response: { 200: signedInAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { token, userData } = await accounts.accept(
        request.params.token,
        request.body.password,
        request.body.name,
        request.ip,
        agentOf(request.headers),
      );
      return { success: true as const, message: MSG.loginSuccessful, token, userData };
    },
  );

  api.put(
    '/accounts/:id',
    {
      config: { access: 'accounts', activity: 'explicit', invalidates: [] },
      schema: {
        summary:
          'Change an account’s name, role, permissions or disabled flag (not one’s own access; an active owner always remains)',
        params: idParamsSchema,
        body: updateAccountSchema,
        response: { 200: accountSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const account = await accounts.update(request.user!, request.params.id, request.body, request.ip);
      return { success: true as const, message: MSG.accountSaved, account };
    },
  );

  api.delete(
    '/accounts/:id',
    {
      config: { access: 'accounts', activity: 'explicit', invalidates: [] },
      schema: {
        summary: 'Remove an account (not oneself, not the last active owner); its sessions end at once',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await accounts.remove(request.user!, request.params.id, request.ip);
      return { success: true as const, message: MSG.accountRemoved };
    },
  );

  api.post(
    '/accounts/:id/reset-link',
    {
      config: { access: 'accounts', activity: 'explicit', invalidates: [], takesNoBody: true },
      schema: {
        summary: 'A password-reset link for an account (1 hour, single use), answered once',
        params: idParamsSchema,
        response: { 200: resetLinkAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { resetUrl: await accounts.resetLink(request.user!, request.params.id, request.ip) };
    },
  );

  api.get(
    '/admin/settings',
    {
      config: { access: 'accounts' },
      schema: {
        summary: 'Settings of the admin area',
        response: { 200: settingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return accounts.settings();
    },
  );

  api.put(
    '/admin/settings',
    {
      config: { access: 'accounts', activity: 'explicit', invalidates: [] },
      schema: {
        summary:
          'Change the settings of the admin area (owners): require two-factor sign-in of every account',
        body: settingsInputSchema,
        response: { 200: settingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => accounts.saveSettings(request.user!, request.body, request.ip),
  );
}
