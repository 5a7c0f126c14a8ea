import { PAGES } from '@ssf/domain/pages';
import {
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailStatus,
  type OutboxMessage,
} from '@ssf/domain/schemas/mail';
import { useSearchParams } from 'react-router';
import { type AdminColumn, AdminTable } from '../../components/admin-table.tsx';
import { Button } from '../../components/button.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { EmptyState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useOutbox, useRetryMessage } from './admin-mail-api.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { AdminPageWaiting } from '../../components/admin/admin-page-waiting.tsx';

const COLUMNS: AdminColumn[] = [
  { label: 'Message' },
  { label: 'To', from: 'lg' },
  { label: 'Status', nowrap: true },
  { label: 'Attempts', from: 'md' },
  { label: 'Created', from: 'xl', nowrap: true },
  { label: 'Actions' },
];

const CELL = {
  md: 'hidden px-4 py-3 text-gray-700 md:table-cell',
  lg: 'hidden px-4 py-3 text-gray-700 lg:table-cell',
  xl: 'hidden px-4 py-3 text-gray-700 xl:table-cell',
} as const;

// Text and background pairs with AA contrast.
const STATUS_STYLE: Record<MailStatus, string> = {
  held: 'bg-amber-100 text-amber-900',
  queued: 'bg-brand-50 text-brand-800',
  sending: 'bg-brand-100 text-brand-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

const isStatus = (value: string | null): value is MailStatus =>
  value !== null && (MAIL_STATUSES as readonly string[]).includes(value);

const when = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

/**
 * /admin/mail: the outbox, newest first, 50 a page (?page=N), filtered by status (?status=), with
 * each message's attempts and last error, and a retry for a failed or held one. Says so when mail
 * is not configured (messages then wait, held).
 */
export default function AdminMailPage() {
  usePageTitle(PAGES.adminMail);
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as MailStatus) : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useOutbox(status, page);
  const retry = useRetryMessage();
  const notices = useNotices();
  // An account that may only view mail sees the outbox without Retry.
  const mayEdit = useAuth().can('mail', 'edit');

  const setFilter = (next: MailStatus | '', nextPage = 1) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next) p.set('status', next);
      else p.delete('status');
      if (nextPage > 1) p.set('page', String(nextPage));
      else p.delete('page');
      return p;
    });

  const onRetry = async (message: OutboxMessage) => {
    try {
      const answer = await retry.mutateAsync(message._id);
      notices.success(answer.message);
    } catch (err) {
      notices.error(
        err instanceof ApiError && err.message ? err.message : 'The message could not be queued again',
      );
    }
  };

  const frame = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10';
  if (query.isPending || query.isError)
    return (
      <AdminPageWaiting
        frame={frame}
        title="Mail"
        query={query}
        loadingLabel="Loading the outbox..."
        errorTitle="The outbox could not be loaded."
      />
    );

  const { messages, total, totalPages, configured } = query.data;
  return (
    <section className={frame}>
      <AdminPageHeader title="Mail" />
      <p className="mt-2 text-gray-700">
        Every message the site sends: welcome mails, application receipts and decisions, tickets, certificates
        and form receipts. Failed messages are tried again with growing waits; a message that failed for good
        or is held can be queued again here.
      </p>
      {configured ? null : (
        <div role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">Mail is not configured.</p>
          <p className="mt-1 text-sm">
            Messages are kept as held and nothing is sent. Start the site with <code>SMTP_URL</code> (and{' '}
            <code>MAIL_FROM</code>) set: held messages then go out.
          </p>
        </div>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Field label="Status" className="sm:w-72">
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(e) => setFilter(isStatus(e.target.value) ? e.target.value : '')}
              className={inputClass()}
            >
              <option value="">All messages</option>
              {MAIL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {MAIL_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p aria-live="polite" className="text-sm text-gray-700">
          {total} {total === 1 ? 'message' : 'messages'}
        </p>
      </div>

      {messages.length === 0 ? (
        <EmptyState>
          {status ? `No ${MAIL_STATUS_LABELS[status].toLowerCase()} messages.` : 'No messages yet.'}
        </EmptyState>
      ) : (
        <>
          <AdminTable caption="Outbox, newest first" columns={mayEdit ? COLUMNS : COLUMNS.slice(0, -1)}>
            {messages.map((m) => (
              <tr key={m._id} className="border-t border-gray-200 align-top">
                <th scope="row" className="px-2 py-3 font-medium text-gray-900 sm:px-4">
                  <span className="block [overflow-wrap:anywhere]">{m.subject}</span>
                  <span className="mt-1 block text-xs font-normal text-gray-600">{m.template}</span>
                  <span className="mt-1 block font-normal text-gray-700 lg:hidden [overflow-wrap:anywhere]">
                    {m.to}
                  </span>
                  {m.lastError ? (
                    <span className="mt-1 block text-xs font-normal text-red-800 [overflow-wrap:anywhere]">
                      Last error: {m.lastError}
                    </span>
                  ) : null}
                </th>
                <td className={`${CELL.lg} [overflow-wrap:anywhere]`}>{m.to}</td>
                <td className="px-2 py-3 sm:px-4">
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[m.status]}`}
                  >
                    {MAIL_STATUS_LABELS[m.status]}
                  </span>
                  {m.sentAt ? (
                    <span className="mt-1 block text-xs text-gray-600">{when(m.sentAt)}</span>
                  ) : null}
                </td>
                <td className={`${CELL.md} tabular-nums`}>{m.attempts}</td>
                <td className={CELL.xl}>{when(m.createdAt)}</td>
                {mayEdit && (
                  <td className="px-2 py-3 sm:px-4">
                    {m.status === 'failed' || m.status === 'held' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => void onRetry(m)}
                        disabled={retry.isPending}
                        aria-label={`Retry: ${m.subject} to ${m.to}`}
                      >
                        Retry
                      </Button>
                    ) : null}
                  </td>
                )}
              </tr>
            ))}
          </AdminTable>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={(n) => setFilter(status, n)}
            label="Outbox pages"
          />
        </>
      )}
    </section>
  );
}
