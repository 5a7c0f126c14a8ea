// Sending an application, apart from the drive's read (./recruitment-api.ts): only the form,
// which loads after the drive's text, needs it.
import { useMutation } from '@tanstack/react-query';
import type { ApplicationPayload } from '@ssf/domain/recruitment/application';
import type { ApplyResponse } from '@ssf/domain/schemas/recruitment';
import { api } from '../../lib/api-client.ts';
import type { BotSignals } from '../../lib/bot-check.tsx';

/** Send an application; a success carries the drive's group link when it has one. */
export function useApply() {
  return useMutation({
    mutationFn: (payload: ApplicationPayload & BotSignals) =>
      api.post<ApplyResponse>('/recruitment/apply', { ...payload }),
  });
}
