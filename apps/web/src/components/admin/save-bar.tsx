import type { ReactNode } from 'react';

/**
 * The Save (and Cancel) buttons of a long admin form, kept in view at the bottom of the screen or
 * drawer while the form scrolls, so that nobody has to scroll 3,000 px to save. Placed last in a
 * form card padded p-5 / sm:p-8: it reaches the card's edges.
 */
export function SaveBar({
  children,
  inCard = true,
  className = '',
}: {
  children: ReactNode;
  /** false for a form that is not itself a padded card: the bar is then a card of its own. */
  inCard?: boolean;
  className?: string;
}) {
  const place = inCard
    ? '-mx-5 -mb-5 rounded-b-2xl border-t sm:-mx-8 sm:-mb-8 sm:px-8'
    : 'rounded-2xl border sm:px-6';
  return (
    <div
      className={`sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-gray-200 bg-white/95 px-5 py-3 shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.25)] backdrop-blur ${place} ${className}`.trim()}
    >
      {children}
    </div>
  );
}
