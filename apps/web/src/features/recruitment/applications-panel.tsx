import { MSG } from '@ssf/domain/messages';
import { applicationsCsvFileName } from '@ssf/domain/recruitment/export';
import type { ApplicationView, Recruitment } from '@ssf/domain/schemas/recruitment';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { ListState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { ApplicationDetailModal, formatSubmitted } from './application-detail-modal.tsx';
import { useApplications } from './recruitment-api.ts';

interface ApplicationsPanelProps {
  recruitments: Recruitment[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The applications of one drive: Name, Email, Submitted (newest first), details and CSV export. */
export function ApplicationsPanel({ recruitments, selectedId, onSelect }: ApplicationsPanelProps) {
  const selected = recruitments.find((r) => r._id === selectedId) ?? null;
  const { data: applications, isPending, isError, error, refetch } = useApplications(selected?._id ?? null);
  const notices = useNotices();
  const [open, setOpen] = useState<ApplicationView | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!selected) return;
    setExporting(true);
    try {
      await api.download(
        `/recruitment/admin/applications/${encodeURIComponent(selected._id)}/export.csv`,
        applicationsCsvFileName(selected.title),
      );
    } catch (err) {
      notices.error(err instanceof ApiError ? err.message : 'Download failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
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
          <Button variant="secondary" onClick={exportCsv} disabled={exporting || !applications?.length}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        )}
      </div>

      {!selected ? (
        <p className="mt-6 text-gray-600">Choose a recruitment to see its applications.</p>
      ) : (
        <ListState
          isPending={isPending}
          isError={isError}
          error={error}
          items={applications}
          loadingLabel="Loading applications..."
          emptyMessage={MSG.noApplications}
          errorTitle="The applications could not be loaded. Please try again."
          onRetry={() => void refetch()}
        >
          {(list) => (
            <div className="mt-6 overflow-x-auto rounded-2xl border border-gray-200 bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  Applications to {selected.title}, newest first. Select a name to see the whole application.
                </caption>
                <thead className="bg-gray-50 text-gray-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Name
                    </th>
                    <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Submitted
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200">
                  {list.map((a) => (
                    // The whole row opens the application for a mouse or a finger; keyboard and
                    // screen-reader users reach the same action through the name's real button.
                    <tr
                      key={a._id}
                      onClick={() => setOpen(a)}
                      className="cursor-pointer hover:bg-brand-50 focus-within:bg-brand-50"
                    >
                      <td className="px-4 py-3 font-medium text-gray-900">
                        <button
                          type="button"
                          aria-haspopup="dialog"
                          onClick={(e) => {
                            e.stopPropagation();
                            setOpen(a);
                          }}
                          className="rounded text-left font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                        >
                          {a.applicantInfo.name}
                        </button>
                        {/* On a phone the email goes under the name rather than in a squeezed column. */}
                        <span className="block font-normal break-all text-gray-600 sm:hidden">
                          {a.applicantInfo.email}
                        </span>
                      </td>
                      <td className="hidden px-4 py-3 break-all text-gray-700 sm:table-cell">
                        {a.applicantInfo.email}
                      </td>
                      <td className="px-4 py-3 text-gray-700">
                        <time dateTime={a.submittedAt}>{formatSubmitted(a.submittedAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListState>
      )}
      <ApplicationDetailModal application={open} onClose={() => setOpen(null)} />
    </div>
  );
}
