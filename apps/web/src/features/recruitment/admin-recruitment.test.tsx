import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@ssf/domain/messages';
import { emptyStatusCounts } from '@ssf/domain/recruitment/review';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { aDrive } from '../../../test/fixtures.ts';
import { asAdmin, asViewer } from '../../../test/admin-page.tsx';
import { renderRoutes } from '../../../test/render-route.tsx';
import AdminRecruitmentPage from './admin-recruitment-page.tsx';

const drive = (extra: Partial<Recruitment> = {}): Recruitment => ({
  ...aDrive(),
  whatsappGroupUrl: '',
  statusVisible: false,
  statusCounts: emptyStatusCounts(),
  ...extra,
});

const renderPage = (as = asAdmin) =>
  renderRoutes([{ path: '/admin/recruitment', Component: AdminRecruitmentPage }], '/admin/recruitment', as);
const list =
  (...drives: Recruitment[]) =>
  () => ({ status: 200, body: { success: true, data: drives } });
const noticeOf = (text: string | RegExp) =>
  screen.getByText(text).closest('[aria-live]')?.getAttribute('aria-live');

signedInAdminTests();

describe('/admin/recruitment', () => {
  it('invites to create the first drive when there is none', async () => {
    fakeApi({ 'GET /api/v1/recruitment/admin/all': list() });
    renderPage();
    expect(await screen.findByText(MSG.noRecruitments)).toBeInTheDocument();
  });

  it('shows an account that may only view recruitment the drives without Create, Edit, Duplicate or Delete', async () => {
    fakeApi({ 'GET /api/v1/recruitment/admin/all': list(drive()) });
    renderPage(asViewer);
    const view = await screen.findByRole('button', { name: /^View applications of/ });
    expect(view).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Recruitment' })).toBeNull();
    for (const name of [/^Edit /, /^Duplicate /, /^Delete /])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('shows a failure to load the drives', async () => {
    fakeApi({
      'GET /api/v1/recruitment/admin/all': () => ({
        status: 500,
        body: { success: false, message: 'Server error' },
      }),
    });
    renderPage();
    expect(await screen.findByText('The recruitments could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a drive and says so once the form has closed', async () => {
    let sent: Record<string, unknown> = {};
    fakeApi({
      'GET /api/v1/recruitment/admin/all': list(),
      'POST /api/v1/recruitment/admin/create': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { success: true, message: MSG.recruitmentCreated, data: drive() } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Recruitment' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Recruitment' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Recruitment' }));
    // The shared schema refuses a drive without a title before anything is sent.
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await user.type(title, 'Core Team 2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Join us');
    await user.type(within(dialog).getByLabelText(/Application deadline/), '2030-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create Recruitment' }));
    expect(await screen.findByText(MSG.recruitmentCreated)).toBeInTheDocument();
    expect(noticeOf(MSG.recruitmentCreated)).toBe('polite');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toMatchObject({ title: 'Core Team 2026', description: 'Join us', maxApplications: 100 });
  });

  it('keeps the form open with the server’s field messages when saving fails', async () => {
    fakeApi({
      'GET /api/v1/recruitment/admin/all': list(drive()),
      'PUT /api/v1/recruitment/admin/update/r1': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Please check the highlighted fields',
          details: { whatsappGroupUrl: 'Enter a valid http or https link' },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Core Team 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Recruitment' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Recruitment' }));
    expect(await screen.findByText(/Error saving recruitment/)).toBeInTheDocument();
    expect(noticeOf(/Error saving recruitment\s+Please check the highlighted fields/)).toBe('assertive');
    const link = within(dialog).getByRole('textbox', { name: 'WhatsApp group link' });
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(expect.stringContaining('Enter a valid http or https link'));
  });

  it('asks before deleting, a second time when applications would go too, then says so', async () => {
    let deleted = '';
    fakeApi({
      'GET /api/v1/recruitment/admin/all': list(drive({ currentApplications: 2 })),
      'DELETE /api/v1/recruitment/admin/delete/r1?withApplications=true': () => {
        deleted = 'r1';
        return { status: 200, body: { success: true, message: MSG.recruitmentDeleted } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete Core Team 2026' });

    await user.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete recruitment' });
    expect(dialog).toHaveAccessibleDescription(MSG.confirmDeleteRecruitment);
    await user.keyboard('{Escape}');
    expect(deleted).toBe('');
    expect(remove).toHaveFocus();

    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete recruitment' });
    expect(dialog).toHaveAccessibleDescription(/2 applications/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.recruitmentDeleted)).toBeInTheDocument();
    expect(deleted).toBe('r1');
  });

  it('says when deleting fails', async () => {
    fakeApi({
      'GET /api/v1/recruitment/admin/all': list(drive()),
      'DELETE /api/v1/recruitment/admin/delete/r1': () => ({
        status: 500,
        body: { success: false, message: 'Server error' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Core Team 2026' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Error deleting recruitment/)).toBeInTheDocument();
    expect(noticeOf(/Error deleting recruitment\s+Server error/)).toBe('assertive');
  });

  it('lists a drive’s applications, says when there are none, and reports a failed export', async () => {
    const application = {
      _id: 'a1',
      applicantInfo: {
        name: 'Asha Kulkarni',
        first_name: 'Asha',
        last_name: 'Kulkarni',
        email: 'asha@mitwpu.edu.in',
        course: 'Other',
        year: 'SY',
        prn: '1032',
        gender: 'female',
      },
      submittedAt: '2026-02-01T10:00:00.000Z',
      answers: [],
      status: 'new',
      notes: [],
      history: [],
    };
    const page = (applications: unknown[]) => ({
      status: 200,
      body: { success: true, data: { applications, page: 1, totalPages: 1, total: applications.length } },
    });
    fakeApi({
      'GET /api/v1/recruitment/admin/all': list(
        drive({ currentApplications: 1 }),
        drive({ _id: 'r2', title: 'Old drive', isActive: false }),
      ),
      'GET /api/v1/recruitment/admin/applications/r1?page=1&limit=50': () => page([application]),
      'GET /api/v1/recruitment/admin/applications/r2?page=1&limit=50': () => page([]),
      'GET /api/v1/recruitment/admin/applications/r1/export.csv': () => ({
        status: 500,
        body: { success: false, message: 'Server error' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View applications of Core Team 2026' }));
    expect(await screen.findByRole('button', { name: 'Asha Kulkarni' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Server error', { selector: 'p' })).toBeInTheDocument();
    expect(noticeOf('Server error')).toBe('assertive');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Recruitment' }), 'r2');
    expect(await screen.findByText(MSG.noApplications)).toBeInTheDocument();
  });
});
