import { MSG } from '@ssf/domain/messages';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title.ts';

/** Any path the app does not know (SPEC.md section 2). The server answers it with status 404. */
export default function NotFoundPage() {
  usePageTitle({ pageName: MSG.notFoundTitle, description: MSG.notFoundText });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="font-serif text-7xl font-bold text-brand-100 sm:text-9xl">
        404
      </p>
      <h1 className="-mt-6 text-3xl font-bold text-brand-900 sm:-mt-10 sm:text-4xl">{MSG.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-gray-600">{MSG.notFoundText}</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">←</span> {MSG.goBackHome}
      </Link>
    </section>
  );
}
