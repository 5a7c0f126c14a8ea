import { MSG } from '@ssf/domain/messages';
import type { Member } from '@ssf/domain/schemas/member';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi as fakeServer, signedInAdminTests } from '../../../test/fake-api.ts';
import { withSession } from '../../../test/admin-page.tsx';
import { renderRoutes } from '../../../test/render-route.tsx';
import AdminMembersPage from './admin-members-page.tsx';
import { searchMembers } from './admin-members-search.ts';

const member = (n: number, extra: Partial<Member> = {}): Member => ({
  _id: `id-${n}`,
  first_name: `First${n}`,
  last_name: `Last${n}`,
  prn: `PRN${String(n).padStart(4, '0')}`,
  gender: n % 2 ? 'male' : 'female',
  email: `student${n}@mitwpu.edu.in`,
  course: 'B.Tech Computer Science',
  year: 'SY',
  member_id: `SSF-2026-${String(n).padStart(4, '0')}`,
  // 20:00 UTC is the next day in India, the forum's default time zone.
  createdAt: `2026-03-${String((n % 27) + 1).padStart(2, '0')}T20:00:00.000Z`,
  ...extra,
});

const open = (path = '/admin/members') =>
  renderRoutes([{ path: '/admin/members', Component: AdminMembersPage }], path, withSession);
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

signedInAdminTests();

// The page asks the signed-in account's permissions (an owner here) before offering to revoke.
const fakeApi: typeof fakeServer = (routes) =>
  fakeServer({ 'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }), ...routes });

describe('searchMembers', () => {
  const list = [
    member(1, { first_name: 'Asha', last_name: 'Kulkarni' }),
    member(2, { first_name: 'Zoë', last_name: 'Patil', email: 'zoe.patil@mitwpu.edu.in' }),
  ];
  it('finds by name, email, PRN or member id, whatever the case and accents', () => {
    const ids = (q: string) => searchMembers(list, q).map((m) => m._id);
    expect(ids('asha kulkarni')).toEqual(['id-1']);
    expect(ids('KULKARNI asha')).toEqual(['id-1']);
    expect(ids('zoe')).toEqual(['id-2']);
    expect(ids('zoe.patil@')).toEqual(['id-2']);
    expect(ids('prn0002')).toEqual(['id-2']);
    expect(ids('ssf-2026-0001')).toEqual(['id-1']);
    expect(ids('   ')).toEqual(['id-1', 'id-2']);
    expect(ids('nobody')).toEqual([]);
    // Course and year are not searched.
    expect(ids('computer')).toEqual([]);
  });
});

describe('/admin/members', () => {
  it('shows members 15 a page with every column, gender as M/F and the joined date in en-US', async () => {
    const list = Array.from({ length: 17 }, (_, i) => member(i + 1));
    fakeApi({ 'GET /api/v1/member/all': () => ({ status: 200, body: list }) });
    const user = userEvent.setup();
    open();

    expect(screen.getByRole('heading', { name: 'Admin Members' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading members...');
    const headers = within(await screen.findByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Name',
      'PRN',
      'Gender',
      'Email',
      'Course',
      'Year',
      'Member ID',
      'Joined Date',
      'Actions',
    ]);
    expect(rows()).toHaveLength(15);
    const first = within(rows()[0]).getAllByRole('cell');
    expect(first.slice(1, 8).map((c) => c.textContent)).toEqual([
      'PRN0001',
      'M',
      'student1@mitwpu.edu.in',
      'B.Tech Computer Science',
      'SY',
      'SSF-2026-0001',
      'March 3, 2026',
    ]);
    expect(within(rows()[1]).getAllByRole('cell')[2]).toHaveTextContent(/^F$/);
    expect(screen.getByText('17 members')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Member pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('First16 Last16');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches the loaded list and goes back to page 1', async () => {
    const list = Array.from({ length: 20 }, (_, i) => member(i + 1));
    list[18] = member(19, { first_name: 'Meera', last_name: 'Joshi' });
    const fetch = fakeApi({ 'GET /api/v1/member/all': () => ({ status: 200, body: list }) });
    const user = userEvent.setup();
    const { router } = open('/admin/members?page=2');

    const search = await screen.findByRole('searchbox', { name: /Search members/ });
    expect(rows()[0]).toHaveTextContent('First16');
    await user.type(search, 'meera');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Meera Joshi');
    expect(router.location.search).toBe('');
    expect(screen.getByText('1 of 20 members match')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'SSF-2026-0003');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('First3 Last3');

    await user.clear(search);
    await user.type(search, 'no such person');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/No members found for “no such person”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(rows()).toHaveLength(15);
    // One load (besides the session's): the search never calls the server.
    expect(fetch.mock.calls.filter(([url]) => url !== '/api/v1/auth/user')).toHaveLength(1);
  }, 30_000);

  it('says so when there are no members', async () => {
    fakeApi({ 'GET /api/v1/member/all': () => ({ status: 200, body: [] }) });
    open();
    expect(await screen.findByText(MSG.noMembers)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load’s message in place of the page', async () => {
    fakeApi({
      'GET /api/v1/member/all': () => ({
        status: 503,
        body: { success: false, message: MSG.databaseUnavailable },
      }),
    });
    open();
    expect(await screen.findByText(MSG.databaseUnavailable)).toBeInTheDocument();
    expect(screen.getByText('The members could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers a reviewer (who may view members, not change them) no revoke button', async () => {
    const reviewer = { ...ADMIN, role: 'reviewer', permissions: { ...ADMIN.permissions, members: 'view' } };
    fakeServer({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: reviewer } }),
      'GET /api/v1/member/all': () => ({ status: 200, body: [member(1)] }),
    });
    open();
    // The name shows in its cell (and again in its row's list of events attended).
    expect((await screen.findAllByText('First1 Last1', { exact: false }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke membership/ })).not.toBeInTheDocument();
  });

  it('revokes a membership after a confirmation that says the badge will no longer verify', async () => {
    let list = [member(1), member(2)];
    const fetch = fakeApi({
      'GET /api/v1/member/all': () => ({ status: 200, body: list }),
      'DELETE /api/v1/member/delete/id-2': () => {
        list = list.filter((m) => m._id !== 'id-2');
        return { status: 200, body: { success: true, message: MSG.memberRevoked } };
      },
    });
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Revoke membership of First2 Last2' }));
    const dialog = screen.getByRole('alertdialog', {
      name: "Revoke First2 Last2's membership (SSF-2026-0002)?",
    });
    expect(dialog).toHaveTextContent('their badge will no longer verify');
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetch.mock.calls.filter(([url]) => url !== '/api/v1/auth/user')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Revoke membership of First2 Last2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(MSG.memberRevoked)).toBeInTheDocument();
    expect(await screen.findByText('1 member')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('First1 Last1');
  });

  it('tells the admin when a revocation fails', async () => {
    fakeApi({
      'GET /api/v1/member/all': () => ({ status: 200, body: [member(1)] }),
      'DELETE /api/v1/member/delete/id-1': () => ({
        status: 404,
        body: { success: false, message: MSG.memberNotFound },
      }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Revoke membership of First1 Last1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(MSG.memberNotFound)).toBeInTheDocument();
  });

  it('exports members.csv from the server with the admin token', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
        if (url.endsWith('/member/all'))
          return new Response(JSON.stringify([member(1)]), {
            headers: { 'content-type': 'application/json' },
          });
        return new Response('Name\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:members', revokeObjectURL: () => {} }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Export to CSV' }));
    await vi.waitFor(() => expect(clicked).toEqual(['members.csv']));
    expect(calls.find((c) => c.url.endsWith('.csv'))).toEqual({
      url: '/api/v1/member/export.csv',
      headers: { authorization: 'Bearer admin.jwt' },
    });
  });
});
