import type { WebFeature } from '../../lib/web-feature.ts';

export const members: WebFeature = {
  name: 'members',
  pages: [
    {
      page: 'joinUs',
      module: 'src/features/members/join-page.tsx',
      nav: { label: 'Become a Member!', order: 60 },
      preload: { data: ['/member/join-form'] },
    },
    { page: 'certificate', module: 'src/features/members/certificate-page.tsx' },
    {
      page: 'badge',
      module: 'src/features/members/badge-page.tsx',
      preload: { data: ['/member/badge/:id'] },
    },
    {
      page: 'verify',
      module: 'src/features/members/verify-page.tsx',
      preload: { data: ['/member/badge/verify/:id'] },
    },
    { page: 'memberConfirm', module: 'src/features/members/confirm-page.tsx' },
    {
      page: 'adminMembers',
      module: 'src/features/members/admin-members-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Members', order: 20, section: 'members' },
    },
  ],
};
