import { type ReactNode, useId } from 'react';
import { imageProps } from '../lib/media.ts';
import { buttonClass } from './button.tsx';

/**
 * A column of an admin table. `from` hides it below that width: on a phone the row shows the
 * same facts under its title instead of in squeezed columns.
 */
export interface AdminColumn {
  label: string;
  from?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  /** Keep the header on one line (dates, roles). */
  nowrap?: boolean;
}

// Written out whole so the stylesheet generator finds every class.
const HEADER = {
  always: 'px-2 py-3 font-semibold sm:px-4',
  sm: 'hidden px-4 py-3 font-semibold sm:table-cell',
  md: 'hidden px-4 py-3 font-semibold md:table-cell',
  lg: 'hidden px-4 py-3 font-semibold lg:table-cell',
  xl: 'hidden px-4 py-3 font-semibold xl:table-cell',
  '2xl': 'hidden px-4 py-3 font-semibold 2xl:table-cell',
} as const;

/**
 * The table of an admin list page: a named region that scrolls sideways on its own (reachable by
 * keyboard) when very large text no longer fits, a caption for screen readers, the column
 * headers, and the rows the page renders.
 */
export function AdminTable({
  caption,
  columns,
  leading,
  className = 'mt-6',
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  /** A header cell before the columns (the select-all box of a table whose rows can be chosen). */
  leading?: ReactNode;
  /** Spacing around the table (default: a gap above it). */
  className?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      // relative: text hidden for screen readers in the cells is placed within the scrolling box, not
      // past the page's edge.
      className={`${className} relative overflow-x-auto rounded-2xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
    >
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            {leading}
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${HEADER[column.from ?? 'always']}${column.nowrap ? ' whitespace-nowrap' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">{children}</tbody>
      </table>
    </section>
  );
}

/** The Edit and Delete buttons of a row, named after the record for screen readers. */
export function AdminRowActions({
  name,
  onEdit,
  onDelete,
  deleting = false,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  // nowrap: the buttons' words never break letter by letter when a long title takes the row's width.
  return (
    <td className="px-2 py-3 whitespace-nowrap sm:px-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          aria-label={`Edit ${name}`}
          onClick={onEdit}
          className={buttonClass('primary', 'sm')}
        >
          Edit
        </button>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
          disabled={deleting}
          className={buttonClass('danger', 'sm')}
        >
          Delete
        </button>
      </div>
    </td>
  );
}

/** A row of an admin table, marked (aria-current, tinted) while its record is open in the form. */
export function AdminRow({ current, children }: { current: boolean; children: ReactNode }) {
  return (
    <tr aria-current={current ? 'true' : undefined} className="aria-[current=true]:bg-brand-50">
      {children}
    </tr>
  );
}

/** The first cell of a row: the record's picture, small and decorative (the title names it). */
export function AdminThumbnailCell({ src, round = false }: { src: string; round?: boolean }) {
  return (
    <td className="px-2 py-3 sm:px-4">
      <img
        {...imageProps(src, '50px')}
        alt=""
        width={50}
        height={50}
        loading="lazy"
        className={`h-[50px] w-[50px] ${round ? 'rounded-full' : 'rounded-md'} bg-brand-50 object-cover`}
      />
    </td>
  );
}

/** The cell of the record's title: it takes the row's spare width, and its words may break anywhere. */
export function AdminTitleCell({ children }: { children: ReactNode }) {
  return (
    <td className="w-full px-2 py-3 font-medium text-gray-900 [overflow-wrap:anywhere] sm:px-4">
      {children}
    </td>
  );
}
