import { CUT } from '@ssf/domain/constants';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { truncate } from '@ssf/domain/text';
import { formatDate } from '../../lib/dates.ts';
import { ItemActions } from '../../components/item-actions.tsx';
import { APPLICATION_STATUSES } from '@ssf/domain/recruitment/review';
import { StatusBadge } from './status-badge.tsx';

interface RecruitmentCardProps {
  recruitment: Recruitment;
  /** Absent for an account that may only view the section, as are Delete and Duplicate. */
  onEdit?: () => void;
  onViewApplications: () => void;
  onDelete?: () => void;
  deleting: boolean;
  /** Copy the drive to run it again. */
  onDuplicate?: () => void;
}

/**
 * One drive: title, Active or Inactive, description cut to 100, counts (in all and per review
 * status), deadline, whether applicants see their status, and actions.
 */
export function RecruitmentCard({
  recruitment: r,
  onEdit,
  onViewApplications,
  onDelete,
  deleting,
  onDuplicate,
}: RecruitmentCardProps) {
  return (
    <article className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words text-gray-900">{r.title}</h2>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${
            r.isActive ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'
          }`}
        >
          {r.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <p className="mt-2 text-sm break-words text-gray-600">{truncate(r.description, CUT.recruitmentCard)}</p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-gray-500">Applications</dt>
          <dd className="font-semibold text-gray-900">
            {r.currentApplications}/{r.maxApplications}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">Deadline</dt>
          <dd className="font-semibold text-gray-900">
            <time dateTime={r.applicationDeadline}>{formatDate(r.applicationDeadline)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">Questions</dt>
          <dd className="font-semibold text-gray-900">{r.customQuestions.length}</dd>
        </div>
      </dl>
      {r.currentApplications > 0 && (
        <ul aria-label="Applications by status" className="mt-3 flex flex-wrap gap-1.5">
          {APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <StatusBadge status={s} count={r.statusCounts[s]} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-gray-600">
        {r.statusVisible
          ? 'Statuses published: applicants see their decision on their status page.'
          : 'Statuses not published: applicants see “Received”.'}
      </p>
      <ItemActions
        className="mt-5"
        actions={[
          !!onEdit && { label: 'Edit', name: `Edit ${r.title}`, onClick: onEdit },
          {
            label: 'View Applications',
            name: `View applications of ${r.title}`,
            onClick: onViewApplications,
          },
          !!onDuplicate && { label: 'Duplicate', name: `Duplicate ${r.title}`, onClick: onDuplicate },
          !!onDelete && {
            label: deleting ? 'Deleting...' : 'Delete',
            name: `Delete ${r.title}`,
            onClick: onDelete,
            disabled: deleting,
            variant: 'danger',
          },
        ]}
      />
    </article>
  );
}
