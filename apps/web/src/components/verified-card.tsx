import type { ReactNode } from 'react';

/**
 * The head of a page that confirms a record is real (a membership badge, a certificate): a green
 * tick beside the heading and what was verified. Long words break anywhere, so a long name never
 * pushes past a phone's edge.
 */
export function VerifiedHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-green-100 text-2xl text-green-800"
      >
        ✓
      </span>
      <div className="min-w-0">
        <h1 className="font-serif text-2xl font-bold [overflow-wrap:anywhere] text-brand-900 sm:text-3xl">
          {title}
        </h1>
        <p className="text-sm text-gray-700">{subtitle}</p>
      </div>
    </div>
  );
}

/** The facts of a verified record, a label and its value a row. */
export function VerifiedFacts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="mt-6 divide-y divide-gray-200 border-y border-gray-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-gray-600">{label}</dt>
          <dd className="[overflow-wrap:anywhere] text-gray-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
