import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import FormPage from './form-page.tsx';

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);
const renderPage = () => renderRoutes([{ path: '/f/:slug', Component: FormPage }], '/f/talk', wrap);

const form = {
  _id: 'f1',
  slug: 'talk',
  title: 'Talk feedback',
  description: 'How was it?',
  headerImage: null,
  isActive: true,
  opensAt: null,
  deadline: null,
  maxResponses: null,
  oneResponsePerEmail: false,
  respondentFields: [{ field: 'name', required: true }],
  universityOnly: false,
  customQuestions: [
    {
      question: 'Did you attend?',
      type: 'radio',
      options: ['Yes', 'No'],
      required: true,
      placeholder: '',
      showIf: null,
    },
    {
      question: 'What did you like?',
      type: 'textarea',
      options: [],
      required: true,
      placeholder: '',
      showIf: { questionIndex: 0, operator: 'equals', value: 'Yes' },
    },
  ],
  successMessage: 'Thanks a lot!',
  closedMessage: 'Closed now',
  sendReceipt: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/f/:slug', () => {
  it('offers each stored width of the header picture, sized to the column, fetched first', async () => {
    const headerImage = '/media/0123456789abcdef0123456789abcdef-1600.webp';
    fakeApi({
      'GET /api/v1/forms/talk': () => ({
        status: 200,
        body: { success: true, data: { ...form, headerImage } },
      }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Talk feedback' });
    const img = document.querySelector('header img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(headerImage);
    expect(img.getAttribute('srcset')).toContain('-960.webp 960w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 704px) 672px, calc(100vw - 32px)');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows a question when an earlier answer calls for it, sends only visible answers, then the success message', async () => {
    let sent: unknown = null;
    fakeApi({
      'GET /api/v1/forms/talk': () => ({ status: 200, body: { success: true, data: form } }),
      'POST /api/v1/forms/talk/responses': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { success: true, message: 'Thanks a lot!', responseId: 'r1' } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Talk feedback' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/What did you like/)).toBeNull();
    await user.type(screen.getByLabelText(/Full name/), 'Ravi');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const liked = await screen.findByLabelText(/What did you like/);
    await user.type(liked, 'The questions');
    // Changing the parent hides the question and clears its answer.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/What did you like/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thanks a lot!')).toBeInTheDocument();
    expect(sent).toEqual({
      respondent: { name: 'Ravi' },
      answers: [{ questionIndex: 0, question: 'Did you attend?', answer: 'No' }],
      // The signals against automated submissions: an empty hidden field and the time taken.
      website: '',
      fillMs: expect.any(Number),
    });
  });

  it('refuses to send a visible required question unanswered', async () => {
    fakeApi({ 'GET /api/v1/forms/talk': () => ({ status: 200, body: { success: true, data: form } }) });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText(/Full name/), 'Ravi');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The form says its one sentence; the question says what it needs.
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What did you like/ })).toHaveAccessibleDescription(
      'Answer this question',
    );
    // The first field in error is where typing goes next.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /What did you like/ })).toHaveFocus());
  });

  it('names what each empty field needs on an empty submit', async () => {
    fakeApi({ 'GET /api/v1/forms/talk': () => ({ status: 200, body: { success: true, data: form } }) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByRole('group', { name: /Did you attend/ })).toHaveAccessibleDescription(
      'Choose an option',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus());
  });

  it('shows the closed message of a closed, full or not-yet-open form', async () => {
    fakeApi({
      'GET /api/v1/forms/talk': () => ({ status: 409, body: { success: false, message: 'Closed now' } }),
    });
    renderPage();
    expect(await screen.findByText('Closed now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
