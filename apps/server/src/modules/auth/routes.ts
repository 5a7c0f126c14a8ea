import type { FastifyInstance } from 'fastify';
import { MSG } from '@ssf/domain/messages';
import { changePasswordSchema, loginSchema } from '@ssf/domain/schemas/auth';
import { normalizeEmail } from '@ssf/domain/email';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { FixedWindowLimiter } from '../../http/rate-limit.ts';
import type { AppContext } from '../../app.ts';
import { changePassword, checkCredentials } from './service.ts';

const WINDOW_MS = 15 * 60 * 1000;

export async function authRoutes(app: FastifyInstance, { db, config, tokens }: AppContext) {
  // Failed logins are counted per (address, email), so one campus address cannot lock out
  // everyone, and per address at ten times the allowance, so one address cannot spray emails.
  const perPair = new FixedWindowLimiter(config.loginRateLimit, WINDOW_MS);
  const perAddress = new FixedWindowLimiter(config.loginRateLimit * 10, WINDOW_MS);
  // A wrong current password on a password change is a failed guess too: counted per account,
  // whatever the address, so holding a token does not give unlimited guesses at the password.
  const perAccount = new FixedWindowLimiter(config.loginRateLimit, WINDOW_MS);

  app.post('/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const body = parseOr400(loginSchema, request.body);
    const pairKey = `${request.ip}|${normalizeEmail(body.email)}`;
    const wait = Math.max(perPair.blocked(pairKey), perAddress.blocked(request.ip));
    if (wait > 0) throw new HttpError(429, MSG.tooManyLogins, undefined, { 'retry-after': String(wait) });
    const user = await checkCredentials(db, body.email, body.password);
    if (!user) {
      perPair.hit(pairKey);
      perAddress.hit(request.ip);
      throw new HttpError(401, MSG.invalidCredentials);
    }
    perPair.reset(pairKey);
    const token = await tokens.sign(user._id);
    return reply.send({ success: true, message: MSG.loginSuccessful, token, userData: user });
  });

  app.get('/auth/user', { config: { access: 'user' } }, async (request) => ({ userData: request.user }));

  app.put('/auth/password', { config: { access: 'user' } }, async (request) => {
    const body = parseOr400(changePasswordSchema, request.body);
    const userId = request.user!._id;
    const wait = perAccount.blocked(userId);
    if (wait > 0)
      throw new HttpError(429, MSG.tooManyPasswordTries, undefined, { 'retry-after': String(wait) });
    const ok = await changePassword(db, userId, body.currentPassword, body.newPassword);
    if (!ok) {
      perAccount.hit(userId);
      throw new HttpError(400, MSG.wrongCurrentPassword, { currentPassword: MSG.wrongCurrentPassword });
    }
    perAccount.reset(userId);
    // Tokens issued before the change no longer work; this session continues with a new one.
    return { success: true, message: MSG.passwordChanged, token: await tokens.sign(userId) };
  });
}
