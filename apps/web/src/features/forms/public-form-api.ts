import { useMutation, useQuery } from '@tanstack/react-query';
import type { Respondent } from '@ssf/domain/forms/form';
import type { ApplicationAnswer } from '@ssf/domain/recruitment/questions';
import type { PublicForm } from '@ssf/domain/schemas/forms';
import { api, ApiError } from '../../lib/api-client.ts';
import type { BotSignals } from '../../lib/bot-check.tsx';

// The public form page's calls, apart from the admin's (forms-api.ts), whose review and upload
// code the page does not need.

const enc = encodeURIComponent;

/** The public form, or why it takes no responses (its closed message, or not found). */
export type PublicFormState =
  | { kind: 'open'; form: PublicForm }
  | { kind: 'closed'; message: string }
  | { kind: 'missing' };

export function usePublicForm(slug: string) {
  return useQuery({
    queryKey: ['forms', 'public', slug],
    retry: false,
    queryFn: async ({ signal }): Promise<PublicFormState> => {
      try {
        const res = await api.get<{ success: true; data: PublicForm }>(`/forms/${enc(slug)}`, { signal });
        return { kind: 'open', form: res.data };
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) return { kind: 'closed', message: err.message };
        if (err instanceof ApiError && err.status === 404) return { kind: 'missing' };
        throw err;
      }
    },
  });
}

export function useRespond(slug: string) {
  return useMutation({
    mutationFn: (body: { respondent: Respondent; answers: ApplicationAnswer[] } & Partial<BotSignals>) =>
      api.post<{ success: true; message: string; responseId: string }>(`/forms/${enc(slug)}/responses`, body),
  });
}
