import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@ssf/domain/recruitment/review';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../button.tsx';
import { useConfirm } from '../confirm-dialog.tsx';
import { useNotices } from '../notices.tsx';
import { useBulkStatus } from './review-api.ts';

interface BulkStatusBarProps {
  chosen: ReadonlySet<string>;
  /** What is reviewed, one and many ('application', 'applications'). */
  noun: readonly [string, string];
  onClear: () => void;
  /** After the change: the selection is done with. */
  onApplied: () => void;
}

/**
 * The bar over a review list while rows are chosen: one status for all of them, set after asking,
 * or the selection cleared. It stays in view (sticky) while the list scrolls under it.
 */
export function BulkStatusBar({ chosen, noun, onClear, onApplied }: BulkStatusBarProps) {
  const notices = useNotices();
  const { confirm, dialog } = useConfirm();
  const bulk = useBulkStatus();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const selectId = useId();

  const apply = async () => {
    if (!status || chosen.size === 0) return;
    const count = chosen.size;
    const label = APPLICATION_STATUS_LABELS[status];
    const counted = `${count} ${count === 1 ? noun[0] : noun[1]}`;
    const ok = await confirm({
      title: 'Change status',
      message: `Set ${counted} to ${label}?`,
      confirmLabel: `Set to ${label}`,
      tone: 'primary',
    });
    if (!ok) return;
    try {
      const res = await bulk.mutateAsync({ ids: [...chosen], status });
      setStatus('');
      onApplied();
      notices.success(res.message || `${counted} set to ${label}`);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : '';
      notices.error(reason ? `The status was not changed.\n${reason}` : 'The status was not changed.');
    }
  };

  return (
    <>
      {chosen.size > 0 && (
        <section
          aria-label="Bulk status change"
          className="sticky top-0 z-20 flex flex-wrap items-center gap-3 rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 shadow-sm"
        >
          <p className="font-semibold text-brand-900">{chosen.size} selected</p>
          <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
            Set status:
          </label>
          <select
            id={selectId}
            value={status}
            onChange={(e) => setStatus(e.target.value as ApplicationStatus | '')}
            className="min-h-10 rounded-lg border border-gray-300 bg-white px-2.5 text-sm text-gray-900"
          >
            <option value="">Choose a status</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <Button size="sm" onClick={apply} disabled={!status || bulk.isPending}>
            {bulk.isPending ? 'Applying...' : 'Apply'}
          </Button>
          <Button variant="secondary" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        </section>
      )}
      {dialog}
    </>
  );
}
