import { isMissingMessage, MSG } from '@ssf/domain/messages';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The error modal's text for a failed submit: the answer's details (a string, or its field
 * messages, the missing fields told once as 'Please fill in all required fields'), else its
 * extraDetails, else its message, else the generic sentence.
 */
export function submitErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return MSG.submitFailed;
  const { details } = err;
  if (typeof details === 'string' && details.trim()) return details;
  if (details && typeof details === 'object') {
    const messages = [
      ...new Set(
        Object.values(details)
          .filter((m) => typeof m === 'string' && m)
          .map((m) => (isMissingMessage(m) ? MSG.fillRequired : m)),
      ),
    ];
    if (messages.length) return messages.join('\n');
  }
  const data = err.data as { extraDetails?: unknown } | null | undefined;
  if (data && typeof data === 'object' && typeof data.extraDetails === 'string' && data.extraDetails) {
    return data.extraDetails;
  }
  return err.message || MSG.submitFailed;
}
