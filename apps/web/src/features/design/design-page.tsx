import { PAGES } from '@ssf/domain/pages';
import { DesignShowcase } from '../../components/design-showcase.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

/**
 * The design system in the admin area: every shared component with its variants, as docs/design.md
 * describes them, to look at before building a page (nothing on it changes anything).
 */
export default function DesignPage() {
  usePageTitle(PAGES.adminDesign);
  return <DesignShowcase title={PAGES.adminDesign.title} />;
}
