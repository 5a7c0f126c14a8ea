import { PAGES } from '@ssf/domain/pages';
import { slugify } from '@ssf/domain/schemas/blog';
import {
  certificatePath,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type RegistrationRow,
} from '@ssf/domain/schemas/event-registration';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type AdminColumn, AdminTable } from '../../components/admin-table.tsx';
import { Button, buttonClass } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useEvent } from './event-api.ts';
import {
  downloadRegistrationsCsv,
  useIssueCertificates,
  useRegistrations,
  useRevokeCertificate,
} from './registration-admin-api.ts';
import { EmailText } from '../../components/admin/email-text.tsx';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

const COLUMNS: AdminColumn[] = [
  { label: 'Name' },
  { label: 'Email', from: 'md' },
  { label: 'PRN', from: 'lg' },
  { label: 'Status' },
  { label: 'Checked in', from: 'sm', nowrap: true },
  { label: 'Certificate', from: 'md' },
];

const at = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

/** /admin/events/:id/registrations: everyone registered, with filters, CSV and certificates. */
export default function AdminRegistrationsPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  usePageTitle(
    event.data ? { pageName: `Registrations: ${event.data.title}` } : PAGES.adminEventRegistrations,
  );
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useRegistrations(id, { status, q, page });
  const issue = useIssueCertificates(id);
  const revoke = useRevokeCertificate(id);
  // An account that may only view events sees the list and its export, not check-in, issuing or revoking.
  const mayEdit = useAuth().can('events', 'edit');
  const notices = useNotices();
  const { confirm, dialog } = useConfirm();
  const [issued, setIssued] = useState<string | null>(null);

  const onIssue = async () => {
    try {
      const result = await issue.mutateAsync();
      setIssued(
        result.issued === 0
          ? 'No new certificates: everyone checked in already has one.'
          : `${result.issued} certificate${result.issued === 1 ? '' : 's'} issued.`,
      );
    } catch (err) {
      notices.error(err instanceof Error ? err.message : String(err));
    }
  };

  const onRevoke = async (row: RegistrationRow) => {
    if (!row.certificateId) return;
    const sure = await confirm({
      title: 'Revoke certificate',
      message: `Revoke the certificate of ${row.name}? Its link will no longer verify.`,
      confirmLabel: 'Revoke',
    });
    if (!sure) return;
    try {
      await revoke.mutateAsync(row.certificateId);
      notices.success('Certificate revoked.');
    } catch (err) {
      notices.error(err instanceof Error ? err.message : String(err));
    }
  };

  const title = event.data?.title ?? 'Event';
  const counts = list.data?.counts;
  return (
    <div>
      <AdminPageHeader
        title={`Registrations: ${title}`}
        back={
          <Link to={PAGES.adminEvents.path} className="font-medium text-brand-700 hover:underline">
            <span aria-hidden="true">←&nbsp;</span>Back to Events
          </Link>
        }
      />
      {counts ? (
        <p className="mt-2 text-gray-700" data-testid="registration-counts">
          {counts.registered} registered · {counts.waitlisted} waitlisted
          {counts.spotsLeft !== null ? ` · ${counts.spotsLeft} seats left` : ''}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {mayEdit && (
          <Link to={PAGES.adminEventCheckIn.href({ id })} className={buttonClass('primary')}>
            Check-in at the door
          </Link>
        )}
        <Button
          variant="secondary"
          onClick={() =>
            void downloadRegistrationsCsv(
              id,
              { status, q },
              `${slugify(title) || 'event'}-registrations.csv`,
            ).catch((err: unknown) => notices.error(err instanceof Error ? err.message : String(err)))
          }
        >
          Export CSV
        </Button>
        {mayEdit && (
          <Button variant="secondary" onClick={() => void onIssue()} disabled={issue.isPending}>
            Issue certificates to everyone checked in
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-gray-800">
        {issued}
      </p>
      <form
        aria-label="Filter registrations"
        className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label="Status">
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
              className={inputClass()}
            >
              <option value="">All</option>
              {REGISTRATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {REGISTRATION_STATUS_LABELS[s]}
                </option>
              ))}
              <option value="checked-in">Checked in</option>
            </select>
          )}
        </Field>
        <Field label="Search name, email or PRN">
          {(control) => (
            <input
              {...control}
              type="search"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
              className={inputClass()}
            />
          )}
        </Field>
      </form>
      {list.isPending ? (
        <Spinner label="Loading registrations..." />
      ) : list.isError ? (
        <ErrorState
          title="The registrations could not be loaded."
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : list.data.registrations.length === 0 ? (
        <p className="mt-6 text-gray-700">No registrations match.</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-gray-700">{list.data.total} shown in all</p>
          <AdminTable caption={`Registrations for ${title}`} columns={COLUMNS} className="mt-2">
            {list.data.registrations.map((r) => (
              <tr key={r._id}>
                <td className="px-2 py-3 font-medium text-gray-900 [overflow-wrap:anywhere] sm:px-4">
                  {r.name}
                  <EmailText email={r.email} className="mt-1 block font-normal text-gray-600 md:hidden" />
                </td>
                <td className="hidden px-4 py-3 text-gray-700 md:table-cell">
                  <EmailText email={r.email} />
                </td>
                <td className="hidden px-4 py-3 text-gray-700 lg:table-cell">{r.prn ?? ''}</td>
                <td className="px-2 py-3 text-gray-800 sm:px-4">
                  {REGISTRATION_STATUS_LABELS[r.status]}
                  {r.position ? ` #${r.position}` : ''}
                  {r.checkedInAt ? (
                    <span className="mt-1 block text-gray-600 sm:hidden">
                      In at {formatTime(r.checkedInAt)}
                    </span>
                  ) : null}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-gray-700 sm:table-cell">
                  {r.checkedInAt ? <time dateTime={r.checkedInAt}>{at(r.checkedInAt)}</time> : '—'}
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  {r.certificateId ? (
                    <span className="flex flex-wrap gap-2">
                      {/* Named by aria-label: a visually hidden span would sit outside the table's scrolling. */}
                      <Link
                        to={certificatePath(r.certificateId)}
                        aria-label={`View certificate of ${r.name}`}
                        className="text-brand-700 underline"
                      >
                        View
                      </Link>
                      {mayEdit && (
                        <button
                          type="button"
                          onClick={() => void onRevoke(r)}
                          aria-label={`Revoke certificate of ${r.name}`}
                          className="text-red-700 underline"
                        >
                          Revoke
                        </button>
                      )}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
          {list.data.totalPages > 1 ? (
            <Pagination
              page={list.data.page}
              totalPages={list.data.totalPages}
              onPageChange={setPage}
              label="Registration pages"
            />
          ) : null}
        </>
      )}
      {dialog}
    </div>
  );
}
