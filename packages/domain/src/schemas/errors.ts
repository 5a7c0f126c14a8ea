import { z } from 'zod';
import { isMissingMessage, MSG } from '../messages.ts';

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

/**
 * The one sentence for a set of field errors: 'Please fill in all required fields' when any field
 * is missing (whatever each field says under it), else the first field's message.
 */
export function summarizeFieldErrors(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  if (messages.some(isMissingMessage)) return MSG.fillRequired;
  return messages[0] ?? MSG.invalidInput;
}
