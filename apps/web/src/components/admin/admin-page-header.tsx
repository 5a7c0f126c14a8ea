import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  title: ReactNode;
  /** A sentence under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons or links beside the title ('New event'). */
  actions?: ReactNode;
  /** A link back to the page this one belongs to, above the title. */
  back?: ReactNode;
  className?: string;
}

/**
 * The one heading of every admin page: the same font, size, height and spacing everywhere, with the
 * page's main action on the right (under the title on a phone).
 */
export function AdminPageHeader({ title, description, actions, back, className = '' }: AdminPageHeaderProps) {
  return (
    <header className={`border-b border-gray-200 pb-5 ${className}`.trim()}>
      {back ? <div className="mb-2 text-sm">{back}</div> : null}
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl leading-tight font-bold [overflow-wrap:anywhere] text-brand-900">
            {title}
          </h1>
          {description ? <p className="mt-2 max-w-2xl text-gray-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The frame of an admin page's content: the same width and margins on every page. */
export const ADMIN_PAGE_FRAME = 'mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10';
