import type { ReactNode } from 'react';

/**
 * The top of a page: an optional eyebrow (the section it belongs to), its one h1, an optional
 * introduction and optional actions (a "New ..." button, a back link). Same font, sizes and spacing
 * on every page, public or admin. `tone="paper"` puts it on the warm band of the public pages;
 * `tone="plain"` (the admin area) keeps it on the page's own background.
 */
export function PageHeader({
  title,
  eyebrow,
  intro,
  actions,
  id,
  tone = 'plain',
  align = 'start',
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  id?: string;
  tone?: 'paper' | 'plain';
  align?: 'start' | 'center';
  /** Anything below the introduction (a list, a date line). */
  children?: ReactNode;
}) {
  const centered = align === 'center';
  const inner = (
    <div
      className={`flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between ${centered ? 'sm:flex-col sm:items-center sm:text-center' : ''}`}
    >
      <div className={`min-w-0 ${centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}`}>
        {eyebrow ? (
          <p className="text-meta font-semibold tracking-[0.14em] text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 id={id} className={`${eyebrow ? 'mt-2' : ''} text-h1 text-brand-900`}>
          {title}
        </h1>
        {intro ? <div className="mt-3 text-lg leading-relaxed text-gray-700">{intro}</div> : null}
        {children}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
  if (tone === 'plain') return <header className="mb-8">{inner}</header>;
  return (
    <header className="border-b border-paper-edge bg-paper">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">{inner}</div>
    </header>
  );
}

/** The width and side padding of a page's content (the same as PageHeader's band). */
export const PAGE_CONTAINER = 'mx-auto max-w-7xl px-4 sm:px-6';
