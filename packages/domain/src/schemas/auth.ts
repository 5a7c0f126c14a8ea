import { z } from 'zod';
import { LEVELS, ROLES, SECTIONS } from '../accounts.ts';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { MSG } from '../messages.ts';

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort).max(1024),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A permission per section (see accounts.ts). */
export const permissionsSchema = z
  .object(
    Object.fromEntries(SECTIONS.map((s) => [s, z.enum(LEVELS)])) as Record<
      (typeof SECTIONS)[number],
      z.ZodEnum<{ none: 'none'; view: 'view'; edit: 'edit' }>
    >,
  )
  .meta({ id: 'Permissions' });

/**
 * The signed-in account as the API shows it (never its password hash): `isAdmin` for old clients,
 * its role and the permission per section that the server enforces, whether it signs in with a
 * second factor, and whether it must set one up before doing anything else (required by an owner).
 */
export const userDataSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    role: z.enum(ROLES),
    permissions: permissionsSchema,
    twoFactor: z.boolean(),
    mustSetUpTwoFactor: z.boolean(),
  })
  .meta({ id: 'UserData' });
export type UserData = z.infer<typeof userDataSchema>;

/** POST /auth/login answer: the token to send as `Authorization: Bearer <token>`. */
export const signedInAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  userData: userDataSchema,
});

/** POST /auth/login answer: signed in, or (two-factor sign-in) a challenge to answer with a code. */
export const loginAnswerSchema = z.union([
  signedInAnswerSchema,
  z.object({ success: z.literal(true), twoFactorRequired: z.literal(true), challenge: z.string() }),
]);

/** GET /auth/user answer. */
export const currentUserAnswerSchema = z.object({ userData: userDataSchema });

/** PUT /auth/password answer: a new token, since the change ends every other session. */
export const passwordChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
