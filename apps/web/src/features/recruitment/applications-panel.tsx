import { MSG } from '@ssf/domain/messages';
import { applicationsCsvFileName } from '@ssf/domain/recruitment/export';
import { APPLICATIONS_PAGE_SIZE } from '@ssf/domain/recruitment/review';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { Field, inputClass } from '../../components/field.tsx';
import { ExportCsvButton } from '../../components/review/export-csv-button.tsx';
import { ReviewWorkspace } from '../../components/review/review-workspace.tsx';
import { useFilterParams } from '../../components/review/use-filter-params.ts';
import { DriveSummary } from './drive-summary.tsx';
import { useApplicationsPage } from './review-api.ts';

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
  const query = useApplicationsPage(selected?._id ?? null, filter);
  const { data } = query;

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
          <ExportCsvButton
            path={`/recruitment/admin/applications/${encodeURIComponent(selected._id)}/export.csv`}
            fileName={applicationsCsvFileName(selected.title)}
            filter={filter}
            empty={(data?.total ?? 0) === 0}
          />
        )}
      </div>

      {!selected ? (
        <p className="text-gray-600">Choose a recruitment to see its applications.</p>
      ) : (
        <>
          <DriveSummary key={selected._id} drive={selected} />
          <ReviewWorkspace
            scope={selected._id}
            filter={filter}
            setFilter={setFilter}
            pageSize={APPLICATIONS_PAGE_SIZE}
            query={query}
            rows={data?.applications ?? []}
            questions={selected.customQuestions}
            statusCounts={selected.statusCounts}
            texts={{
              noun: ['application', 'applications'],
              caption: `Applications to ${selected.title}. Select a name to see the whole application.`,
              loadError: 'The applications could not be loaded. Please try again.',
              none: MSG.noApplications,
            }}
          />
        </>
      )}
    </div>
  );
}
