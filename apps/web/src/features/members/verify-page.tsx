import { verifyPageDescription, verifyPageTitle } from '@ssf/domain/badge';
import { FORUM_NAME } from '@ssf/domain/constants';
import { PAGES } from '@ssf/domain/pages';
import type { VerifiedMember } from '@ssf/domain/schemas/member';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/list-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { BadgeNotFound } from './badge-not-found.tsx';
import { CredentialChecker } from '../../components/credential-checker.tsx';
import { VerifiedFacts, VerifiedHeading } from '../../components/verified-card.tsx';
import { useVerification } from './member-api.ts';

/** /member/badge/verify/:id: whether a badge is a real membership, and whose. */
export default function VerifyPage() {
  const { id } = useParams();
  const { data: member, isPending, isError, error, refetch } = useVerification(id);
  usePageTitle(
    member
      ? {
          pageName: verifyPageTitle(member.name),
          description: verifyPageDescription(member.name, member.member_id),
        }
      : PAGES.verify,
  );

  if (isPending) return <Spinner label="Verifying badge..." className="min-h-[60vh]" />;
  if (isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">Verify Membership</h1>
        <ErrorState
          title="The badge could not be checked right now."
          error={error}
          onRetry={() => refetch()}
        />
      </section>
    );
  }
  // A downloaded badge or credential can be checked below either answer: a revoked badge's file
  // then says it was revoked.
  return (
    <>
      {member ? <Verified member={member} /> : <BadgeNotFound title="This badge could not be verified" />}
      <CredentialChecker />
    </>
  );
}

function Verified({ member }: { member: VerifiedMember }) {
  const rows: Array<[string, ReactNode]> = [
    ['Name', member.name],
    ['Member ID', member.member_id],
    ['Course', member.course],
    ['Year', member.year],
    ['Member since', <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>],
  ];
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
        <VerifiedHeading title="Verified member" subtitle={`of the ${FORUM_NAME}`} />
        <VerifiedFacts rows={rows} />
      </div>
    </section>
  );
}
