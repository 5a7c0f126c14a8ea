import { badgePageDescription, badgePageTitle } from '@ssf/domain/badge';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { PAGES } from '@ssf/domain/pages';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/list-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { BadgeNotFound } from './badge-not-found.tsx';
import { BadgeView } from './badge-view.tsx';
import { useBadge } from './member-api.ts';

/** /member/badge/:id: a member's badge, with its download, LinkedIn and share buttons. */
export default function BadgePage() {
  const { id } = useParams();
  const { data, isPending, isError, error, refetch } = useBadge(id);
  const member = data?.member;
  usePageTitle(
    member
      ? {
          pageName: badgePageTitle(member.name),
          description: badgePageDescription(member.name, member.member_id),
        }
      : PAGES.badge,
  );

  if (isPending) return <Spinner label="Loading badge..." className="min-h-[60vh]" />;
  if (isError && !(error instanceof ApiError && error.status === 404)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">Membership Badge</h1>
        <ErrorState title="The badge could not be loaded." error={error} onRetry={() => refetch()} />
      </section>
    );
  }
  if (!data) return <BadgeNotFound />;
  // Until the link of the welcome mail is followed there is nothing to download, share or verify.
  if (data.awaitingConfirmation) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="mb-2 text-2xl font-bold text-brand-900">{data.member.name}</h1>
        <p className="mb-4 text-gray-700">Member ID {data.member.member_id}</p>
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          {MEMBER_TEXT.awaitingConfirmation}
        </p>
      </section>
    );
  }
  return <BadgeView member={data.member} linkedinOrganizationId={data.linkedinOrganizationId} />;
}
