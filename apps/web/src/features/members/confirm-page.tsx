import { PAGES } from '@ssf/domain/pages';
import type { MemberBadge } from '@ssf/domain/schemas/member';
import { MSG } from '@ssf/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { badgePath } from '@ssf/domain/badge';
import { Button } from '../../components/button.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/**
 * /member/confirm/{token}: the link of the welcome mail. Confirming takes a press of the button, so
 * a mail scanner that opens the link confirms nothing.
 */
export default function ConfirmPage() {
  usePageTitle(PAGES.memberConfirm);
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () =>
      api.post<{ success: true; member: MemberBadge }>(`/member/confirm/${encodeURIComponent(token)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-gray-200 sm:p-8">
        <h1 className="mb-4 text-center text-2xl font-bold text-brand-900">Confirm your membership</h1>
        {confirm.isSuccess ? (
          <div role="status">
            <p className="mb-4 text-gray-700">
              Thank you, {confirm.data.member.name}: your membership {confirm.data.member.member_id} is
              confirmed.
            </p>
            <Link className="font-semibold text-brand-700 underline" to={badgePath(confirm.data.member._id)}>
              View your badge
            </Link>
          </div>
        ) : (
          <>
            <p className="mb-4 text-gray-700">
              Confirm that you joined the forum with this email address. Until then your badge cannot be
              downloaded, shared or verified.
            </p>
            {confirm.isError && (
              <p role="alert" className="mb-4 text-red-700">
                {confirm.error instanceof ApiError ? confirm.error.message : MSG.internalError}
              </p>
            )}
            <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {confirm.isPending ? 'Confirming...' : 'Confirm my membership'}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
