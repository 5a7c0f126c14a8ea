import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@ssf/domain/recruitment/review';

// Each pair keeps the text at least 4.5:1 against its background (WCAG AA); the word itself, not
// the colour, tells the status.
const TONE: Record<ApplicationStatus, string> = {
  new: 'bg-gray-100 text-gray-800 ring-gray-300',
  reviewing: 'bg-sky-100 text-sky-900 ring-sky-300',
  shortlisted: 'bg-amber-100 text-amber-900 ring-amber-300',
  selected: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
  waitlisted: 'bg-violet-100 text-violet-900 ring-violet-300',
};

/** An application's review status as a worded badge, with a count when it stands for several. */
export function StatusBadge({
  status,
  count,
  className = '',
}: {
  status: ApplicationStatus;
  count?: number;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[status]} ${className}`}
    >
      {APPLICATION_STATUS_LABELS[status]}
      {count === undefined ? null : <span className="tabular-nums">{count}</span>}
    </span>
  );
}
