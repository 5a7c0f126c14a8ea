import { z } from 'zod';
import { LEVELS, ROLES, SECTIONS } from '../accounts.ts';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { MSG } from '../messages.ts';
import { permissionsSchema, signedInAnswerSchema } from './auth.ts';

/** Adjustments of a role's preset: any of the sections, each to none, view or edit. */
export const permissionAdjustmentsSchema = z
  .object(
    Object.fromEntries(SECTIONS.map((s) => [s, z.enum(LEVELS).optional()])) as Record<
      (typeof SECTIONS)[number],
      z.ZodOptional<z.ZodEnum<{ none: 'none'; view: 'view'; edit: 'edit' }>>
    >,
  )
  .strip();

const nameSchema = z.string().trim().min(1, 'Name is required').max(100, 'Name is too long');
const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(320)
  .pipe(z.email('Enter a valid email'));
const newPasswordSchema = z.string().min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort).max(1024);

export const accountSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    permissions: permissionsSchema,
    status: z.enum(['active', 'invited', 'disabled']),
    twoFactor: z.boolean(),
    lastSignInAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = z.object({ accounts: z.array(accountSchema) });

export const inviteInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: z.enum(ROLES, 'Choose a role'),
  permissions: permissionAdjustmentsSchema.optional(),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const inviteAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  invite: z.object({ _id: z.string(), email: z.string(), role: z.enum(ROLES), expiresAt: z.string() }),
  inviteUrl: z.string(),
});

export const tokenParamsSchema = z.object({ token: z.string() });

export const invitationSchema = z.object({ email: z.string(), name: z.string(), role: z.enum(ROLES) });

export const acceptInviteSchema = z.object({ password: newPasswordSchema, name: nameSchema.optional() });

export const updateAccountSchema = z.object({
  name: nameSchema.optional(),
  role: z.enum(ROLES, 'Choose a role').optional(),
  permissions: permissionAdjustmentsSchema.optional(),
  disabled: z.boolean().optional(),
});
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

export const accountSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  account: accountSchema,
});

export const resetLinkAnswerSchema = z.object({ resetUrl: z.string() });

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});

export { signedInAnswerSchema };

export const twoFactorSetupAnswerSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});

export const codeSchema = z.object({ code: z.string().trim().min(1, 'Enter the code').max(64) });

export const twoFactorEnabledSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});

export const disableTwoFactorSchema = z.object({
  password: z.string().min(1, 'Password is required').max(1024),
  code: z.string().trim().min(1, 'Enter the code').max(64),
});

export const loginChallengeSchema = z.object({
  challenge: z.string().min(1).max(200),
  code: z.string().trim().min(1, 'Enter the code').max(64),
});

export const sessionSchema = z.object({
  _id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string(),
});
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });

export const settingsSchema = z.object({ requireTwoFactor: z.boolean() });
export const settingsInputSchema = z.object({ requireTwoFactor: z.boolean() });
