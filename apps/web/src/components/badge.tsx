import type { ReactNode } from 'react';

export type BadgeTone = 'brand' | 'accent' | 'success' | 'neutral' | 'danger' | 'dark';

const TONE: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
  accent: 'bg-accent-100 text-accent-800 ring-accent-400/40',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  // On a picture or a dark band.
  dark: 'bg-brand-900/85 text-white ring-white/20',
};

/** The classes of a badge, for an element that is not a <span> (a link styled as one). */
export const badgeClass = (tone: BadgeTone = 'brand') =>
  `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[tone]}`;

/** A short status or category word ('Upcoming', 'EP 3', 'Active'); every tone has AA contrast. */
export function Badge({
  tone = 'brand',
  className = '',
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`${badgeClass(tone)} ${className}`.trim()}>{children}</span>;
}
