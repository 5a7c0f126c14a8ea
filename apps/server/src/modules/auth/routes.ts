import { MSG } from '@ssf/domain/messages';
import {
  changePasswordSchema,
  currentUserAnswerSchema,
  loginAnswerSchema,
  loginSchema,
  passwordChangedAnswerSchema,
} from '@ssf/domain/schemas/auth';
import type { AppContext } from '../../context.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { DEVICE_COOKIE, readCookie } from './device-cookies.ts';
import { createAuthUseCases } from './service.ts';

/** Sign-in, the signed-in account and its password change. */
export async function authRoutes(api: Api, ctx: AppContext) {
  const auth = createAuthUseCases(ctx);

  api.post(
    '/auth/login',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        summary: 'Sign in',
        body: loginSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { token, userData, setCookie } = await auth.signIn(
        request.ip,
        request.body.email,
        request.body.password,
        readCookie(request.headers.cookie, DEVICE_COOKIE),
      );
      reply.header('set-cookie', setCookie);
      return { success: true as const, message: MSG.loginSuccessful, token, userData };
    },
  );

  api.get(
    '/auth/user',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The signed-in account',
        response: { 200: currentUserAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ userData: request.user! }),
  );

  api.put(
    '/auth/password',
    {
      config: { access: 'user', invalidates: [] },
      schema: {
        summary: 'Change the signed-in account’s password (ends its other sessions)',
        body: changePasswordSchema,
        response: { 200: passwordChangedAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const token = await auth.changePassword(request.user!._id, currentPassword, newPassword);
      return { success: true as const, message: MSG.passwordChanged, token };
    },
  );
}
