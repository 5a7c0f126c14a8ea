import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import type { ApplicationStatus } from '@ssf/domain/recruitment/review';
import type { AdminApplication } from '@ssf/domain/schemas/review';
import { useEffect, useRef, useState } from 'react';
import { EmptyState, ErrorState } from '../list-state.tsx';
import { Pagination } from '../pagination.tsx';
import { Spinner } from '../spinner.tsx';
import { ApplicationDetailModal } from './application-detail-modal.tsx';
import { isFiltered, listQuery, type ReviewFilter, showingText } from './application-filter.ts';
import { ApplicationFilterBar } from './application-filters.tsx';
import { ApplicationsTable } from './applications-table.tsx';
import { BulkStatusBar } from './bulk-status-bar.tsx';
import { useViewSelection } from './use-view-selection.ts';

/** The words of one review list; the rest are made from `noun`. */
export interface ReviewTexts {
  /** What is reviewed, one and many ('response', 'responses'). */
  noun: readonly [string, string];
  /** The table's caption. */
  caption: string;
  loadError: string;
  /** The list is empty without any filter. */
  none: string;
  /** The details dialog's title (the dialog's own by default). */
  detailTitle?: string;
}

/** One page of the list as its query gives it (react-query's result). */
export interface ReviewPageQuery {
  data: { page: number; totalPages: number; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  /** The previous view's page, shown while this one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface ReviewWorkspaceProps {
  /** The drive or form reviewed: with the filter, what a selection belongs to. */
  scope: string;
  filter: ReviewFilter;
  setFilter: (filter: ReviewFilter, options?: { replace?: boolean }) => void;
  pageSize: number;
  query: ReviewPageQuery;
  /** The page's rows, in the review table's shape. */
  rows: readonly AdminApplication[];
  questions: readonly CustomQuestion[];
  statusCounts: Record<ApplicationStatus, number>;
  texts: ReviewTexts;
  /** The reviewed item after a change made in its dialog, in the table's shape (as given by default). */
  asRow?: (changed: AdminApplication) => AdminApplication;
  /** The dialog's personal rows (the dialog's own by default). */
  personalOf?: (row: AdminApplication) => Array<[string, string]>;
}

/**
 * The review of a drive's applications or a form's responses: the filter bar, the results line,
 * the bulk status bar over the chosen rows, the loading, error and empty states, the table, its
 * pages and the details dialog that steps through the page. Its parts sit directly in the
 * page's own column, beside what the page shows above them.
 */
export function ReviewWorkspace({
  scope,
  filter,
  setFilter,
  pageSize,
  query,
  rows,
  questions,
  statusCounts,
  texts,
  asRow = (row) => row,
  personalOf,
}: ReviewWorkspaceProps) {
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = query;
  const [one, many] = texts.noun;
  const [open, setOpen] = useState<AdminApplication | null>(null);
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const [chosen, setChosen] = useViewSelection(`${scope}?${listQuery(filter, pageSize)}`, isPlaceholderData);

  const total = data?.total ?? 0;
  const openIndex = open ? rows.findIndex((r) => r._id === open._id) : -1;

  // A page past the end (the list shrank after a change, or an old link) shows the last page.
  const beyondEnd =
    data && !isPlaceholderData && total > 0 && rows.length === 0 && filter.page > data.totalPages;
  useEffect(() => {
    if (beyondEnd && data) setFilter({ ...filter, page: data.totalPages }, { replace: true });
  });

  return (
    <>
      <ApplicationFilterBar
        filter={filter}
        questions={questions}
        statusCounts={statusCounts}
        onChange={setFilter}
      />
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-gray-700">
        <p ref={resultsRef} tabIndex={-1} role="status" className="focus:outline-none">
          {data ? showingText(data.page, pageSize, rows.length, total) : ''}
        </p>
        {isFetching && data ? <span className="text-gray-600">Updating…</span> : null}
      </div>
      <BulkStatusBar
        chosen={chosen}
        noun={texts.noun}
        onClear={() => setChosen(new Set())}
        onApplied={() => {
          setChosen(new Set());
          // The bar closes with the selection; focus goes to the results it changed.
          resultsRef.current?.focus();
        }}
      />
      {isPending ? (
        <Spinner label={`Loading ${many}...`} />
      ) : isError ? (
        <ErrorState title={texts.loadError} error={error} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState className="mt-2">
          {isFiltered(filter) ? `No ${many} match these filters.` : texts.none}
        </EmptyState>
      ) : (
        <ApplicationsTable
          caption={texts.caption}
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
          label={`${one.charAt(0).toUpperCase()}${one.slice(1)} pages`}
          onPageChange={(page) => setFilter({ ...filter, page })}
        />
      )}
      <ApplicationDetailModal
        application={open}
        onClose={() => setOpen(null)}
        // A change answered after the dialog was closed (or moved to another row) leaves it so.
        onChanged={(changed) =>
          setOpen((current) => (current?._id === changed._id ? asRow(changed) : current))
        }
        personalOf={personalOf}
        title={texts.detailTitle}
        stepLabel={`Other ${many}`}
        onPrevious={openIndex > 0 ? () => setOpen(rows[openIndex - 1]) : null}
        onNext={openIndex >= 0 && openIndex < rows.length - 1 ? () => setOpen(rows[openIndex + 1]) : null}
        position={openIndex >= 0 ? `${openIndex + 1} of ${rows.length} on this page` : undefined}
      />
    </>
  );
}
