import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MSG } from '@ssf/domain/messages';
import {
  codeSchema,
  disableTwoFactorSchema,
  forgotPasswordSchema,
  loginChallengeSchema,
  resetPasswordSchema,
  sessionListSchema,
  twoFactorEnabledSchema,
  twoFactorSetupAnswerSchema,
} from '@ssf/domain/schemas/accounts';
import {
  changePasswordSchema,
  currentUserAnswerSchema,
  loginAnswerSchema,
  loginSchema,
  passwordChangedAnswerSchema,
  signedInAnswerSchema,
} from '@ssf/domain/schemas/auth';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import type { AppContext } from '../../context.ts';
import { isId } from '../../db/ids.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { HttpError } from '../../http/errors.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { actorOf, recordActivity } from '../activity/public.ts';
import { DEVICE_COOKIE, readCookie } from './device-cookies.ts';
import { createAuthUseCases, endSessions } from './service.ts';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from './two-factor-service.ts';

const _challengeAnswerSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});

/** Sign-in, the signed-in account: its password, two-factor sign-in and sessions. */
export async function authRoutes(api: Api, ctx: AppContext) {
  const auth = createAuthUseCases(ctx);
  const { db } = ctx;
  const agentOf = (headers: Record<string, unknown>) => String(headers['user-agent'] ?? '');
  // Turning two-factor sign-in off needs the password: wrong ones are limited per session, as on
  // a password change, so a stolen token cannot guess its way to it.
  const disableTries = rateLimiter(ctx.database, 'two-factor-off', ctx.config.loginRateLimit, 15 * 60_000);

  api.post(
    '/auth/login',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        summary: 'Sign in (with two-factor sign-in on: a challenge to answer at /auth/login/2fa)',
        body: loginSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const result = await auth.signIn(
        request.ip,
        request.body.email,
        request.body.password,
        readCookie(request.headers.cookie, DEVICE_COOKIE),
        agentOf(request.headers),
      );
      reply.header('set-cookie', result.setCookie);
      if ('challenge' in result)
        return { success: true as const, twoFactorRequired: true as const, challenge: result.challenge };
      return {
        success: true as const,
        message: MSG.loginSuccessful,
        token: result.token,
        userData: result.userData,
      };
    },
  );

  api.post(
    '/auth/login/2fa',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        summary: 'Second step of a two-factor sign-in: the challenge and a code (or a recovery code)',
        body: loginChallengeSchema,
        response: { 200: signedInAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { token, userData } = await auth.completeSignIn(
        request.ip,
        request.body.challenge,
        request.body.code,
        agentOf(request.headers),
      );
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
      const token = await auth.changePassword(
        request.user!,
        request.sessionId!,
        currentPassword,
        newPassword,
        request.ip,
      );
      return { success: true as const, message: MSG.passwordChanged, token };
    },
  );

  api.post(
    '/auth/logout',
    {
      config: { access: 'user', invalidates: [], takesNoBody: true },
      schema: {
        summary: 'Sign out: the current session ends on the server',
        response: { 200: okMessageSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await db.delete(sessions).where(eq(sessions.id, request.sessionId!));
      await recordActivity(db, {
        actor: actorOf(request.user!),
        action: 'sign-out',
        section: 'auth',
        entity: { type: 'account', id: request.user!._id, label: null },
        ip: request.ip,
      });
      return { success: true as const, message: MSG.signedOut };
    },
  );

  api.get(
    '/auth/sessions',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The signed-in account’s sessions',
        response: { 200: sessionListSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, request.user!._id))
        .orderBy(desc(sessions.lastSeenAt));
      return {
        sessions: rows.map((s) => ({
          _id: s.id,
          current: s.id === request.sessionId,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          userAgent: s.userAgent,
        })),
      };
    },
  );

  api.delete(
    '/auth/sessions/:id',
    {
      config: { access: 'user', invalidates: [] },
      schema: {
        summary: 'End one of the signed-in account’s sessions (its token stops working at once)',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ended = isId(id)
        ? await db
            .delete(sessions)
            .where(and(eq(sessions.id, id), eq(sessions.userId, request.user!._id)))
            .returning({ id: sessions.id })
        : [];
      if (ended.length === 0) throw new HttpError(404, MSG.sessionNotFound);
      return { success: true as const, message: MSG.sessionEnded };
    },
  );

  api.post(
    '/auth/sessions/revoke-others',
    {
      config: { access: 'user', invalidates: [], takesNoBody: true },
      schema: {
        summary: 'End every other session of the signed-in account',
        response: { 200: okMessageSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await endSessions(db, request.user!._id, request.sessionId!);
      return { success: true as const, message: MSG.otherSessionsEnded };
    },
  );

  api.post(
    '/auth/forgot-password',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        summary: 'Ask for a password-reset link (the same answer whether or not the email has an account)',
        body: forgotPasswordSchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.ip, request.body.email);
      return { success: true as const, message: MSG.resetLinkSent };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        summary: 'Set a new password with a reset link (ends every other session)',
        body: resetPasswordSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const result = await auth.resetPassword(
        request.ip,
        request.body.token,
        request.body.password,
        agentOf(request.headers),
      );
      if ('challenge' in result)
        return { success: true as const, twoFactorRequired: true as const, challenge: result.challenge };
      return {
        success: true as const,
        message: MSG.passwordReset,
        token: result.token,
        userData: result.userData,
      };
    },
  );

  api.post(
    '/auth/2fa/setup',
    {
      config: { access: 'user', invalidates: [], takesNoBody: true },
      schema: {
        summary:
          'Start two-factor sign-in: a new secret, its otpauth address and QR code (not active until enabled)',
        response: { 200: twoFactorSetupAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return setUpTwoFactor(db, request.user!);
    },
  );

  api.post(
    '/auth/2fa/enable',
    {
      config: { access: 'user', invalidates: [] },
      schema: {
        summary:
          'Turn two-factor sign-in on with a code from the app; answers ten recovery codes, shown once',
        body: codeSchema,
        response: { 200: twoFactorEnabledSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await enableTwoFactor(db, request.user!, request.body.code, request.ip);
      return { success: true as const, message: MSG.twoFactorEnabled, recoveryCodes };
    },
  );

  api.post(
    '/auth/2fa/disable',
    {
      config: { access: 'user', invalidates: [] },
      schema: {
        summary: 'Turn two-factor sign-in off (the password and a code)',
        body: disableTwoFactorSchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const key = request.sessionId!;
      assertNotLimited(await disableTries.blocked(key), MSG.tooManyPasswordTries);
      try {
        await disableTwoFactor(db, request.user!, request.body.password, request.body.code, request.ip);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 400) await disableTries.hit(key);
        throw err;
      }
      return { success: true as const, message: MSG.twoFactorDisabled };
    },
  );
}
