import type { AdminStats } from '@ssf/domain/schemas/dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import { AuthProvider } from '../../lib/auth.tsx';
import DashboardPage from './dashboard-page.tsx';
import { chartSummary, MembersChart } from './members-chart.tsx';

const MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];
const byMonth = (counts: number[]) => MONTHS.map((month, i) => ({ month, count: counts[i] ?? 0 }));

const STATS: AdminStats = {
  members: 42,
  blogs: 7,
  events: 1,
  team: 12,
  gallery: 30,
  recruitments: 2,
  applications: 135,
  refusedSubmissions: 3,
  membersByMonth: byMonth([0, 0, 3, 0, 0, 0, 0, 0, 0, 5, 0, 2]),
  activeRecruitment: null,
  mail: { failed: 0, held: 0, configured: true },
};

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AuthProvider>{node}</AuthProvider>
  </QueryClientProvider>
);
const open = () =>
  renderRoutes([{ path: '/admin/dashboard', Component: DashboardPage }], '/admin/dashboard', wrap);

signedInAdminTests();

describe('the members chart', () => {
  it('sums the year up for a screen reader', () => {
    expect(chartSummary(STATS.membersByMonth)).toBe(
      'New members per month, April 2025 to March 2026: 10 in total; the most in January 2026 (5).',
    );
    expect(chartSummary(byMonth([]))).toBe('New members per month, April 2025 to March 2026: nobody joined.');
  });

  it('is an image named by its summary, with month labels, and the numbers as a table', async () => {
    const user = userEvent.setup();
    render(<MembersChart months={STATS.membersByMonth} />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(chartSummary(STATS.membersByMonth));
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(chart).toHaveTextContent(/Apr.*Jan.*Mar/);

    await user.click(screen.getByText('Show the numbers'));
    const table = screen.getByRole('table', { name: 'New members per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(
      rows.map((r) => [
        within(r).getByRole('rowheader').textContent,
        within(r).getByRole('cell').textContent,
      ]),
    ).toEqual([
      ['April 2025', '0'],
      ['May 2025', '0'],
      ['June 2025', '3'],
      ['July 2025', '0'],
      ['August 2025', '0'],
      ['September 2025', '0'],
      ['October 2025', '0'],
      ['November 2025', '0'],
      ['December 2025', '0'],
      ['January 2026', '5'],
      ['February 2026', '0'],
      ['March 2026', '2'],
    ]);
  });
});

describe('/admin/dashboard', () => {
  it('shows a card per section linking to its admin page, and no open drive', async () => {
    fakeApi({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }),
      'GET /api/v1/admin/stats': () => ({ status: 200, body: STATS }),
    });
    open();
    const cards = await screen.findByRole('list');
    const links = within(cards).getAllByRole('link');
    expect(links.map((l) => [l.textContent?.replace('→', '').trim(), l.getAttribute('href')])).toEqual([
      ['42Members', '/admin/members'],
      ['7Blog posts', '/admin/blog'],
      ['1Event', '/admin/events'],
      ['12Team members', '/admin/team'],
      ['30Gallery images', '/admin/gallery'],
      ['2Recruitments', '/admin/recruitment'],
      ['135Applications', '/admin/recruitment'],
    ]);
    expect(screen.getByText('No recruitment is open.')).toBeInTheDocument();
    expect(
      screen.getByText(
        '3 public submissions (joins, applications, form responses, registrations) refused as automated in the last 30 days.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /New members per month/ })).toBeInTheDocument();
  });

  it('shows the open drive’s progress and deadline', async () => {
    fakeApi({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }),
      'GET /api/v1/admin/stats': () => ({
        status: 200,
        body: {
          ...STATS,
          activeRecruitment: {
            _id: 'r1',
            title: 'Core Team 2099',
            currentApplications: 30,
            maxApplications: 40,
            // 18:29 UTC is 23:59 in India.
            applicationDeadline: '2099-06-30T18:29:00.000Z',
          },
        },
      }),
    });
    open();
    const progress = await screen.findByRole('progressbar', { name: '30 of 40 applications (75%)' });
    expect(progress).toHaveAttribute('value', '30');
    expect(progress).toHaveAttribute('max', '40');
    expect(screen.getByText('Core Team 2099')).toBeInTheDocument();
    expect(screen.getByText('Open for applications.')).toBeInTheDocument();
    expect(screen.getByText('Deadline: June 30, 2099, 11:59 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View applications' })).toHaveAttribute(
      'href',
      '/admin/recruitment',
    );
  });

  it('warns when messages failed or are held, with the way to the outbox', async () => {
    fakeApi({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }),
      'GET /api/v1/admin/stats': () => ({
        status: 200,
        body: { ...STATS, mail: { failed: 2, held: 1, configured: false } },
      }),
    });
    open();
    const warning = (await screen.findByRole('heading', { name: 'Mail needs attention' })).closest('div')!;
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveTextContent('2 messages have failed.');
    expect(warning).toHaveTextContent(
      '1 message is held: mail is not configured (SMTP_URL), so nothing is sent.',
    );
    expect(within(warning).getByRole('link', { name: 'Open the outbox' })).toHaveAttribute(
      'href',
      '/admin/mail',
    );
  });

  it('shows a failed load’s message with a way to try again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }),
      'GET /api/v1/admin/stats': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } }
          : { status: 200, body: STATS };
      },
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gallery images')).toBeInTheDocument();
  });
});
