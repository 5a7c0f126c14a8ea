import { RESPONDENT_FIELD_LABELS } from '@ssf/domain/forms/form';
import { PAGES } from '@ssf/domain/pages';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@ssf/domain/recruitment/review';
import type { Form, FormResponse } from '@ssf/domain/schemas/forms';
import type { AdminApplication } from '@ssf/domain/schemas/review';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { EmptyState, ErrorState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import {
  ApplicationDetailModal,
  formatSubmitted,
} from '../../components/review/application-detail-modal.tsx';
import {
  exportQuery,
  isFiltered,
  listQuery,
  showingText,
} from '../../components/review/application-filter.ts';
import { ApplicationFilterBar } from '../../components/review/application-filters.tsx';
import { useFilterParams } from '../../components/review/use-filter-params.ts';
import { ApplicationsTable } from '../../components/review/applications-table.tsx';
import { ReviewEndpointsContext, useBulkStatus } from '../../components/review/review-api.ts';
import { FormSummary } from '../../components/review/summary.tsx';
import {
  FORM_REVIEW,
  RESPONSES_PAGE_SIZE,
  useAdminForms,
  useFormStats,
  useResponsesPage,
} from './forms-api.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

/**
 * A response in the shape the applications' review table and dialog read: the respondent's name
 * (or email) stands for the applicant's, and the respondent's fields for the personal details.
 */
export function asReviewRow(r: FormResponse | AdminApplication): AdminApplication {
  if (!('respondent' in r)) return r;
  const p = r.respondent;
  return {
    _id: r._id,
    applicantInfo: {
      name: p.name || p.email || 'Anonymous response',
      first_name: '',
      last_name: '',
      email: p.email ?? '',
      course: p.course ?? '',
      year: p.year ?? '',
      prn: p.prn ?? '',
      gender: '',
      // The respondent as given, for the dialog's personal rows.
      ...({ respondent: p } as object),
    },
    submittedAt: r.submittedAt,
    answers: r.answers,
    status: r.status,
    notes: r.notes,
    history: r.history,
  };
}

const respondentRows =
  (form: Form) =>
  (a: AdminApplication): Array<[string, string]> => {
    const p = (a.applicantInfo as unknown as { respondent?: Record<string, string> }).respondent ?? {};
    return [
      ...form.respondentFields.map(({ field }): [string, string] => [
        RESPONDENT_FIELD_LABELS[field],
        p[field] ?? '',
      ]),
      ['Submitted', formatSubmitted(a.submittedAt)],
    ];
  };

/** /admin/forms/{id}/responses: the responses for review (the applications' table) and the summary. */
export default function AdminFormResponsesPage() {
  const { id = '' } = useParams();
  usePageTitle({ pageName: PAGES.adminFormResponses.title });
  const { data: forms, isPending, isError, error, refetch } = useAdminForms();
  const [tab, setTab] = useState<'responses' | 'summary'>('responses');
  if (isPending) return <Spinner label="Loading the form..." />;
  if (isError)
    return <ErrorState title="The form could not be loaded." error={error} onRetry={() => void refetch()} />;
  const form = forms.find((f) => f._id === id);
  if (!form) return <ErrorState title="Form not found." error={null} />;
  return (
    <ReviewEndpointsContext.Provider value={FORM_REVIEW}>
      <AdminPageHeader
        title={`${form.title}: responses`}
        back={
          <Link
            to={PAGES.adminForms.path}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            Back to forms
          </Link>
        }
      />
      <fieldset className="mt-4 flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">View</legend>
        {(['responses', 'summary'] as const).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={tab === key ? 'primary' : 'secondary'}
            aria-pressed={tab === key}
            onClick={() => setTab(key)}
          >
            {key === 'responses' ? 'Responses' : 'Summary'}
          </Button>
        ))}
      </fieldset>
      <div className="mt-4">
        {tab === 'responses' ? <ResponsesPanel form={form} /> : <SummaryPanel form={form} />}
      </div>
    </ReviewEndpointsContext.Provider>
  );
}

function SummaryPanel({ form }: { form: Form }) {
  const { data, isPending, isError, error, refetch } = useFormStats(form._id);
  if (isPending) return <Spinner label="Loading the summary..." />;
  if (isError)
    return (
      <ErrorState title="The summary could not be loaded." error={error} onRetry={() => void refetch()} />
    );
  return <FormSummary stats={data} questions={form.customQuestions} />;
}

function ResponsesPanel({ form }: { form: Form }) {
  const [filter, setFilter] = useFilterParams();
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useResponsesPage(
    form._id,
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
  const viewKey = listQuery(filter, RESPONSES_PAGE_SIZE);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: viewKey,
    ids: new Set(),
  });
  const chosen = selection.key === viewKey && !isPlaceholderData ? selection.ids : new Set<string>();
  const setChosen = (ids: ReadonlySet<string>) => setSelection({ key: viewKey, ids });

  const rows = (data?.responses ?? []).map(asReviewRow);
  const total = data?.total ?? 0;
  const beyondEnd =
    data && !isPlaceholderData && total > 0 && rows.length === 0 && filter.page > data.totalPages;
  useEffect(() => {
    if (beyondEnd && data) setFilter({ ...filter, page: data.totalPages }, { replace: true });
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = exportQuery(filter);
      await api.download(
        `/forms/admin/${encodeURIComponent(form._id)}/responses/export.csv${query ? `?${query}` : ''}`,
        `${form.slug}-responses.csv`,
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
      message: `Set ${count} response${count === 1 ? '' : 's'} to ${label}?`,
      confirmLabel: `Set to ${label}`,
      tone: 'primary',
    });
    if (!ok) return;
    try {
      const res = await bulk.mutateAsync({ ids: [...chosen], status: bulkStatus });
      setChosen(new Set());
      setBulkStatus('');
      resultsRef.current?.focus();
      notices.success(res.message);
    } catch (err) {
      notices.error(
        err instanceof ApiError
          ? `The status was not changed.\n${err.message}`
          : 'The status was not changed.',
      );
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={exportCsv} disabled={exporting || total === 0}>
          {exporting ? 'Exporting...' : isFiltered(filter) ? 'Export CSV (filtered)' : 'Export CSV'}
        </Button>
      </div>
      <ApplicationFilterBar
        filter={filter}
        questions={form.customQuestions}
        statusCounts={data?.statusCounts ?? form.statusCounts}
        onChange={setFilter}
      />
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-gray-700">
        <p ref={resultsRef} tabIndex={-1} role="status" className="focus:outline-none">
          {data ? showingText(data.page, RESPONSES_PAGE_SIZE, rows.length, total) : ''}
        </p>
        {isFetching && data ? <span className="text-gray-600">Updating…</span> : null}
      </div>
      {chosen.size > 0 && (
        <section
          aria-label="Bulk status change"
          className="sticky top-0 z-20 flex flex-wrap items-center gap-3 rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 shadow-sm"
        >
          <p className="font-semibold text-brand-900">{chosen.size} selected</p>
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
        <Spinner label="Loading responses..." />
      ) : isError ? (
        <ErrorState title="The responses could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState className="mt-2">
          {isFiltered(filter) ? 'No responses match these filters.' : 'No responses yet.'}
        </EmptyState>
      ) : (
        <ApplicationsTable
          caption={`Responses to ${form.title}. Select a name to see the whole response.`}
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
          label="Response pages"
          onPageChange={(page) => setFilter({ ...filter, page })}
        />
      )}
      <ApplicationDetailModal
        application={open}
        onClose={() => setOpen(null)}
        onChanged={(a) => setOpen(asReviewRow(a))}
        personalOf={respondentRows(form)}
        title="Response Details"
      />
      {dialog}
    </div>
  );
}
