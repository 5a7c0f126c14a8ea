// zod's own email rule, without zod's schemas: a page that checks an address (a public form)
// loads no zod for it, and the server and every page keep the one rule.
import { regexes } from 'zod/v4/core';
import { DEFAULT_UNIVERSITY_EMAIL_DOMAIN } from './constants.ts';
import { MSG } from './messages.ts';

/** Lower-cased, trimmed form in which emails are compared and stored. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Mail servers' limits (RFC 5321): 64 characters before the @, 254 in all. */
const MAX_LOCAL_PART = 64;
const MAX_ADDRESS = 254;

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1 || at > MAX_LOCAL_PART || value.length > MAX_ADDRESS) return false;
  return regexes.email.test(value);
}

/** The university email rule: a valid address ending with '@' + the domain, case-insensitively. */
export function isUniversityEmail(email: string, domain: string = DEFAULT_UNIVERSITY_EMAIL_DOMAIN): boolean {
  const value = normalizeEmail(email);
  return isValidEmail(value) && value.endsWith(`@${domain.toLowerCase()}`);
}

/** 'Use your mitwpu.edu.in email', naming the configured domain when it is another one. */
export function universityEmailMessage(domain: string = DEFAULT_UNIVERSITY_EMAIL_DOMAIN): string {
  return domain.toLowerCase() === DEFAULT_UNIVERSITY_EMAIL_DOMAIN
    ? MSG.useUniversityEmail
    : `Use your ${domain.toLowerCase()} email`;
}
