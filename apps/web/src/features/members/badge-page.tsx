import { badgePageDescription, badgePageTitle } from '@ssf/domain/badge';
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
  return <BadgeView member={data.member} linkedinOrganizationId={data.linkedinOrganizationId} />;
}
