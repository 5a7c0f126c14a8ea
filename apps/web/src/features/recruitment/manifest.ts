import type { WebFeature } from '../../lib/web-feature.ts';

export const recruitment: WebFeature = {
  name: 'recruitment',
  pages: [
    {
      page: 'recruitment',
      module: 'src/features/recruitment/recruitment-page.tsx',
      nav: { label: 'Recruitment', order: 50 },
      preload: { data: ['/recruitment/active'] },
    },
    { page: 'recruitmentStatus', module: 'src/features/recruitment/status-page.tsx' },
    {
      page: 'adminRecruitment',
      module: 'src/features/recruitment/admin-recruitment-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Recruitment', order: 70, section: 'recruitment' },
    },
  ],
};
