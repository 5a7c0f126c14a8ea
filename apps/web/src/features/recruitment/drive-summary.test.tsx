import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { fakeApi } from '../../../test/fake-api.ts';
import { DriveSummary } from './drive-summary.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const drive = {
  _id: 'd1',
  title: 'Core Team',
  customQuestions: [
    {
      question: 'Team?',
      type: 'radio',
      options: ['Design', 'Events'],
      required: true,
      placeholder: '',
      showIf: null,
    },
  ],
} as unknown as Recruitment;

describe('a drive’s summary', () => {
  it('reads the stats only when opened, and shows each count in a table beside the chart', async () => {
    const fetch = fakeApi({
      'GET /api/v1/recruitment/admin/d1/stats': () => ({
        status: 200,
        body: {
          total: 3,
          byStatus: { new: 2, reviewing: 1, shortlisted: 0, selected: 0, rejected: 0, waitlisted: 0 },
          byDay: [{ date: '2026-11-26', count: 3 }],
          byAnswer: { 0: { Design: 1, Events: 2 } },
        },
      }),
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DriveSummary drive={drive} />
      </QueryClientProvider>,
    );
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByText('Summary'));
    expect(await screen.findByText('3 applications in all.')).toBeInTheDocument();
    const team = screen.getByRole('table', { name: 'Team?' });
    expect(within(team).getByRole('row', { name: 'Events 2' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Applications per day (last 30 days)' })).toBeInTheDocument();
  });
});
