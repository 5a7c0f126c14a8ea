import { FOOTER_YEAR, FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';
import { Link } from 'react-router';
import { SocialIcon } from '../components/social-icon.tsx';
import { useSiteTexts } from '../lib/site.ts';
import { NAV_LINKS, socialLinks } from './site-links.ts';

/** The public site's footer: the follow-us links, the sections again, and the copyright line. */
export function SiteFooter() {
  const { site } = useSiteTexts();
  const social = site ? socialLinks(site) : [];
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{FORUM_NAME}</p>
          <p className="mt-2 text-sm leading-relaxed text-brand-100/80">
            A student forum of {INSTITUTION}, bridging scientific knowledge and spiritual wisdom.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">Explore</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The forum's links as it set them in the site texts; the block waits for them. */}
        <div className="min-h-20">
          {social.length ? (
            <>
              <h2 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">Follow us</h2>
              <ul className="mt-3 flex flex-wrap gap-3">
                {social.map((link) => {
                  const external = link.network !== 'email';
                  return (
                    <li key={link.network}>
                      <a
                        href={link.href}
                        aria-label={external ? `${link.label} (opens in a new tab)` : link.label}
                        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-500 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
                      >
                        <SocialIcon network={link.network} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-brand-100/80 sm:px-6 sm:text-sm">
          © {FOOTER_YEAR} {FORUM_NAME}, {INSTITUTION}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
