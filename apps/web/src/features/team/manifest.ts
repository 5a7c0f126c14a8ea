import type { WebFeature } from '../../lib/web-feature.ts';

export const team: WebFeature = {
  name: 'team',
  pages: [
    {
      page: 'team',
      module: 'src/features/team/team-page.tsx',
      nav: { label: 'Team', order: 40 },
      preload: { data: ['/team/all'] },
    },
    {
      page: 'adminTeam',
      module: 'src/features/team/admin-team-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Team', order: 50, section: 'team' },
    },
  ],
};
