import { formatMonth } from '@ssf/domain/months';
import type { MonthCount } from '@ssf/domain/schemas/dashboard';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** What the chart says to a screen reader: the period, the total and the busiest month. */
export function chartSummary(months: readonly MonthCount[]): string {
  if (!months.length) return 'No months to show.';
  const first = formatMonth(months[0].month, true);
  const last = formatMonth(months[months.length - 1].month, true);
  const total = months.reduce((sum, m) => sum + m.count, 0);
  const period = `New members per month, ${first} to ${last}`;
  if (total === 0) return `${period}: nobody joined.`;
  const busiest = months.reduce((best, m) => (m.count > best.count ? m : best));
  return `${period}: ${total} in total; the most in ${formatMonth(busiest.month, true)} (${busiest.count}).`;
}

// Drawn at the width it is given (one unit a pixel), so its labels keep their size on any screen.
const DEFAULT_WIDTH = 480;
const TOP = 22;
const PLOT = 150;
const BOTTOM = 40;

/** The width of the element `ref` points at, followed as it changes. */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * New members per month as a bar chart: an SVG image named by its summary, each bar with its
 * count and month, and the same numbers as a table behind "Show the numbers".
 */
export function MembersChart({ months }: { months: readonly MonthCount[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(box, DEFAULT_WIDTH), 720);
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = width / Math.max(1, months.length);
  const bar = Math.min(36, slot * 0.65);
  const height = TOP + PLOT + BOTTOM;
  const baseline = TOP + PLOT;
  return (
    <div ref={box}>
      <svg
        role="img"
        aria-label={chartSummary(months)}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block max-w-full"
      >
        <line x1={0} x2={width} y1={baseline} y2={baseline} className="stroke-gray-300" strokeWidth={1} />
        {months.map((m, i) => {
          const barHeight = m.count ? Math.max(2, (m.count / max) * PLOT) : 0;
          const middle = i * slot + slot / 2;
          const [year, month] = m.month.split('-');
          // The year under January and under the first month, so the labels stay short.
          const showYear = i === 0 || month === '01';
          return (
            <g key={m.month}>
              {barHeight ? (
                <rect
                  x={middle - bar / 2}
                  y={baseline - barHeight}
                  width={bar}
                  height={barHeight}
                  rx={3}
                  className="fill-brand-600"
                />
              ) : null}
              <text
                x={middle}
                y={baseline - barHeight - 6}
                textAnchor="middle"
                className="fill-gray-800 text-[12px] font-semibold"
              >
                {m.count}
              </text>
              <text x={middle} y={baseline + 16} textAnchor="middle" className="fill-gray-700 text-[11px]">
                {formatMonth(m.month).slice(0, 3)}
              </text>
              {showYear ? (
                <text x={middle} y={baseline + 31} textAnchor="middle" className="fill-gray-600 text-[11px]">
                  {year}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-10 cursor-pointer items-center rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          Show the numbers
        </summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">New members per month</caption>
          <thead className="text-gray-700">
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Month
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                New members
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="py-1 pr-4 font-normal text-gray-800">
                  {formatMonth(m.month, true)}
                </th>
                <td className="py-1 text-right tabular-nums text-gray-900">{m.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
