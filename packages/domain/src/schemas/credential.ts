import { z } from 'zod';

export { CHECK_LABELS, CREDENTIAL_TEXT } from '../credential-text.ts';

/** POST /credentials/verify: each check passed or failed, in words, and what the credential says. */
export const verificationReportSchema = z.object({
  verified: z.boolean().describe('True when every check passed'),
  checks: z.array(
    z.object({
      check: z.enum(['proof', 'issuer', 'status', 'dates']),
      ok: z.boolean(),
      message: z.string().describe('Why the check passed or failed, in plain words'),
    }),
  ),
  credential: z.object({
    name: z.string().nullable().describe('The holder’s name, as the credential states it'),
    achievement: z.string().nullable(),
    issuer: z.string().nullable(),
    validFrom: z.string().nullable(),
  }),
});
export type VerificationReport = z.infer<typeof verificationReportSchema>;
