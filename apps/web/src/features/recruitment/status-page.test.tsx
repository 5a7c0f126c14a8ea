import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import StatusPage from './status-page.tsx';

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);
const renderPage = (token = 'tok-1') =>
  renderRoutes(
    [{ path: '/recruitment/status/:token', Component: StatusPage }],
    `/recruitment/status/${token}`,
    wrap,
  );
const answer = (status: string) => () => ({
  status: 200,
  body: {
    recruitmentTitle: 'Core Team 2026',
    firstName: 'Asha',
    submittedAt: '2026-02-01T10:00:00.000Z',
    status,
  },
});

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/recruitment/status/:token', () => {
  it.each([
    ['Received', /has arrived/],
    ['Shortlisted', /on the shortlist/],
    ['Selected', /have been selected/],
    ['Not selected this time', /not selected in this drive/],
    ['On the waiting list', /on the waiting list/],
  ])('says “%s” in plain words, greeting the applicant by first name only', async (status, meaning) => {
    fakeApi({ 'GET /api/v1/recruitment/status/tok-1': answer(status) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha' })).toBeInTheDocument();
    expect(screen.getByText('Core Team 2026')).toBeInTheDocument();
    expect(screen.getByText('Applied on').nextElementSibling).toHaveTextContent('February 1, 2026');
    const value = screen.getByText('Status').nextElementSibling;
    expect(value).toHaveTextContent(status);
    expect(value).toHaveTextContent(meaning);
  });

  it('says plainly when the link matches no application', async () => {
    fakeApi({
      'GET /api/v1/recruitment/status/nope': () => ({
        status: 404,
        body: { success: false, message: 'Not found' },
      }),
    });
    renderPage('nope');
    expect(await screen.findByRole('heading', { name: 'Status link not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Recruitment' })).toHaveAttribute('href', '/recruitment');
    expect(screen.queryByText(/Hello/)).toBeNull();
  });

  it('offers to try again when the status could not be loaded', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/recruitment/status/tok-1': () =>
        ++calls === 1
          ? { status: 503, body: { success: false, message: 'Unavailable' } }
          : answer('Selected')(),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Asha' })).toBeInTheDocument();
  });
});
