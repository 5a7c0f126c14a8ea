import type { UserData } from '@ssf/domain/schemas/auth';
import type { OutboxAnswer } from '@ssf/domain/schemas/mail';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeApi, VIEWER } from '../../../test/fake-api.ts';
import { asAdmin } from '../../../test/admin-page.tsx';
import { renderRoutes } from '../../../test/render-route.tsx';
import AdminMailPage from './admin-mail-page.tsx';

const message = (over: Partial<OutboxAnswer['messages'][number]>): OutboxAnswer['messages'][number] => ({
  _id: 'm1',
  to: 'asha@mitwpu.edu.in',
  template: 'welcome',
  subject: 'Welcome to the Science and Spirituality Forum',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:05.000Z',
  ...over,
});

const open = (url = '/admin/mail', user: UserData = ADMIN) =>
  renderRoutes([{ path: '/admin/mail', Component: AdminMailPage }], url, (node) => asAdmin(node, user));

describe('/admin/mail', () => {
  it('lists the outbox with status, attempts and last error, and retries a failed message', async () => {
    let retried = '';
    let failedOnly = false;
    const failed = message({
      _id: 'm2',
      to: 'kiran@mitwpu.edu.in',
      status: 'failed',
      attempts: 6,
      lastError: '550 No such user here',
      sentAt: null,
    });
    fakeApi({
      'GET /api/v1/mail/outbox': () => ({
        status: 200,
        body: { messages: [failed, message({})], page: 1, totalPages: 1, total: 2, configured: true },
      }),
      'GET /api/v1/mail/outbox?status=failed': () => {
        failedOnly = true;
        return {
          status: 200,
          body: { messages: [failed], page: 1, totalPages: 1, total: 1, configured: true },
        };
      },
      'POST /api/v1/mail/outbox/m2/retry': () => {
        retried = 'm2';
        return { status: 200, body: { success: true, message: 'The message is queued again' } };
      },
    });
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table', { name: 'Outbox, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Last error: 550 No such user here');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Mail is not configured.')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(failedOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: /^Retry: Welcome/ }));
    expect(await screen.findByText('The message is queued again')).toBeInTheDocument();
    expect(retried).toBe('m2');
  });

  it('shows an account that may only view mail the outbox without Retry', async () => {
    fakeApi({
      'GET /api/v1/mail/outbox': () => ({
        status: 200,
        body: {
          messages: [message({ status: 'failed', attempts: 6, sentAt: null })],
          page: 1,
          totalPages: 1,
          total: 1,
          configured: true,
        },
      }),
    });
    open('/admin/mail', VIEWER);
    const table = await screen.findByRole('table', { name: 'Outbox, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(
      within(table)
        .queryAllByRole('columnheader')
        .map((h) => h.textContent),
    ).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
  });

  it('says when mail is not configured', async () => {
    fakeApi({
      'GET /api/v1/mail/outbox': () => ({
        status: 200,
        body: {
          messages: [message({ status: 'held', attempts: 0, sentAt: null })],
          page: 1,
          totalPages: 1,
          total: 1,
          configured: false,
        },
      }),
    });
    open();
    expect(await screen.findByText('Mail is not configured.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Retry: / })).toBeInTheDocument();
  });
});
