import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@ssf/domain/recruitment/review';
import type { FormStats } from '@ssf/domain/schemas/forms';
import { useId } from 'react';

interface Bar {
  label: string;
  count: number;
}

/**
 * A simple bar chart drawn in SVG with its numbers in a table beside it: the chart is a picture
 * for sighted readers (hidden from screen readers), the table carries the same numbers for everyone.
 */
export function BarChart({
  title,
  bars,
  labelHeader,
  countHeader = 'Responses',
}: {
  title: string;
  bars: Bar[];
  labelHeader: string;
  countHeader?: string;
}) {
  const headingId = useId();
  const max = Math.max(1, ...bars.map((b) => b.count));
  const rowHeight = 22;
  const height = bars.length * rowHeight;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title}
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <svg
          aria-hidden="true"
          viewBox={`0 0 300 ${Math.max(height, rowHeight)}`}
          className="w-full"
          preserveAspectRatio="none"
          style={{ maxHeight: `${Math.max(height, rowHeight) * 1.2}px` }}
        >
          {bars.map((b, i) => (
            <rect
              key={b.label}
              x={0}
              y={i * rowHeight + 4}
              width={Math.max((b.count / max) * 300, b.count > 0 ? 2 : 0)}
              height={rowHeight - 8}
              rx={3}
              className="fill-brand-600"
            />
          ))}
        </svg>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-left text-gray-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {countHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label} className="border-t border-gray-100">
                <th scope="row" className="py-1 pr-2 text-left font-normal break-words text-gray-900">
                  {b.label}
                </th>
                <td className="py-1 text-right text-gray-900 tabular-nums">{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The summary of a form's responses or a drive's applications: by status, per day (last 30 days) and per option of each choice question. */
export function FormSummary({
  stats,
  questions,
  noun = ['response', 'responses'],
}: {
  stats: FormStats;
  questions: readonly CustomQuestion[];
  /** What is counted, one and many. */
  noun?: readonly [string, string];
}) {
  const [one, many] = noun;
  const countHeader = many.charAt(0).toUpperCase() + many.slice(1);
  return (
    <div className="space-y-4">
      <p className="text-gray-800">
        {stats.total} {stats.total === 1 ? one : many} in all.
      </p>
      <BarChart
        title={`${countHeader} by status`}
        labelHeader="Status"
        countHeader={countHeader}
        bars={APPLICATION_STATUSES.map((s) => ({
          label: APPLICATION_STATUS_LABELS[s],
          count: stats.byStatus[s],
        }))}
      />
      <BarChart
        title={`${countHeader} per day (last 30 days)`}
        labelHeader="Day"
        countHeader={countHeader}
        bars={stats.byDay.map((d) => ({ label: d.date, count: d.count }))}
      />
      {Object.entries(stats.byAnswer).map(([index, counts]) => (
        <BarChart
          key={index}
          title={questions[Number(index)]?.question ?? `Question ${Number(index) + 1}`}
          labelHeader="Option"
          countHeader={countHeader}
          bars={Object.entries(counts).map(([label, count]) => ({ label, count }))}
        />
      ))}
    </div>
  );
}
