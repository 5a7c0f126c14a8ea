import type { z } from 'zod';

/** API.md's error body. */
export interface ApiErrorBody {
  success: false;
  message: string;
  details?: string | Record<string, string>;
}

/** Turn zod issues into API.md's `details` map: {field path: first message}. */
export function issuesToDetails(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in details)) details[key] = issue.message;
  }
  return details;
}
