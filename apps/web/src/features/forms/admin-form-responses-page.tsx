import { RESPONDENT_FIELD_LABELS } from '@ssf/domain/forms/form';
import { PAGES } from '@ssf/domain/pages';
import type { Form, FormResponse } from '@ssf/domain/schemas/forms';
import type { AdminApplication } from '@ssf/domain/schemas/review';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { BackToForms } from './back-to-forms.tsx';
import { Button } from '../../components/button.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { formatSubmitted } from '../../components/review/application-detail-modal.tsx';
import { ExportCsvButton } from '../../components/review/export-csv-button.tsx';
import { ReviewEndpointsContext } from '../../components/review/review-api.ts';
import { ReviewWorkspace } from '../../components/review/review-workspace.tsx';
import { FormSummary } from '../../components/review/summary.tsx';
import { useFilterParams } from '../../components/review/use-filter-params.ts';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import {
  FORM_REVIEW,
  RESPONSES_PAGE_SIZE,
  useAdminForms,
  useFormStats,
  useResponsesPage,
} from './forms-api.ts';

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
      <AdminPageHeader title={`${form.title}: responses`} back={<BackToForms />} />
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
  const query = useResponsesPage(form._id, filter);
  const { data } = query;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <ExportCsvButton
          path={`/forms/admin/${encodeURIComponent(form._id)}/responses/export.csv`}
          fileName={`${form.slug}-responses.csv`}
          filter={filter}
          empty={(data?.total ?? 0) === 0}
        />
      </div>
      <ReviewWorkspace
        scope={form._id}
        filter={filter}
        setFilter={setFilter}
        pageSize={RESPONSES_PAGE_SIZE}
        query={query}
        rows={(data?.responses ?? []).map(asReviewRow)}
        questions={form.customQuestions}
        statusCounts={data?.statusCounts ?? form.statusCounts}
        texts={{
          noun: ['response', 'responses'],
          caption: `Responses to ${form.title}. Select a name to see the whole response.`,
          loadError: 'The responses could not be loaded.',
          none: 'No responses yet.',
          detailTitle: 'Response Details',
        }}
        asRow={asReviewRow}
        personalOf={respondentRows(form)}
      />
    </div>
  );
}
