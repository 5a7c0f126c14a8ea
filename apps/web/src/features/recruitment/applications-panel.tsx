import { MSG } from '@ssf/domain/messages';
import { applicationsCsvFileName } from '@ssf/domain/recruitment/export';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationStatus,
} from '@ssf/domain/recruitment/review';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { useEffect, useId, useRef, useState } from 'react';
import { useFilterParams } from '../../components/review/use-filter-params.ts';
import { Button } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { EmptyState, ErrorState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { ApplicationDetailModal } from './application-detail-modal.tsx';
import { exportQuery, isFiltered, listQuery, showingText } from './application-filter.ts';
import { ApplicationFilterBar } from './application-filters.tsx';
import { DriveSummary } from './drive-summary.tsx';
import { ApplicationsTable } from './applications-table.tsx';
import { useApplicationsPage, useBulkStatus } from './review-api.ts';
import type { AdminApplication } from '@ssf/domain/schemas/review';

interface ApplicationsPanelProps {
  recruitments: Recruitment[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export { useFilterParams };

/**
 * The applications of one drive for review: a filter bar kept in the address, 50 a page from the
 * server, rows to select for one status change at a time, each application's details, and the CSV
 * export of exactly what the filter shows.
 */
export function ApplicationsPanel({ recruitments, selectedId, onSelect }: ApplicationsPanelProps) {
  const selected = recruitments.find((r) => r._id === selectedId) ?? null;
  const [filter, setFilter] = useFilterParams();
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useApplicationsPage(
    selected?._id ?? null,
    filter,
  );
  const notices = useNotices();
  const { confirm, dialog } = useConfirm();
  const bulk = useBulkStatus();
  const [open, setOpen] = useState<AdminApplication | null>(null);
  const [exporting, setExporting] = useState(false);
  const [bulkStatus, setBulkStatus] = useState<ApplicationStatus | ''>('');
  const bulkLabelId = useId();
  const resultsRef = useRef<HTMLParagraphElement>(null);

  // The rows chosen belong to one page of one filter: a new page, filter or drive starts afresh.
  const viewKey = `${selected?._id ?? ''}?${listQuery(filter, APPLICATIONS_PAGE_SIZE)}`;
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: viewKey,
    ids: new Set(),
  });
  const chosen = selection.key === viewKey && !isPlaceholderData ? selection.ids : new Set<string>();
  const setChosen = (ids: ReadonlySet<string>) => setSelection({ key: viewKey, ids });

  const exportCsv = async () => {
    if (!selected) return;
    setExporting(true);
    try {
      const query = exportQuery(filter);
      await api.download(
        `/recruitment/admin/applications/${encodeURIComponent(selected._id)}/export.csv${query ? `?${query}` : ''}`,
        applicationsCsvFileName(selected.title),
      );
    } catch (err) {
      notices.error(err instanceof ApiError ? err.message : 'Download failed');
    } finally {
      setExporting(false);
    }
  };

  const applyBulk = async () => {
    if (!bulkStatus || chosen.size === 0) return;
    const count = chosen.size;
    const label = APPLICATION_STATUS_LABELS[bulkStatus];
    const ok = await confirm({
      title: 'Change status',
      message: `Set ${count} application${count === 1 ? '' : 's'} to ${label}?`,
      confirmLabel: `Set to ${label}`,
      tone: 'primary',
    });
    if (!ok) return;
    try {
      const res = await bulk.mutateAsync({ ids: [...chosen], status: bulkStatus });
      setChosen(new Set());
      setBulkStatus('');
      // The bar closes with the selection; focus goes to the results it changed.
      resultsRef.current?.focus();
      notices.success(res.message || `${count} application${count === 1 ? '' : 's'} set to ${label}`);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : '';
      notices.error(reason ? `The status was not changed.\n${reason}` : 'The status was not changed.');
    }
  };

  const rows = data?.applications ?? [];
  const total = data?.total ?? 0;
  const openIndex = open ? rows.findIndex((r) => r._id === open._id) : -1;

  // A page past the end (the list shrank after a change, or an old link) shows the last page.
  const beyondEnd =
    data && !isPlaceholderData && total > 0 && rows.length === 0 && filter.page > data.totalPages;
  useEffect(() => {
    if (beyondEnd && data) setFilter({ ...filter, page: data.totalPages }, { replace: true });
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Field label="Recruitment" className="sm:w-96">
          {(control) => (
            <select
              {...control}
              value={selected?._id ?? ''}
              onChange={(e) => onSelect(e.target.value)}
              className={inputClass()}
            >
              <option value="" disabled>
                Select a recruitment
              </option>
              {recruitments.map((r) => (
                <option key={r._id} value={r._id}>
                  {r.title}
                  {r.isActive ? ' (Active)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        {selected && (
          <Button variant="secondary" onClick={exportCsv} disabled={exporting || total === 0}>
            {exporting ? 'Exporting...' : isFiltered(filter) ? 'Export CSV (filtered)' : 'Export CSV'}
          </Button>
        )}
      </div>

      {!selected ? (
        <p className="text-gray-600">Choose a recruitment to see its applications.</p>
      ) : (
        <>
          <DriveSummary key={selected._id} drive={selected} />
          <ApplicationFilterBar
            filter={filter}
            questions={selected.customQuestions}
            statusCounts={selected.statusCounts}
            onChange={setFilter}
          />

          <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-gray-700">
            <p ref={resultsRef} tabIndex={-1} role="status" className="focus:outline-none">
              {data ? showingText(data.page, APPLICATIONS_PAGE_SIZE, rows.length, total) : ''}
            </p>
            {isFetching && data ? <span className="text-gray-600">Updating…</span> : null}
          </div>

          {chosen.size > 0 && (
            <section
              aria-label="Bulk status change"
              className="sticky top-0 z-20 flex flex-wrap items-center gap-3 rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 shadow-sm"
            >
              <p className="font-semibold text-brand-900">{chosen.size} selected</p>
              <span aria-hidden="true" className="text-gray-500">
                —
              </span>
              <label htmlFor={bulkLabelId} className="text-sm font-medium text-gray-800">
                Set status:
              </label>
              <select
                id={bulkLabelId}
                value={bulkStatus}
                onChange={(e) => setBulkStatus(e.target.value as ApplicationStatus | '')}
                className="min-h-10 rounded-lg border border-gray-300 bg-white px-2.5 text-sm text-gray-900"
              >
                <option value="">Choose a status</option>
                {APPLICATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {APPLICATION_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
              <Button size="sm" onClick={applyBulk} disabled={!bulkStatus || bulk.isPending}>
                {bulk.isPending ? 'Applying...' : 'Apply'}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setChosen(new Set())}>
                Clear selection
              </Button>
            </section>
          )}

          {isPending ? (
            <Spinner label="Loading applications..." />
          ) : isError ? (
            <ErrorState
              title="The applications could not be loaded. Please try again."
              error={error}
              onRetry={() => void refetch()}
            />
          ) : rows.length === 0 ? (
            <EmptyState className="mt-2">
              {isFiltered(filter) ? 'No applications match these filters.' : MSG.noApplications}
            </EmptyState>
          ) : (
            <ApplicationsTable
              caption={`Applications to ${selected.title}. Select a name to see the whole application.`}
              applications={rows}
              chosen={chosen}
              onChoose={setChosen}
              onOpen={setOpen}
            />
          )}

          {data && (
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              label="Application pages"
              onPageChange={(page) => setFilter({ ...filter, page })}
            />
          )}
        </>
      )}
      <ApplicationDetailModal
        application={open}
        onClose={() => setOpen(null)}
        onChanged={setOpen}
        onPrevious={openIndex > 0 ? () => setOpen(rows[openIndex - 1]) : null}
        onNext={openIndex >= 0 && openIndex < rows.length - 1 ? () => setOpen(rows[openIndex + 1]) : null}
        position={openIndex >= 0 ? `${openIndex + 1} of ${rows.length} on this page` : undefined}
      />
      {dialog}
    </div>
  );
}
