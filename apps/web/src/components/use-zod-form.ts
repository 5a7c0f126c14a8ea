import { issuesToDetails } from '@ssf/domain/field-errors';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';

/** Anything with zod's `safeParse`: a schema, or a schema built for the moment (a refinement). */
export interface SafeParser<Out> {
  safeParse(input: unknown): { success: true; data: Out } | { success: false; error: z.ZodError };
}

export type FieldErrors = Record<string, string>;

export interface ZodForm<Out> {
  /** The message of each field, keyed by its path ('title', 'customQuestions.2.options'). */
  errors: FieldErrors;
  error: (name: string) => string | undefined;
  /**
   * Parse with the schema: the data, or null with the issues put on their fields. `extra` holds
   * the messages of checks outside the schema (a file that must be chosen): any of them makes the
   * form invalid too, and they are shown with the schema's.
   */
  validate: (values: unknown, extra?: FieldErrors) => Out | null;
  /**
   * Put a failed call's `details` on their fields (the server speaks the same field paths as the
   * schema). Returns true when the error carried any field message.
   */
  showServerErrors: (err: unknown) => boolean;
  setErrors: (errors: FieldErrors) => void;
  /** Forget the message of a field, and of every field under it ('customQuestions' clears 'customQuestions.1.question'). */
  clearError: (name: string) => void;
}

/**
 * The errors of a form validated by a shared zod schema: the browser's own check before sending
 * and the server's answer after it land on the same fields, through the one issue-to-field mapping
 * the server uses for its `details`.
 */
export function useZodForm<Out>(schema: SafeParser<Out> | null = null): ZodForm<Out> {
  const [errors, setErrors] = useState<FieldErrors>({});

  const validate = useCallback(
    (values: unknown, extra: FieldErrors = {}): Out | null => {
      const invalidExtra = Object.keys(extra).length > 0;
      if (!schema) {
        setErrors(extra);
        return invalidExtra ? null : (values as Out);
      }
      const parsed = schema.safeParse(values);
      if (parsed.success && !invalidExtra) {
        setErrors({});
        return parsed.data;
      }
      setErrors(parsed.success ? extra : { ...issuesToDetails(parsed.error), ...extra });
      return null;
    },
    [schema],
  );

  const showServerErrors = useCallback((err: unknown) => {
    const details = serverFieldErrors(err);
    if (!details) return false;
    setErrors(details);
    return true;
  }, []);

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      const keys = Object.keys(current).filter((key) => key === name || key.startsWith(`${name}.`));
      if (keys.length === 0) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  return {
    errors,
    error: (name) => errors[name],
    validate,
    showServerErrors,
    setErrors,
    clearError,
  };
}

/** The field messages of a failed call (its `details` map), or null when it has none. */
export function serverFieldErrors(err: unknown): FieldErrors | null {
  if (!(err instanceof ApiError) || !err.details || typeof err.details !== 'object') return null;
  const entries = Object.entries(err.details).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return entries.length ? Object.fromEntries(entries) : null;
}
