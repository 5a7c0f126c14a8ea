import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { AdminStats, DashboardRecruitment } from '@ssf/domain/schemas/dashboard';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAdminStats } from './dashboard-api.ts';
import { MembersChart } from './members-chart.tsx';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

type CountKey = Exclude<
  keyof AdminStats,
  'membersByMonth' | 'activeRecruitment' | 'mail' | 'refusedSubmissions'
>;

// Each figure and the admin page that manages those records.
const CARDS: readonly { key: CountKey; label: [string, string]; to: string }[] = [
  { key: 'members', label: ['Member', 'Members'], to: PAGES.adminMembers.path },
  { key: 'blogs', label: ['Blog post', 'Blog posts'], to: PAGES.adminBlogs.path },
  { key: 'events', label: ['Event', 'Events'], to: PAGES.adminEvents.path },
  { key: 'team', label: ['Team member', 'Team members'], to: PAGES.adminTeam.path },
  { key: 'gallery', label: ['Gallery image', 'Gallery images'], to: PAGES.adminGallery.path },
  { key: 'recruitments', label: ['Recruitment', 'Recruitments'], to: PAGES.adminRecruitment.path },
  { key: 'applications', label: ['Application', 'Applications'], to: PAGES.adminRecruitment.path },
];

const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The admin dashboard: how much each section holds, the open drive's progress, new members by month. */
export default function DashboardPage() {
  usePageTitle(PAGES.dashboard);
  const { userData } = useAuth();
  const stats = useAdminStats();
  return (
    <section>
      <AdminPageHeader
        title={`Welcome${userData?.name ? `, ${userData.name}` : ''}`}
        description="The forum's website at a glance. Pick a section to manage it."
      />
      {stats.isPending ? (
        <Spinner label="Loading the dashboard..." />
      ) : stats.isError ? (
        <ErrorState
          title="The dashboard's figures could not be loaded."
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Dashboard stats={stats.data} />
      )}
    </section>
  );
}

function Dashboard({ stats }: { stats: AdminStats }) {
  return (
    <>
      <MailWarning mail={stats.mail} />
      <h2 className="sr-only">Sections</h2>
      {/* Columns by the width of their text (rem), so larger text gets fewer, wider cards. */}
      <ul className="mt-8 grid grid-cols-[repeat(auto-fill,minmax(min(100%,9rem),1fr))] gap-4 sm:grid-cols-[repeat(auto-fill,minmax(12rem,1fr))]">
        {CARDS.map((card) => {
          const count = stats[card.key];
          return (
            <li key={card.key}>
              <Link
                to={card.to}
                className={`group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 transition hover:shadow-md hover:ring-brand-600/40 ${focusRing}`}
              >
                <span className="text-3xl font-bold text-brand-900 tabular-nums">
                  {count.toLocaleString('en-US')}
                </span>
                <span className="mt-1 font-medium text-gray-700 group-hover:text-brand-700">
                  {card.label[count === 1 ? 0 : 1]} <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {/* The public forms' quiet refusals (docs/security-bots.md): nobody else is told of them. */}
      <p className="mt-4 text-sm text-gray-700">
        {stats.refusedSubmissions.toLocaleString('en-US')} public{' '}
        {stats.refusedSubmissions === 1 ? 'submission' : 'submissions'} (joins, applications, form responses,
        registrations) refused as automated in the last 30 days.
      </p>

      {/* Side by side only while both columns have room for their text: flex bases in rem follow a
          reader's larger text, where a fixed two-column grid squeezed the recruitment panel's
          button past the edge. */}
      <div className="mt-8 flex flex-wrap gap-6">
        <section aria-labelledby="members-chart-title" className={`${panel} min-w-0 flex-[2_1_24rem]`}>
          <h2 id="members-chart-title" className="text-lg font-semibold text-brand-900">
            New members, last 12 months
          </h2>
          <div className="mt-4">
            <MembersChart months={stats.membersByMonth} />
          </div>
        </section>
        <RecruitmentPanel drive={stats.activeRecruitment} />
      </div>
    </>
  );
}

/** A warning when messages failed or wait held (mail not configured), with the way to the outbox. */
function MailWarning({ mail }: { mail: AdminStats['mail'] }) {
  if (mail.failed === 0 && mail.held === 0) return null;
  const plural = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  return (
    <div role="status" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 className="font-semibold">Mail needs attention</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {mail.failed > 0 ? (
          <li>{plural(mail.failed, 'message has failed', 'messages have failed')}.</li>
        ) : null}
        {mail.held > 0 ? (
          <li>
            {plural(mail.held, 'message is held', 'messages are held')}
            {mail.configured ? '.' : ': mail is not configured (SMTP_URL), so nothing is sent.'}
          </li>
        ) : null}
      </ul>
      <Link to={PAGES.adminMail.path} className={`${buttonClass('secondary', 'sm')} mt-3`}>
        Open the outbox
      </Link>
    </div>
  );
}

function RecruitmentPanel({ drive }: { drive: DashboardRecruitment | null }) {
  return (
    <section aria-labelledby="recruitment-panel-title" className={`${panel} min-w-0 flex-[1_1_16rem]`}>
      <h2 id="recruitment-panel-title" className="text-lg font-semibold text-brand-900">
        Recruitment
      </h2>
      {drive ? <DriveProgress drive={drive} /> : <NoDrive />}
    </section>
  );
}

function NoDrive() {
  return (
    <>
      <p className="mt-3 text-gray-700">{MSG.noRecruitmentOpen}.</p>
      <Link to={PAGES.adminRecruitment.path} className={`${buttonClass('secondary', 'sm')} mt-4`}>
        Manage recruitments
      </Link>
    </>
  );
}

function DriveProgress({ drive }: { drive: DashboardRecruitment }) {
  const { currentApplications: current, maxApplications: max } = drive;
  const percent = Math.min(100, Math.round((current / max) * 100));
  const deadline = new Date(drive.applicationDeadline);
  const passed = deadline.getTime() <= Date.now();
  const full = current >= max;
  return (
    <>
      <p className="mt-3 font-medium text-gray-900 [overflow-wrap:anywhere]">{drive.title}</p>
      <p className="mt-1 text-sm text-gray-700">
        {passed || full ? (
          <span className="font-semibold text-red-800">
            Closed: {full ? 'every place is taken' : 'the deadline has passed'}.
          </span>
        ) : (
          <span className="font-semibold text-green-800">Open for applications.</span>
        )}
      </p>
      <label htmlFor="drive-progress" className="mt-4 block text-sm text-gray-800">
        <span className="font-semibold tabular-nums">
          {current} of {max}
        </span>{' '}
        applications ({percent}%)
      </label>
      <progress
        id="drive-progress"
        value={current}
        max={max}
        className="mt-2 block h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-600"
      >
        {percent}%
      </progress>
      <p className="mt-3 text-sm text-gray-700">
        Deadline: {formatDate(deadline)}, {formatTime(deadline)}
      </p>
      <Link to={PAGES.adminRecruitment.path} className={`${buttonClass('secondary', 'sm')} mt-4`}>
        View applications
      </Link>
    </>
  );
}
