import type { Section } from '@ssf/domain/accounts';
import { PAGES } from '@ssf/domain/pages';
import type { SiteTexts } from '@ssf/domain/schemas/site';
import type { SocialNetwork } from '../components/social-icon.tsx';

/** The public navigation and the forum's social profiles, in display order. */
export const NAV_LINKS = [
  { to: PAGES.events.path, label: 'Events' },
  { to: PAGES.gallery.path, label: 'Gallery' },
  { to: PAGES.blogs.path, label: 'Blogs' },
  { to: PAGES.team.path, label: 'Team' },
  { to: PAGES.recruitment.path, label: 'Recruitment' },
  { to: PAGES.joinUs.path, label: 'Become a Member!' },
] as const;

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
 * The admin area's sections, in sidebar order, each with the section of the account's permissions
 * it needs (view) to be shown; the dashboard is for every account.
 */
export const ADMIN_LINKS: readonly { to: string; label: string; section: Section | null }[] = [
  { to: PAGES.dashboard.path, label: 'Dashboard', section: null },
  { to: PAGES.adminMembers.path, label: 'Members', section: 'members' },
  { to: PAGES.adminGallery.path, label: 'Gallery', section: 'gallery' },
  { to: PAGES.adminBlogs.path, label: 'Blog', section: 'blogs' },
  { to: PAGES.adminTeam.path, label: 'Team', section: 'team' },
  { to: PAGES.adminEvents.path, label: 'Events', section: 'events' },
  { to: PAGES.adminRecruitment.path, label: 'Recruitment', section: 'recruitment' },
  { to: PAGES.adminForms.path, label: 'Forms', section: 'forms' },
  { to: PAGES.adminSite.path, label: 'Site texts', section: 'site' },
  { to: PAGES.adminMail.path, label: 'Mail', section: 'mail' },
  { to: PAGES.adminAccounts.path, label: 'Accounts', section: 'accounts' },
  { to: PAGES.adminActivity.path, label: 'Activity', section: 'activity' },
];

/** The section an admin page belongs to (by its path), or null for pages every account may open. */
export function sectionOfPath(pathname: string): Section | null {
  const link = ADMIN_LINKS.find((l) => l.section && (pathname === l.to || pathname.startsWith(`${l.to}/`)));
  return link?.section ?? null;
}

/**
 * Pages that only change things (a new or edited blog or form, the door's check-in): an account
 * needs `edit` on their section to open them; every other admin page needs `view`.
 */
const EDIT_PAGES = [
  /^\/admin\/blog\/(new|edit\/[^/]+)\/?$/,
  /^\/admin\/forms\/(new|edit\/[^/]+)\/?$/,
  /^\/admin\/events\/[^/]+\/check-in\/?$/,
];

/** The level a page's section needs to open it. */
export const levelOfPath = (pathname: string): 'view' | 'edit' =>
  EDIT_PAGES.some((p) => p.test(pathname)) ? 'edit' : 'view';
