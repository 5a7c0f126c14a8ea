import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { groupByRole, type TeamMember } from '@ssf/domain/schemas/team';
import { EmptyState, ErrorState } from '../../components/list-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTeam } from './team-api.ts';
import { roleHeading } from './team-rules.ts';

/** /team: the members grouped by role (Faculty Advisor, Post Holders, Team Leads, Members), each with photo, name, designation and LinkedIn. */
export default function TeamPage() {
  usePageTitle({ ...PAGES.team, keywords: 'team, faculty advisor, students, science and spirituality' });
  const { data: members, isPending, isError, error, refetch } = useTeam();
  const groups = groupByRole(members ?? []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">Our Team</h1>
      <p className="mt-3 max-w-2xl text-gray-600">
        The faculty and students who bring the forum's talks, retreats and conversations to life.
      </p>
      {isPending ? (
        <Spinner label="Loading the team..." />
      ) : isError ? (
        <ErrorState
          title="The team could not be loaded."
          error={error}
          onRetry={() => void refetch()}
          className="mt-10 p-5"
        />
      ) : groups.length === 0 ? (
        <EmptyState className="mt-10">{MSG.noMembers}</EmptyState>
      ) : (
        groups.map(({ role, members: people }, g) => {
          const id = `team-role-${g}`;
          return (
            <section key={role} aria-labelledby={id} className="mt-12">
              <h2 id={id} className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
                {roleHeading(role, people.length)}
              </h2>
              <ul // Two columns on a phone, one when its text is enlarged (the column width is in rem).
                className="mt-6 grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4"
              >
                {people.map((member) => (
                  <li key={member._id} className="min-w-0">
                    <MemberCard member={member} eager={g === 0} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

function MemberCard({ member, eager }: { member: TeamMember; eager: boolean }) {
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-gray-200 bg-white p-3 text-center shadow-sm sm:p-5">
      <img
        {...imageProps(member.photo, '160px')}
        alt={member.name}
        width={160}
        height={160}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-24 w-24 rounded-full bg-brand-50 object-cover sm:h-40 sm:w-40"
      />
      <h3 className="mt-3 font-serif text-lg font-bold break-words text-brand-900 sm:mt-4 sm:text-xl [overflow-wrap:anywhere]">
        {member.name}
      </h3>
      <p className="mt-1 flex-1 text-sm text-gray-700 break-words sm:text-base [overflow-wrap:anywhere]">
        {member.designation}
      </p>
      <a
        href={member.linkedin}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
        className="mt-4 inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
          <path d="M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
        </svg>
        LinkedIn
      </a>
    </article>
  );
}
