import type { WebFeature } from '../../lib/web-feature.ts';

export const mail: WebFeature = {
  name: 'mail',
  pages: [
    {
      page: 'adminMail',
      module: 'src/features/mail/admin-mail-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Mail', order: 100, section: 'mail' },
    },
  ],
};
