import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyStatusCounts } from '@ssf/domain/recruitment/review';
import type { Form, FormResponse } from '@ssf/domain/schemas/forms';
import { fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { asAdmin, asViewer } from '../../../test/admin-page.tsx';
import { installFakeXhr, lastXhr } from '../../../test/fake-xhr.ts';
import { LocationProbe, renderRoutes } from '../../../test/render-route.tsx';
import { EMPTY_FILTER, listQuery } from '../../components/review/application-filter.ts';
import AdminFormEditPage from './admin-form-edit-page.tsx';
import AdminFormResponsesPage from './admin-form-responses-page.tsx';
import AdminFormsPage from './admin-forms-page.tsx';

signedInAdminTests();

const form = (extra: Partial<Form> = {}): Form => ({
  _id: 'f1',
  slug: 'talk-feedback',
  title: 'Talk feedback',
  description: '',
  headerImage: null,
  isActive: true,
  opensAt: null,
  deadline: null,
  maxResponses: 50,
  currentResponses: 3,
  oneResponsePerEmail: false,
  respondentFields: [{ field: 'name', required: true }],
  universityOnly: false,
  customQuestions: [],
  successMessage: 'Thanks',
  closedMessage: 'Closed',
  sendReceipt: false,
  statusCounts: { ...emptyStatusCounts(), new: 2, selected: 1 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const renderAt = (path: string, as = asAdmin) =>
  renderRoutes(
    [
      { path: '/admin/forms', Component: AdminFormsPage },
      { path: '/admin/forms/new', Component: AdminFormEditPage },
      { path: '/admin/forms/edit/:id', element: <LocationProbe /> },
      { path: '/admin/forms/:id/responses', Component: AdminFormResponsesPage },
    ],
    path,
    as,
  );

describe('/admin/forms', () => {
  it('shows an account that may only view forms their responses and link, nothing to change them', async () => {
    fakeApi({
      'GET /api/v1/forms/admin/all': () => ({ status: 200, body: { success: true, data: [form()] } }),
    });
    renderAt('/admin/forms', asViewer);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Responses to Talk feedback' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Copy link to Talk feedback' })).toBeInTheDocument();
    for (const name of [/^Edit/, /^Close/, /^Publish/, /^Duplicate/, /^Delete/]) {
      expect(within(item).queryByRole('button', { name })).toBeNull();
      expect(within(item).queryByRole('link', { name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Create Form' })).toBeNull();
  });

  it('lists forms with their state, counts per status and actions; duplicating opens the copy', async () => {
    fakeApi({
      'GET /api/v1/forms/admin/all': () => ({ status: 200, body: { success: true, data: [form()] } }),
      'POST /api/v1/forms/admin/f1/duplicate': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Form duplicated',
          data: form({ _id: 'f2', title: 'Talk feedback (copy)' }),
        },
      }),
    });
    const user = userEvent.setup();
    renderAt('/admin/forms');
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('/f/talk-feedback');
    expect(item).toHaveTextContent('Open');
    expect(item).toHaveTextContent('3 responses of 50');
    expect(item).toHaveTextContent('New: 2 · Selected: 1');
    await user.click(within(item).getByRole('button', { name: 'Duplicate Talk feedback' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/forms/edit/f2'));
  });

  it('asks before deleting a form with responses and deletes them with it', async () => {
    let deleted = '';
    fakeApi({
      'GET /api/v1/forms/admin/all': () => ({ status: 200, body: { success: true, data: [form()] } }),
      'DELETE /api/v1/forms/admin/delete/f1?withResponses=true': () => {
        deleted = 'f1';
        return { status: 200, body: { success: true, message: 'Form deleted successfully' } };
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/forms');
    await user.click(await screen.findByRole('button', { name: 'Delete Talk feedback' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('3 responses');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe('f1'));
  });

  it('creates a form: the fields go as JSON in the form field of a multipart body', async () => {
    fakeApi({ 'GET /api/v1/forms/admin/all': () => ({ status: 200, body: { success: true, data: [] } }) });
    installFakeXhr();
    const user = userEvent.setup();
    renderAt('/admin/forms/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Workshop sign-up');
    await user.type(screen.getByLabelText(/^Short address/), 'Workshop');
    await user.selectOptions(screen.getByLabelText('Phone'), 'required');
    await user.click(screen.getByRole('checkbox', { name: /Published/ }));
    await user.click(screen.getByRole('button', { name: 'Create Form' }));
    const request = lastXhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/forms/admin/create');
    const sent = JSON.parse(String((request.body as FormData).get('form')));
    expect(sent).toMatchObject({
      slug: 'workshop',
      title: 'Workshop sign-up',
      isActive: true,
      respondentFields: [
        { field: 'name', required: true },
        { field: 'email', required: true },
        { field: 'phone', required: true },
      ],
    });
  });

  it('refuses a bad short address before sending', async () => {
    fakeApi({ 'GET /api/v1/forms/admin/all': () => ({ status: 200, body: { success: true, data: [] } }) });
    installFakeXhr();
    const user = userEvent.setup();
    renderAt('/admin/forms/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Survey');
    await user.type(screen.getByLabelText(/^Short address/), 'no spaces allowed');
    await user.click(screen.getByRole('button', { name: 'Create Form' }));
    expect(
      await screen.findByText(/Use lower-case letters, digits and dashes/, { selector: 'p' }),
    ).toBeInTheDocument();
  });
});

const response = (n: number): FormResponse => ({
  _id: `r${n}`,
  respondent: { name: `Respondent ${n}`, email: `respondent${n}@mitwpu.edu.in` },
  answers: [{ questionIndex: 0, question: 'What did you like?', answer: `Answer ${n}` }],
  status: 'new',
  notes: [],
  history: [],
  submittedAt: '2026-11-02T10:00:00.000Z',
});

describe('/admin/forms/:id/responses', () => {
  it('steps from one response to the next and back in the details dialog', async () => {
    const responses = [response(1), response(2), response(3)];
    fakeApi({
      'GET /api/v1/forms/admin/all': () => ({ status: 200, body: { success: true, data: [form()] } }),
      [`GET /api/v1/forms/admin/f1/responses?${listQuery(EMPTY_FILTER, 50)}`]: () => ({
        status: 200,
        body: {
          success: true,
          data: { responses, page: 1, totalPages: 1, total: 3, statusCounts: form().statusCounts },
        },
      }),
    });
    const user = userEvent.setup();
    renderAt('/admin/forms/f1/responses');
    await user.click(await screen.findByRole('button', { name: 'Respondent 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Response Details' });
    const steps = within(dialog).getByRole('navigation', { name: 'Other responses' });
    expect(steps).toHaveTextContent('2 of 3 on this page');
    expect(dialog).toHaveTextContent('Answer 2');

    await user.click(within(steps).getByRole('button', { name: /Next/ }));
    expect(steps).toHaveTextContent('3 of 3 on this page');
    expect(dialog).toHaveTextContent('Respondent 3');
    expect(dialog).toHaveTextContent('Answer 3');
    // The last response of the page has no next one.
    expect(within(steps).getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.click(within(steps).getByRole('button', { name: /Previous/ }));
    await user.click(within(steps).getByRole('button', { name: /Previous/ }));
    expect(steps).toHaveTextContent('1 of 3 on this page');
    expect(dialog).toHaveTextContent('Answer 1');
    expect(within(steps).getByRole('button', { name: /Previous/ })).toBeDisabled();
  });
});
