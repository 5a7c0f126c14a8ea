import { z } from 'zod';

/**
 * The body of every failed API call: a sentence for the person, and for invalid input the
 * problem of each field (`{field path: message}`) or one more sentence. The field map is made by
 * field-errors.ts.
 */
export const apiErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    details: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
