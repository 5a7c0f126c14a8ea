import { useRef } from 'react';
import { Outlet } from 'react-router';
import { HydrateLater } from '../lib/hydrate-later.tsx';
import { NavigationLoader } from './navigation-loader.tsx';
import { PageScrollRestoration } from './page-scroll.tsx';
import { useFocusOnNavigation } from './route-focus.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';

/**
 * The frame of every public page: skip link, navigation bar, the page, footer. A new page starts at
 * the top with focus on its heading; Back returns to where the reader was.
 */
export default function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-700"
      >
        Skip to content
      </a>
      {/* The frame's parts are taken over after the page itself (hydrate-later.tsx). */}
      <HydrateLater>
        <SiteNavbar />
      </HydrateLater>
      {/* At least a screen tall, so the footer starts below the fold and does not jump down when
          a page's data arrives (no layout shift). */}
      <main ref={mainRef} id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <NavigationLoader />
      <PageScrollRestoration />
    </div>
  );
}
