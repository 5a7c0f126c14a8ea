import type { WebFeature } from '../../lib/web-feature.ts';

export const dashboard: WebFeature = {
  name: 'dashboard',
  pages: [
    {
      page: 'dashboard',
      module: 'src/features/dashboard/dashboard-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Dashboard', order: 10, section: null },
    },
  ],
};
