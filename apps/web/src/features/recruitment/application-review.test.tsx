import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyStatusCounts } from '@ssf/domain/recruitment/review';
import type { AdminApplication } from '@ssf/domain/schemas/review';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Handler, type Reply, signedInAdminTests } from '../../../test/fake-api.ts';
import { asAdmin, asViewer } from '../../../test/admin-page.tsx';
import { renderRoutes } from '../../../test/render-route.tsx';
import AdminRecruitmentPage from './admin-recruitment-page.tsx';

const drive: Recruitment = {
  _id: 'r1',
  title: 'Core Team 2026',
  description: 'Join us',
  isActive: true,
  applicationDeadline: '2030-01-01T00:00:00.000Z',
  maxApplications: 1000,
  currentApplications: 53,
  successMessage: 'Welcome aboard!',
  closedMessage: 'Closed',
  whatsappGroupUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  customQuestions: [
    {
      question: 'Which team?',
      type: 'radio',
      options: ['Events', 'Design'],
      required: true,
      placeholder: '',
      showIf: null,
    },
    { question: 'Why us?', type: 'textarea', options: [], required: false, placeholder: '', showIf: null },
    {
      question: 'Skills',
      type: 'checkbox',
      options: ['Writing', 'Code'],
      required: false,
      placeholder: '',
      showIf: null,
    },
  ],
  statusVisible: false,
  statusCounts: { ...emptyStatusCounts(), new: 50, shortlisted: 3 },
};

const applicant = (n: number, extra: Partial<AdminApplication> = {}): AdminApplication => ({
  _id: `a${n}`,
  applicantInfo: {
    name: `Student ${n}`,
    first_name: 'Student',
    last_name: String(n),
    email: `student${n}@mitwpu.edu.in`,
    course: 'Other',
    year: 'SY',
    prn: `PRN${n}`,
    gender: 'female',
  },
  submittedAt: '2026-02-01T10:00:00.000Z',
  answers: [{ questionIndex: 0, question: 'Which team?', answer: 'Design' }],
  status: 'new',
  notes: [],
  history: [],
  ...extra,
});

const LIST = 'GET /api/v1/recruitment/admin/applications/r1?';

/**
 * The server's answers, with the drive's application list answered for any query string: `list`
 * gets the query's parameters, and every query asked is kept in `asked`.
 */
function fakeReviewApi(list: (query: URLSearchParams) => Reply, routes: Record<string, Handler> = {}) {
  const asked: URLSearchParams[] = [];
  const all: Record<string, Handler> = {
    'GET /api/v1/recruitment/admin/all': () => ({ status: 200, body: { success: true, data: [drive] } }),
    ...routes,
  };
  const table = new Proxy(all, {
    get(target, key) {
      if (typeof key === 'string' && key.startsWith(LIST) && !key.includes('/export.csv')) {
        return () => {
          const query = new URLSearchParams(key.slice(LIST.length));
          asked.push(query);
          return list(query);
        };
      }
      return target[key as string];
    },
  });
  const fetch = fakeApi(table);
  return { asked, fetch };
}

const pageOf = (applications: AdminApplication[], page = 1, total = applications.length, totalPages = 1) => ({
  status: 200,
  body: { success: true, data: { applications, page, totalPages, total } },
});

const renderAt = (search: string, as = asAdmin) =>
  renderRoutes(
    [{ path: '/admin/recruitment', Component: AdminRecruitmentPage }],
    `/admin/recruitment${search}`,
    as,
  );

signedInAdminTests();

describe('reviewing applications', () => {
  it('shows the counts per status on the drive’s card', async () => {
    fakeReviewApi(() => pageOf([]));
    renderAt('');
    const counts = await screen.findByRole('list', { name: 'Applications by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New50', 'Reviewing0', 'Shortlisted3', 'Selected0', 'Rejected0', 'Waitlisted0']);
  });

  it('shows an account that may only view recruitment the applications and notes, nothing to change them', async () => {
    fakeReviewApi(() => pageOf([applicant(1), applicant(2)]));
    const user = userEvent.setup();
    renderAt('?tab=applications&drive=r1', asViewer);
    await user.click(await screen.findByRole('button', { name: 'Student 1' }));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Application Details' });
    expect(within(dialog).getByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Update status' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Change status' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Add a note' })).toBeNull();
    // Exporting needs only what reading needs.
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  });

  it('keeps the filter in the address: read on load, written on change, restored by Back, cleared', async () => {
    const { asked } = fakeReviewApi((q) => pageOf([applicant(1)], Number(q.get('page')), 60, 2));
    const user = userEvent.setup();
    const { router } = renderAt('?tab=applications&drive=r1&status=shortlisted&answer%5B0%5D=Design&page=2');
    const search = () => new URLSearchParams(router.location.search);

    // The address's filter is what the server is asked for and what the controls show.
    expect(await screen.findByRole('button', { name: 'Student 1' })).toBeInTheDocument();
    expect(asked[0].toString()).toBe('status=shortlisted&answer%5B0%5D=Design&page=2&limit=50');
    const statusMenu = screen.getByRole('combobox', { name: 'Status' });
    expect(statusMenu).toHaveValue('shortlisted');
    expect(within(statusMenu).getByRole('option', { name: 'Shortlisted (3)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Which team?' })).toHaveValue('Design');
    // Only questions with options can filter.
    expect(screen.queryByRole('combobox', { name: 'Why us?' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Skills' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51–51 of 60');

    // A change is written to the address and starts again at page 1.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), 'SY');
    await waitFor(() => expect(search().get('year')).toBe('SY'));
    expect(search().get('page')).toBeNull();
    expect(search().get('status')).toBe('shortlisted');
    await waitFor(() =>
      expect(asked.at(-1)?.toString()).toBe(
        'status=shortlisted&year=SY&answer%5B0%5D=Design&page=1&limit=50',
      ),
    );

    // The search runs once typing pauses, not on every key.
    const before = asked.length;
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'asha');
    await waitFor(() => expect(search().get('q')).toBe('asha'));
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('asha'));
    expect(asked.slice(before).map((q) => q.get('q'))).toEqual(['asha']);

    // Back returns to the filter before the year was chosen, and the controls follow.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue(''));
    expect(search().get('status')).toBe('shortlisted');
    expect(search().get('page')).toBe('2');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue(''));

    // Clear filters leaves only the tab and the drive.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.location.search).toBe('?tab=applications&drive=r1'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Which team?' })).toHaveValue('');
  }, 20_000);

  it('selects the rows of a page, sets their status after asking, and starts afresh on another page', async () => {
    const pages: Record<string, AdminApplication[]> = {
      '1': [applicant(1), applicant(2), applicant(3)],
      '2': [applicant(4)],
    };
    let sent: unknown = null;
    const { asked, fetch } = fakeReviewApi(
      (q) => pageOf(pages[q.get('page') ?? '1'], Number(q.get('page')), 53, 2),
      {
        'POST /api/v1/recruitment/admin/applications/bulk-status': (init) => {
          sent = JSON.parse(String(init?.body));
          return { status: 200, body: { success: true, message: '2 applications updated', updated: 2 } };
        },
      },
    );
    const user = userEvent.setup();
    renderAt('?tab=applications&drive=r1');
    await screen.findByRole('button', { name: 'Student 1' });

    const all = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all applications on this page',
    });
    await user.click(all);
    for (const n of [1, 2, 3])
      expect(screen.getByRole('checkbox', { name: `Select Student ${n}` })).toBeChecked();
    const bar = screen.getByRole('region', { name: 'Bulk status change' });
    expect(bar).toHaveTextContent('3 selected');

    await user.click(screen.getByRole('checkbox', { name: 'Select Student 3' }));
    expect(bar).toHaveTextContent('2 selected');
    expect(all.indeterminate).toBe(true);
    expect(all).not.toBeChecked();

    const listCalls = asked.length;
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Set status:' }), 'shortlisted');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Change status' });
    expect(confirm).toHaveAccessibleDescription('Set 2 applications to Shortlisted?');
    expect(sent).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Set to Shortlisted' }));
    expect(await screen.findByText('2 applications updated')).toBeInTheDocument();
    expect(sent).toEqual({ ids: ['a1', 'a2'], status: 'shortlisted' });
    // The selection is done with; the list and the drives' counts are read again.
    expect(screen.queryByRole('region', { name: 'Bulk status change' })).toBeNull();
    await waitFor(() => expect(asked.length).toBeGreaterThan(listCalls));
    const drivesRead = fetch.mock.calls.filter(([url]) => url === '/api/v1/recruitment/admin/all').length;
    expect(drivesRead).toBeGreaterThan(1);

    // Rows chosen on one page are not carried to the next.
    await user.click(screen.getByRole('checkbox', { name: 'Select Student 1' }));
    expect(screen.getByRole('region', { name: 'Bulk status change' })).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Student 4' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk status change' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Student 4' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all applications on this page' })).not.toBeChecked();
  }, 20_000);

  it('shows an application’s status, notes as plain text and history, and changes them', async () => {
    const first = applicant(1, {
      notes: [
        {
          _id: 'n1',
          text: '<b>Strong</b> portfolio',
          author: 'lead@mitwpu.edu.in',
          createdAt: '2026-02-02T10:00:00.000Z',
        },
      ],
    });
    let patched: unknown = null;
    let noted: unknown = null;
    // The server's copy of the application, as each change leaves it.
    let current = first;
    fakeReviewApi(() => pageOf([current]), {
      'PATCH /api/v1/recruitment/admin/applications/a1': (init) => {
        patched = JSON.parse(String(init?.body));
        current = {
          ...current,
          status: 'selected',
          history: [
            { from: 'new', to: 'selected', by: 'admin@mitwpu.edu.in', at: '2026-02-03T10:00:00.000Z' },
          ],
        };
        return { status: 200, body: { success: true, message: 'Status updated', data: current } };
      },
      'POST /api/v1/recruitment/admin/applications/a1/notes': (init) => {
        noted = JSON.parse(String(init?.body));
        const note = {
          _id: 'n2',
          text: 'Call on Monday',
          author: 'admin@mitwpu.edu.in',
          createdAt: '2026-02-03T09:00:00.000Z',
        };
        current = { ...current, notes: [...current.notes, note] };
        return { status: 201, body: { success: true, data: note } };
      },
    });
    const user = userEvent.setup();
    renderAt('?tab=applications&drive=r1');
    await user.click(await screen.findByRole('button', { name: 'Student 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Application Details' });

    const status = within(dialog).getByRole('region', { name: /Status$/ });
    expect(within(status).getByText('New', { selector: 'span' })).toBeInTheDocument();
    // A note is shown as the text typed, never as markup.
    const notes = within(dialog).getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('<b>Strong</b> portfolio')).toBeInTheDocument();
    expect(notes.querySelector('b')).toBeNull();
    expect(notes).toHaveTextContent('lead@mitwpu.edu.in');
    expect(within(dialog).getByRole('region', { name: 'Status history' })).toHaveTextContent(
      'No status changes yet',
    );

    // An empty note is refused here; a real one is sent and listed.
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    const box = within(notes).getByRole('textbox', { name: 'Add a note' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(noted).toBeNull();
    await user.type(box, '  Call on Monday ');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Call on Monday')).toBeInTheDocument();
    expect(noted).toEqual({ text: 'Call on Monday' });
    expect(box).toHaveValue('');

    await user.selectOptions(within(status).getByRole('combobox', { name: 'Change status' }), 'selected');
    await user.click(within(status).getByRole('button', { name: 'Update status' }));
    await waitFor(() =>
      expect(within(status).getByText('Selected', { selector: 'span' })).toBeInTheDocument(),
    );
    expect(patched).toEqual({ status: 'selected' });
    expect(within(dialog).getByRole('region', { name: 'Status history' })).toHaveTextContent(
      'admin@mitwpu.edu.in changed New to Selected',
    );
    // The note added before is still there.
    expect(within(notes).getByText('Call on Monday')).toBeInTheDocument();
  }, 20_000);

  it('stays closed when a status change is answered after the dialog was closed', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let replied = false;
    fakeReviewApi(() => pageOf([applicant(1)]), {
      'PATCH /api/v1/recruitment/admin/applications/a1': async () => {
        await answered;
        replied = true;
        return {
          status: 200,
          body: { success: true, message: 'Status updated', data: applicant(1, { status: 'selected' }) },
        };
      },
    });
    const user = userEvent.setup();
    renderAt('?tab=applications&drive=r1');
    await user.click(await screen.findByRole('button', { name: 'Student 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Application Details' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Change status' }), 'selected');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    answer();
    await waitFor(() => expect(replied).toBe(true));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('exports exactly what the filter shows', async () => {
    let exported = '';
    fakeReviewApi(() => pageOf([applicant(1)]), {
      'GET /api/v1/recruitment/admin/applications/r1/export.csv?status=new&answer%5B0%5D=Design': () => {
        exported = 'yes';
        return { status: 500, body: { success: false, message: 'Server error' } };
      },
    });
    const user = userEvent.setup();
    renderAt('?tab=applications&drive=r1&status=new&answer%5B0%5D=Design&page=1');
    await screen.findByRole('button', { name: 'Student 1' });
    await user.click(screen.getByRole('button', { name: 'Export CSV (filtered)' }));
    await waitFor(() => expect(exported).toBe('yes'));
  });
});
