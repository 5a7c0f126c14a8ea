import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The look of a link to a whole list beside or under a section ("All events →"). */
export const SECTION_LINK_CLASS =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * A section's h2 with an optional line under it and an optional link on the right ("All events"),
 * the link's words naming where it goes.
 */
export function SectionHeading({
  id,
  title,
  intro,
  link,
  className = '',
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  link?: { to: string; label: string };
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-end justify-between gap-x-6 gap-y-2 ${className}`.trim()}>
      <div className="min-w-0 max-w-2xl">
        <h2 id={id} className="text-h2 text-brand-900">
          {title}
        </h2>
        {intro ? <p className="mt-2 text-gray-700">{intro}</p> : null}
      </div>
      {link ? (
        <Link to={link.to} className={SECTION_LINK_CLASS}>
          {link.label}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : null}
    </div>
  );
}
