import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import type { FormStats } from '@ssf/domain/schemas/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/list-state.tsx';
import { FormSummary } from '../../components/review/summary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { api } from '../../lib/api-client.ts';

/**
 * A drive's summary (applications per status, per day and per option), as forms have it: read
 * only once the officer opens it.
 */
export function DriveSummary({ drive }: { drive: Recruitment }) {
  const [open, setOpen] = useState(false);
  const stats = useQuery({
    queryKey: ['recruitment', 'stats', drive._id],
    enabled: open,
    queryFn: ({ signal }) =>
      api.get<FormStats>(`/recruitment/admin/${encodeURIComponent(drive._id)}/stats`, { signal }),
  });
  return (
    <details
      className="rounded-2xl border border-gray-200 bg-white p-4"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-semibold text-brand-900">Summary</summary>
      <div className="mt-4">
        {!open ? null : stats.isPending ? (
          <Spinner label="Loading the summary..." />
        ) : stats.isError ? (
          <ErrorState
            title="The summary could not be loaded."
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <FormSummary
            stats={stats.data}
            questions={drive.customQuestions}
            noun={['application', 'applications']}
          />
        )}
      </div>
    </details>
  );
}
