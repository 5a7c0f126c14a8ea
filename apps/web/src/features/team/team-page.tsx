import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { TeamMember } from '@ssf/domain/schemas/team';
import { groupByRole } from '@ssf/domain/team-roles';
import { EmptyState, ErrorState } from '../../components/list-state.tsx';
import { PAGE_CONTAINER, PageHeader } from '../../components/page-header.tsx';
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
    <>
      <PageHeader
        tone="paper"
        title="Our Team"
        intro="The faculty and students who bring the forum's talks, retreats and conversations to life."
      />
      <div className={`${PAGE_CONTAINER} pb-14`}>
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
              <section key={role} aria-labelledby={id} className="mt-10 sm:mt-12">
                <h2 id={id} className="text-h2 text-brand-900">
                  {roleHeading(role, people.length)}
                </h2>
                <ul // Compact cards: one column on a phone, as many 18 rem columns as fit above.
                  className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(18rem,1fr))] sm:gap-4"
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
    </>
  );
}

/** A member, compactly: round photo, name and designation, and a LinkedIn button. */
function MemberCard({ member, eager }: { member: TeamMember; eager: boolean }) {
  return (
    <article className="flex h-full items-center gap-4 rounded-card border border-gray-200 bg-white p-4 shadow-card">
      <img
        {...imageProps(member.photo, '72px')}
        alt={member.name}
        width={72}
        height={72}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-16 w-16 shrink-0 rounded-full bg-brand-50 object-cover sm:h-[4.5rem] sm:w-[4.5rem]"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-serif text-lg leading-snug font-semibold text-brand-900 [overflow-wrap:anywhere]">
          {member.name}
        </h3>
        <p className="mt-0.5 text-meta text-gray-700 [overflow-wrap:anywhere]">{member.designation}</p>
      </div>
      <a
        href={member.linkedin}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
          <path d="M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
        </svg>
        <span className="sr-only">{`${member.name} on LinkedIn (opens in a new tab)`}</span>
      </a>
    </article>
  );
}
