/** The public navigation (SPEC.md section 2) and the forum's social profiles, in display order. */
export const NAV_LINKS = [
  { to: '/events', label: 'Events' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/team', label: 'Team' },
  { to: '/recruitment', label: 'Recruitment' },
  { to: '/join-us', label: 'Join Us' },
] as const;

export const CONTACT_EMAIL = 'ssf@mitwpu.edu.in';

export type SocialNetwork = 'instagram' | 'linkedin' | 'email' | 'youtube';

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

/** The admin area's sections (SPEC.md section 2, admin routes), in sidebar order. */
export const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/members', label: 'Members' },
  { to: '/admin/gallery', label: 'Gallery' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/team', label: 'Team' },
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/recruitment', label: 'Recruitment' },
] as const;
