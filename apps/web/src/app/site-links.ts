import type { Section } from '@ssf/domain/accounts';
import { type PageKey, PAGES } from '@ssf/domain/pages';
import { matchPath } from 'react-router';
import type { SiteTexts } from '@ssf/domain/schemas/site';
import type { SocialNetwork } from '../components/social-icon.tsx';
import type { WebFeature } from '../lib/web-feature.ts';
import { FEATURES } from './features.ts';

interface NavLink {
  to: string;
  label: string;
}

interface AdminLink extends NavLink {
  /** The section of the account's permissions it needs (view) to be shown; null: every account. */
  section: Section | null;
}

/** The public navigation of these features' manifests (their `nav` entries), in display order. */
export function navLinks(features: readonly WebFeature[]): NavLink[] {
  const entries = features.flatMap((f) =>
    f.pages.flatMap((p) => (p.nav ? [{ ...p.nav, to: PAGES[p.page].path }] : [])),
  );
  return entries.sort((a, b) => a.order - b.order).map(({ to, label }) => ({ to, label }));
}

/** The admin area's sidebar of these features' manifests (their `adminMenu` entries), in order. */
export function adminLinks(features: readonly WebFeature[]): AdminLink[] {
  const entries = features.flatMap((f) =>
    f.pages.flatMap((p) => (p.adminMenu ? [{ ...p.adminMenu, to: PAGES[p.page].path }] : [])),
  );
  return entries.sort((a, b) => a.order - b.order).map(({ to, label, section }) => ({ to, label, section }));
}

/** The public navigation (the navbar and the footer), in display order. */
export const NAV_LINKS: readonly NavLink[] = navLinks(FEATURES);

/**
 * The admin area's sections, in sidebar order, each with the section of the account's permissions
 * it needs (view) to be shown; the dashboard is for every account.
 */
export const ADMIN_LINKS: readonly AdminLink[] = adminLinks(FEATURES);

/** The section an admin page belongs to (by its path), or null for pages every account may open. */
export function sectionOfPath(pathname: string, links: readonly AdminLink[] = ADMIN_LINKS): Section | null {
  const link = links.find((l) => l.section && (pathname === l.to || pathname.startsWith(`${l.to}/`)));
  return link?.section ?? null;
}

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  email: 'E-mail',
  youtube: 'YouTube',
};

/**
 * The footer's follow-us links from the site texts, in display order (Instagram, LinkedIn, e-mail,
 * YouTube); a network the forum left empty is not shown.
 */
export function socialLinks(site: Pick<SiteTexts, 'social' | 'contactEmail'>) {
  const hrefs: Record<SocialNetwork, string> = {
    instagram: site.social.instagram ?? '',
    linkedin: site.social.linkedin ?? '',
    email: site.contactEmail ? `mailto:${site.contactEmail}` : '',
    youtube: site.social.youtube ?? '',
  };
  return (['instagram', 'linkedin', 'email', 'youtube'] as const)
    .filter((network) => hrefs[network] !== '')
    .map((network) => ({ network, label: SOCIAL_LABELS[network], href: hrefs[network] }));
}

/**
 * Pages that only change things (a new or edited blog or form, the door's check-in): an account
 * needs `edit` on their section to open them; every other admin page needs `view`.
 */
const EDIT_PAGES: readonly PageKey[] = [
  'adminBlogNew',
  'adminBlogEdit',
  'adminFormNew',
  'adminFormEdit',
  'adminEventCheckIn',
];

/** The level a page's section needs to open it. */
export const levelOfPath = (pathname: string): 'view' | 'edit' =>
  EDIT_PAGES.some((key) => matchPath(PAGES[key].path, pathname)) ? 'edit' : 'view';
