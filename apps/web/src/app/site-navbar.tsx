import { PAGES } from '@ssf/domain/pages';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BrandLogos } from './brand-logos.tsx';
import { NAV_LINKS } from './site-links.ts';
import { MenuToggle } from '../components/menu-toggle.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:text-sm ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-brand-800'
  }`;

/**
 * The public site's top bar: the logos home, the six section links and, below the large breakpoint,
 * a menu button that opens them as a panel (closed again by a link, Escape or the button).
 */
export function SiteNavbar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the panel, whichever way the navigation happened.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 py-3 sm:px-6"
      >
        <BrandLogos />
        <MenuToggle
          ref={toggleRef}
          open={open}
          onToggle={() => setOpen((value) => !value)}
          controls={menuId}
          menuName="menu"
          className="text-brand-900 hover:bg-gray-100 focus-visible:outline-brand-700"
        />
        <ul
          id={menuId}
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-1 border-t border-gray-100 pt-3 pb-1 lg:flex lg:w-auto lg:flex-row lg:items-center lg:border-0 lg:p-0`}
        >
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              {link.to === PAGES.joinUs.path ? (
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `mt-2 block rounded-lg px-4 py-2 text-center text-base font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:mt-0 lg:ml-2 lg:text-sm ${
                      isActive ? 'bg-brand-800 text-white' : 'bg-brand-700 text-white hover:bg-brand-800'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              ) : (
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
