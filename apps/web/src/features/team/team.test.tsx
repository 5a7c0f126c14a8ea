import { MSG } from '@ssf/domain/messages';
import { groupByRole, type TeamMember } from '@ssf/domain/schemas/team';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { asAdmin, asViewer, fakeUploadsInTests, png } from '../../../test/admin-page.tsx';
import { lastXhr } from '../../../test/fake-xhr.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import AdminTeamPage from './admin-team-page.tsx';
import TeamPage from './team-page.tsx';
import { roleHeading } from './team-rules.ts';

const photo = (c: string) => `/media/${c.repeat(32)}-600.webp`;
const person = (n: number, role: TeamMember['role'], extra: Partial<TeamMember> = {}): TeamMember => ({
  _id: `m-${n}`,
  name: `Person ${n}`,
  email: `p${n}@example.org`,
  linkedin: `https://www.linkedin.com/in/p${n}`,
  role,
  designation: `Designation ${n}`,
  photo: photo('a'),
  ...extra,
});

fakeUploadsInTests();
signedInAdminTests();

describe('role grouping', () => {
  it('groups members in the order Faculty Advisor, Post Holder, Team Lead, Member, leaving out empty roles', () => {
    const members = [
      person(1, 'Member'),
      person(2, 'Team Lead'),
      person(3, 'Faculty Advisor'),
      person(4, 'Member'),
    ];
    expect(groupByRole(members).map((g) => [g.role, g.members.map((m) => m._id)])).toEqual([
      ['Faculty Advisor', ['m-3']],
      ['Team Lead', ['m-2']],
      ['Member', ['m-1', 'm-4']],
    ]);
    expect(roleHeading('Post Holder', 2)).toBe('Post Holders');
    expect(roleHeading('Faculty Advisor', 1)).toBe('Faculty Advisor');
  });
});

describe('/team', () => {
  const routes = [{ path: '/team', Component: TeamPage }];

  it('shows each role as a section, in order, with photo, name, designation and LinkedIn link', async () => {
    fakeApi({
      'GET /api/v1/team/all': () => ({
        status: 200,
        body: [
          person(1, 'Faculty Advisor'),
          person(2, 'Post Holder'),
          person(3, 'Post Holder'),
          person(4, 'Team Lead'),
          person(5, 'Member'),
          person(6, 'Member'),
        ].map(({ email: _email, ...m }) => m),
      }),
    });
    renderRoutes(routes, '/team', asAdmin);
    expect(await screen.findByRole('heading', { level: 2, name: 'Faculty Advisor' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Faculty Advisor',
      'Post Holders',
      // One of a role: its name in the singular.
      'Team Lead',
      'Members',
    ]);
    const holders = screen.getByRole('region', { name: 'Post Holders' });
    expect(
      within(holders)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Person 2', 'Person 3']);
    const img = within(holders).getByRole('img', { name: 'Person 2' });
    // A compact card: a 72 px photo beside the name (its size set, so nothing shifts as it loads).
    expect(img).toHaveAttribute('width', '72');
    expect(img).toHaveAttribute('height', '72');
    expect(within(holders).getByText('Designation 2')).toBeInTheDocument();
    const link = within(holders).getByRole('link', { name: /Person 2 on LinkedIn/ });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/p2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("says 'No members found' when the team is empty", async () => {
    fakeApi({ 'GET /api/v1/team/all': () => ({ status: 200, body: [] }) });
    renderRoutes(routes, '/team', asAdmin);
    expect(await screen.findByText(MSG.noMembers)).toBeInTheDocument();
  });
});

describe('/admin/team', () => {
  const routes = [{ path: '/admin/team', Component: AdminTeamPage }];

  /** An empty team: opens the new member form and fills all but the designation and the photo. */
  async function startNewMember() {
    fakeApi({ 'GET /api/v1/team/all': () => ({ status: 200, body: [] }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/team', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'New member' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@example.org');
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn profile' }), 'https://linkedin.com/in/m');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Team Lead');
    return user;
  }
  const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => person(n, n < 3 ? 'Post Holder' : 'Member'));

  it("lists five members a page with Photo, Name, Email, Role, Actions and pages with Previous, 'X of Y' and Next", async () => {
    fakeApi({ 'GET /api/v1/team/all': () => ({ status: 200, body: seven }) });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/admin/team', asAdmin);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Photo', 'Name', 'Email', 'Role', 'Actions']);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(5);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('p1@example.org');
    expect(within(first).getAllByRole('cell')[3]).toHaveTextContent('Post Holder');

    const nav = screen.getByRole('navigation', { name: 'Team member pages' });
    expect(within(nav).getByText('1 of 2')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByText('2 of 2')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(router.location.search).toBe('?page=2');
  });

  it('shows an account that may only view the team the members without the form, Edit or Delete', async () => {
    fakeApi({ 'GET /api/v1/team/all': () => ({ status: 200, body: seven }) });
    renderRoutes(routes, '/admin/team', asViewer);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Photo', 'Name', 'Email', 'Role']);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("says 'No members found' when there are none", async () => {
    fakeApi({ 'GET /api/v1/team/all': () => ({ status: 200, body: [] }) });
    renderRoutes(routes, '/admin/team', asAdmin);
    expect(await screen.findByText(MSG.noMembers)).toBeInTheDocument();
  });

  it('checks the fields and the photo before sending: blank designation, a photo over 5 MB', async () => {
    const user = await startNewMember();
    await user.upload(screen.getByLabelText(/Photo/), png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText(MSG.fileTooLarge5)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(screen.getByRole('textbox', { name: 'Designation' })).toHaveAccessibleDescription(
      MSG.designationRequired,
    );
    expect(screen.getByLabelText(/Photo/)).toHaveAttribute('aria-invalid', 'true');
    expect(() => lastXhr()).toThrow();
  });

  it('adds a member with a photo, showing the progress and the server’s message', async () => {
    const user = await startNewMember();
    await user.type(screen.getByRole('textbox', { name: 'Designation' }), 'Events Lead');
    await user.upload(screen.getByLabelText(/Photo/), png('me.png'));
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/team/add']);
    const form = xhr.body as FormData;
    expect(form.get('role')).toBe('Team Lead');
    expect((form.get('photo') as File).name).toBe('me.png');
    act(() => xhr.progress(50, 100));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    act(() => xhr.respond(200, { success: true, message: MSG.memberAdded, member: person(9, 'Team Lead') }));
    expect(await screen.findByText(MSG.memberAdded)).toBeInTheDocument();
    // The drawer closes on the list.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Failed to process request' when a failed save's answer has no message", async () => {
    fakeApi({ 'GET /api/v1/team/all': () => ({ status: 200, body: [person(1, 'Member')] }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/team', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Edit Person 1' }));
    expect(screen.getByRole('heading', { name: 'Edit Member' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('p1@example.org');
    await user.click(screen.getByRole('button', { name: 'Update Member' }));
    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/v1/team/update/m-1']);
    expect((xhr.body as FormData).get('photo')).toBeNull();
    act(() => xhr.respond(502, {}));
    expect(await screen.findByText(MSG.requestFailed)).toBeInTheDocument();
  });

  it('deletes a member after the confirmation, or says it failed', async () => {
    let fail = false;
    fakeApi({
      'GET /api/v1/team/all': () => ({ status: 200, body: [person(1, 'Member')] }),
      'DELETE /api/v1/team/delete/m-1': () =>
        fail
          ? { status: 500, body: { success: false, message: 'x' } }
          : { status: 200, body: { success: true, message: MSG.memberDeleted } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/team', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Delete Person 1' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmDeleteMember);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.memberDeleted)).toBeInTheDocument();
    fail = true;
    await user.click(await screen.findByRole('button', { name: 'Delete Person 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.memberDeleteFailed)).toBeInTheDocument();
  });
});
