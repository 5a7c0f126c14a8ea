import { PAGES } from '@ssf/domain/pages';
import { usePageTitle } from '../../lib/page-title.ts';

/** Placeholder until this feature is built. */
export default function AdminSitePage() {
  usePageTitle(PAGES.adminSite);
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Site texts</h1>
      <p className="mt-4 text-gray-600">This section is coming soon.</p>
    </section>
  );
}
