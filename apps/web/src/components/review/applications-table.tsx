import { useEffect, useRef } from 'react';
import { type AdminColumn, AdminTable } from '../admin-table.tsx';
import { formatSubmitted } from './application-detail-modal.tsx';
import type { AdminApplication } from '@ssf/domain/schemas/review';
import { useMayReview } from './review-api.ts';
import { StatusBadge } from './status-badge.tsx';
import { EmailText } from '../admin/email-text.tsx';

interface ApplicationsTableProps {
  caption: string;
  applications: readonly AdminApplication[];
  /** The ids of the rows chosen for a bulk change (of this page only). */
  chosen: ReadonlySet<string>;
  onChoose: (ids: ReadonlySet<string>) => void;
  onOpen: (application: AdminApplication) => void;
}

const checkboxClass = 'h-5 w-5 cursor-pointer accent-brand-700';

const COLUMNS: readonly AdminColumn[] = [
  { label: 'Name' },
  { label: 'Email', from: 'md' },
  { label: 'Year and course', from: 'lg' },
  { label: 'Status' },
  { label: 'Submitted', from: 'sm', nowrap: true },
];

/**
 * One page of applications: a checkbox per row and one for the whole page, the name (a button that
 * opens the application), email, year and course, the status as a worded badge, and when it came.
 */
export function ApplicationsTable({
  caption,
  applications,
  chosen,
  onChoose,
  onOpen,
}: ApplicationsTableProps) {
  const all = useRef<HTMLInputElement>(null);
  // Rows are chosen for a bulk status change: only by an account that may change statuses.
  const mayChoose = useMayReview();
  const chosenHere = applications.filter((a) => chosen.has(a._id)).length;
  const allChosen = chosenHere > 0 && chosenHere === applications.length;
  const someChosen = chosenHere > 0 && !allChosen;

  useEffect(() => {
    if (all.current) all.current.indeterminate = someChosen;
  }, [someChosen]);

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChoose(next);
  };

  return (
    <AdminTable
      caption={caption}
      columns={COLUMNS}
      className=""
      leading={
        mayChoose && (
          <th scope="col" className="w-12 px-3 py-3">
            <input
              ref={all}
              type="checkbox"
              aria-label="Select all applications on this page"
              checked={allChosen}
              onChange={() => onChoose(allChosen ? new Set() : new Set(applications.map((a) => a._id)))}
              className={checkboxClass}
            />
          </th>
        )
      }
    >
      {applications.map((a) => {
        const name = a.applicantInfo.name;
        const isChosen = chosen.has(a._id);
        return (
          // The row opens the application for a mouse or a finger; keyboard and screen-reader
          // users reach the same action through the name's real button.
          <tr
            key={a._id}
            onClick={(e) => {
              if (!(e.target as HTMLElement).closest('button, input, label')) onOpen(a);
            }}
            className={`cursor-pointer hover:bg-brand-50 focus-within:bg-brand-50 ${isChosen ? 'bg-brand-50' : ''}`}
          >
            {mayChoose && (
              <td className="p-0">
                {/* The whole cell toggles the row, a larger target than the box alone. */}
                <label className="flex min-h-11 cursor-pointer items-center px-3 py-3">
                  <input
                    type="checkbox"
                    aria-label={`Select ${name}`}
                    checked={isChosen}
                    onChange={() => toggle(a._id)}
                    className={checkboxClass}
                  />
                </label>
              </td>
            )}
            <td className="px-2 py-3 sm:px-4">
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => onOpen(a)}
                className="rounded text-left font-medium break-words text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {name}
              </button>
              {/* Narrower screens show the hidden columns' facts under the name. */}
              <EmailText email={a.applicantInfo.email} className="block text-gray-600 md:hidden" />
              <span className="block text-gray-600 lg:hidden">
                {a.applicantInfo.year} · {a.applicantInfo.course}
              </span>
            </td>
            <td className="hidden px-4 py-3 text-gray-700 md:table-cell">
              <EmailText email={a.applicantInfo.email} />
            </td>
            <td className="hidden px-4 py-3 text-gray-700 lg:table-cell">
              <span className="font-medium text-gray-900">{a.applicantInfo.year}</span>
              <span className="block">{a.applicantInfo.course}</span>
            </td>
            <td className="px-2 py-3 sm:px-4">
              <StatusBadge status={a.status} />
            </td>
            <td className="hidden px-4 py-3 whitespace-nowrap text-gray-700 sm:table-cell">
              <time dateTime={a.submittedAt}>{formatSubmitted(a.submittedAt)}</time>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
