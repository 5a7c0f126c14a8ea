import { MSG } from '@ssf/domain/messages';
import {
  changePasswordSchema,
  currentUserAnswerSchema,
  loginAnswerSchema,
  loginSchema,
  passwordChangedAnswerSchema,
} from '@ssf/domain/schemas/auth';
import { normalizeEmail } from '@ssf/domain/email';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { assertNotLimited, FixedWindowLimiter } from '../../http/rate-limit.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { changePassword, checkCredentials } from './service.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** Sign-in, the signed-in account and its password change. */
export async function authRoutes(api: Api, { db, config, tokens }: AppContext) {
  // Failed logins are counted per (address, email), so one campus address cannot lock out
  // everyone, and per address at ten times the allowance, so one address cannot spray emails.
  const perPair = new FixedWindowLimiter(config.loginRateLimit, WINDOW_MS);
  const perAddress = new FixedWindowLimiter(config.loginRateLimit * 10, WINDOW_MS);
  // A wrong current password on a password change is a failed guess too: counted per account,
  // whatever the address, so holding a token does not give unlimited guesses at the password.
  const perAccount = new FixedWindowLimiter(config.loginRateLimit, WINDOW_MS);

  api.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in',
        body: loginSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const pairKey = `${request.ip}|${normalizeEmail(email)}`;
      assertNotLimited(Math.max(perPair.blocked(pairKey), perAddress.blocked(request.ip)), MSG.tooManyLogins);
      const user = await checkCredentials(db, email, password);
      if (!user) {
        perPair.hit(pairKey);
        perAddress.hit(request.ip);
        throw new HttpError(401, MSG.invalidCredentials);
      }
      perPair.reset(pairKey);
      const token = await tokens.sign(user._id);
      return { success: true as const, message: MSG.loginSuccessful, token, userData: user };
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
      config: { access: 'user' },
      schema: {
        summary: 'Change the signed-in account’s password (ends its other sessions)',
        body: changePasswordSchema,
        response: { 200: passwordChangedAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const userId = request.user!._id;
      assertNotLimited(perAccount.blocked(userId), MSG.tooManyPasswordTries);
      const ok = await changePassword(db, userId, currentPassword, newPassword);
      if (!ok) {
        perAccount.hit(userId);
        throw new HttpError(400, MSG.wrongCurrentPassword, { currentPassword: MSG.wrongCurrentPassword });
      }
      perAccount.reset(userId);
      // Tokens issued before the change no longer work; this session continues with a new one.
      return { success: true as const, message: MSG.passwordChanged, token: await tokens.sign(userId) };
    },
  );
}
