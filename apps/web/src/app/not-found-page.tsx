import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title.ts';

/** Any path the app does not know. The server answers it with status 404. */
export default function NotFoundPage() {
  usePageTitle({ pageName: MSG.notFoundTitle, description: MSG.notFoundText });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <div
        aria-hidden="true"
        className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-50 ring-8 ring-brand-50/50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 48 48"
          className="h-12 w-12 text-brand-600"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
          <circle cx="21" cy="21" r="13" />
          <path d="M31 31l10 10M17 17.5a4 4 0 1 1 5.5 3.7c-1 .5-1.5 1.2-1.5 2.3M21 27.5v.01" />
        </svg>
      </div>
      <h1 className="mt-8 text-3xl font-bold text-brand-900 sm:text-4xl">{MSG.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-gray-600">{MSG.notFoundText}</p>
      <Link
        to={PAGES.home.path}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">←</span> {MSG.goBackHome}
      </Link>
    </section>
  );
}
