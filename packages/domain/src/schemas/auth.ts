import { z } from 'zod';
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

/** The signed-in account as the API shows it (never its password hash). */
export const userDataSchema = z
  .object({ _id: z.string(), name: z.string(), email: z.string(), isAdmin: z.boolean() })
  .meta({ id: 'UserData' });
export type UserData = z.infer<typeof userDataSchema>;

/** POST /auth/login answer: the token to send as `Authorization: Bearer <token>`. */
export const loginAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  userData: userDataSchema,
});

/** GET /auth/user answer. */
export const currentUserAnswerSchema = z.object({ userData: userDataSchema });

/** PUT /auth/password answer: a new token, since the change ends every other session. */
export const passwordChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
