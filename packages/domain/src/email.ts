import { z } from 'zod';
import { DEFAULT_UNIVERSITY_EMAIL_DOMAIN } from './constants.ts';

/** Lower-cased, trimmed form in which emails are compared and stored. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return z.email().safeParse(email.trim()).success;
}

/** The university email rule: a valid address ending with '@' + the domain, case-insensitively. */
export function isUniversityEmail(email: string, domain: string = DEFAULT_UNIVERSITY_EMAIL_DOMAIN): boolean {
  const value = normalizeEmail(email);
  return isValidEmail(value) && value.endsWith(`@${domain.toLowerCase()}`);
}
