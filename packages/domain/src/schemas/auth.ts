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

export interface UserData {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}
