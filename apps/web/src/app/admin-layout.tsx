import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { useAuth } from '../lib/auth.tsx';
import { NavigationLoader } from './navigation-loader.tsx';
import { PageScrollRestoration } from './page-scroll.tsx';
import { useFocusOnNavigation } from './route-focus.ts';
import { ADMIN_LINKS, levelOfPath, sectionOfPath } from './site-links.ts';
import { MenuToggle } from '../components/menu-toggle.tsx';
import { ForumLogo } from '../components/logos.tsx';

const LOGIN = PAGES.login.path;

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 ${
    isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
  }`;

/**
 * The admin area's frame and guard: only a signed-in admin sees its pages; anyone else is sent to
 * the login page. A sidebar on wide screens, a top bar with a menu button on narrow ones.
 */
export default function AdminLayout() {
  const { isAuthenticated, loading, userData, logout, can } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef, !loading && isAuthenticated);

  // A followed link closes the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  if (loading) return <FullScreenLoader label="Checking your session..." />;
  if (!isAuthenticated) return <Navigate to={LOGIN} replace />;
  // An owner requires two-factor sign-in and this account has none yet: its setup comes first.
  if (userData?.mustSetUpTwoFactor && pathname !== PAGES.adminAccount.path)
    return <Navigate to={PAGES.adminAccount.path} replace />;
  const section = sectionOfPath(pathname);
  const allowed = section === null || can(section, levelOfPath(pathname));

  const signOut = () => {
    logout();
    navigate(LOGIN, { replace: true });
  };

  return (
    <div className="min-h-screen bg-gray-50 text-gray-900 lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-700"
      >
        Skip to content
      </a>
      {/* The sidebar scrolls on its own when its sections are more than a short screen holds: its
          last links stay on its dark background instead of running over the page. */}
      <aside className="bg-brand-900 text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 lg:flex-col lg:overflow-y-auto">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:py-5">
          <Link
            to={PAGES.dashboard.path}
            className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
          >
            <ForumLogo width={40} height={40} className="h-10 w-10" />
            <span className="leading-tight">
              <span className="block text-sm font-semibold">SSF Admin</span>
              <span className="block text-xs text-brand-100/80">Science and Spirituality Forum</span>
            </span>
          </Link>
          <MenuToggle
            ref={toggleRef}
            open={menuOpen}
            onToggle={() => setMenuOpen((open) => !open)}
            controls={menuId}
            menuName="admin menu"
            className="hover:bg-white/10 focus-visible:outline-accent-400"
          />
        </div>
        <div id={menuId} className={`${menuOpen ? 'flex' : 'hidden'} flex-1 flex-col px-3 pb-4 lg:flex`}>
          <nav aria-label="Admin">
            <ul className="space-y-1">
              {ADMIN_LINKS.filter((link) => link.section === null || can(link.section)).map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={sideLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 space-y-1 border-t border-white/10 pt-4 lg:mt-auto">
            {userData ? (
              <p className="truncate px-3 pb-2 text-xs text-brand-100/80" title={userData.email}>
                Signed in as <span className="font-medium text-white">{userData.name}</span>
              </p>
            ) : null}
            <NavLink to={PAGES.adminAccount.path} className={sideLinkClass}>
              Your account
            </NavLink>
            <NavLink to={PAGES.adminPassword.path} className={sideLinkClass}>
              Change password
            </NavLink>
            <Link to={PAGES.home.path} className={sideLinkClass({ isActive: false })}>
              View website
            </Link>
            <button
              type="button"
              onClick={signOut}
              className="flex w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-accent-400 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
            >
              Sign out
            </button>
          </div>
        </div>
      </aside>
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 lg:py-10"
      >
        {allowed ? <Outlet /> : <NotAllowed />}
      </main>
      <NavigationLoader />
      <PageScrollRestoration />
    </div>
  );
}

/** What a page opened directly says when the account's role does not include its section. */
function NotAllowed() {
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h1 className="text-xl font-bold text-brand-900">Not allowed</h1>
      <p className="mt-2 text-gray-700">{MSG.pageNotAllowed}</p>
      <Link to={PAGES.dashboard.path} className="mt-4 inline-block font-semibold text-brand-700 underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
