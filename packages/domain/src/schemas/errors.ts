import { z } from 'zod';

/**
 * The body of every failed API call: a sentence for the person, and for invalid input the
 * problem of each field (`{field path: message}`) or one more sentence.
 */
export const apiErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    details: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turn zod issues into the error body's `details` map: {field path: first message}. */
export function issuesToDetails(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in details)) details[key] = issue.message;
  }
  return details;
}
