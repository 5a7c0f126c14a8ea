import type { z } from 'zod';
import { isMissingMessage, MSG } from './messages.ts';

/*
 * The field errors of a failed form, the same on the server and in the browser. Kept apart from
 * the zod schemas (schemas/errors.ts) and needing zod's types only, so a page that validates
 * without a schema (a public form) loads no zod.
 */

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
