import { PAGES } from '@ssf/domain/pages';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

// What each section of the admin area is for; the figures come with the dashboard's statistics.
const SECTIONS = [
  {
    to: PAGES.adminMembers.path,
    title: 'Members',
    text: 'Registered members, their badges and the CSV export.',
  },
  {
    to: PAGES.adminGallery.path,
    title: 'Gallery',
    text: 'Photos shown on the home page and in the gallery.',
  },
  { to: PAGES.adminBlogs.path, title: 'Blog', text: 'Write, edit and remove blog posts.' },
  { to: PAGES.adminTeam.path, title: 'Team', text: 'The people on the team page, with photos and roles.' },
  { to: PAGES.adminEvents.path, title: 'Events', text: 'Upcoming events and the galleries of past ones.' },
  {
    to: PAGES.adminRecruitment.path,
    title: 'Recruitment',
    text: 'Open a recruitment and read the applications.',
  },
] as const;

/** The admin dashboard: a welcome and a way into every admin section. */
export default function DashboardPage() {
  usePageTitle(PAGES.dashboard);
  const { userData } = useAuth();
  return (
    <section>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Welcome{userData?.name ? `, ${userData.name}` : ''}
      </h1>
      <p className="mt-2 text-gray-600">
        Manage the forum's website from here. Pick a section to get started.
      </p>
      {/* Columns by the width of their text (rem), so larger text gets fewer, wider cards. */}
      <ul className="mt-8 grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 transition hover:shadow-md hover:ring-brand-600/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="text-lg font-semibold text-brand-900 group-hover:text-brand-700">
                {section.title} <span aria-hidden="true">→</span>
              </span>
              <span className="mt-1 text-sm text-gray-600">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
