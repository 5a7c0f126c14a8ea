import { PAGES } from '@ssf/domain/pages';
import type { SocialNetwork } from '../components/social-icon.tsx';

/** The public navigation and the forum's social profiles, in display order. */
export const NAV_LINKS = [
  { to: PAGES.events.path, label: 'Events' },
  { to: PAGES.gallery.path, label: 'Gallery' },
  { to: PAGES.blogs.path, label: 'Blogs' },
  { to: PAGES.team.path, label: 'Team' },
  { to: PAGES.recruitment.path, label: 'Recruitment' },
  { to: PAGES.joinUs.path, label: 'Join Us' },
] as const;

export const CONTACT_EMAIL = 'ssf@mitwpu.edu.in';

export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/ssf_mitwpu/' },
  {
    network: 'linkedin',
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/science-and-spirituality-forum-mitwpu/',
  },
  { network: 'email', label: 'E-mail', href: `mailto:${CONTACT_EMAIL}` },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@ssf_mitwpu' },
];

/** The admin area's sections, in sidebar order. */
export const ADMIN_LINKS = [
  { to: PAGES.dashboard.path, label: 'Dashboard' },
  { to: PAGES.adminMembers.path, label: 'Members' },
  { to: PAGES.adminGallery.path, label: 'Gallery' },
  { to: PAGES.adminBlogs.path, label: 'Blog' },
  { to: PAGES.adminTeam.path, label: 'Team' },
  { to: PAGES.adminEvents.path, label: 'Events' },
  { to: PAGES.adminRecruitment.path, label: 'Recruitment' },
] as const;
