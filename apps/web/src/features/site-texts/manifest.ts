import type { WebFeature } from '../../lib/web-feature.ts';

export const siteTexts: WebFeature = {
  name: 'site-texts',
  pages: [
    {
      page: 'adminSite',
      module: 'src/features/site-texts/admin-site-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Site texts', order: 90, section: 'site' },
    },
  ],
};
