import type { ReactNode } from 'react';

export type MetaIcon = 'date' | 'time' | 'place' | 'read';

const PATHS: Record<MetaIcon, string> = {
  date: 'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 7h14v10H5V9Z',
  time: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6l5 3 1-1.7-4-2.3V7h-2Z',
  place:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  read: 'M4 4h6a3 3 0 0 1 2 .8A3 3 0 0 1 14 4h6v15h-6a2 2 0 0 0-2 2 2 2 0 0 0-2-2H4V4Zm2 2v11h4c.7 0 1.4.2 2 .5V7a1 1 0 0 0-1-1H6Zm12 0h-5a1 1 0 0 0-1 1v10.5c.6-.3 1.3-.5 2-.5h4V6Z',
};

/** One item of a meta line: a small icon (hidden from screen readers) and its words. */
export function MetaItem({ icon, children }: { icon: MetaIcon; children: ReactNode }) {
  return (
    <span className="inline-flex min-w-0 items-start gap-1.5">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-[0.2em] h-4 w-4 shrink-0 fill-current opacity-80"
      >
        <path d={PATHS[icon]} />
      </svg>
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </span>
  );
}

/**
 * The facts of a card or a page in one line (date, time, place, reading time), wrapping as needed:
 * meta size, secondary colour. `tone="light"` on a dark band.
 */
export function MetaLine({
  children,
  tone = 'default',
  className = '',
}: {
  children: ReactNode;
  tone?: 'default' | 'light';
  className?: string;
}) {
  const colour = tone === 'light' ? 'text-brand-100' : 'text-gray-700';
  return (
    <p className={`flex flex-wrap gap-x-4 gap-y-1 text-meta font-medium ${colour} ${className}`.trim()}>
      {children}
    </p>
  );
}
