import type { WebFeature } from '../../lib/web-feature.ts';

export const forms: WebFeature = {
  name: 'forms',
  pages: [
    { page: 'form', module: 'src/features/forms/form-page.tsx' },
    {
      page: 'adminForms',
      module: 'src/features/forms/admin-forms-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Forms', order: 80, section: 'forms' },
    },
    { page: 'adminFormNew', module: 'src/features/forms/admin-form-edit-page.tsx', area: 'admin' },
    { page: 'adminFormEdit', module: 'src/features/forms/admin-form-edit-page.tsx', area: 'admin' },
    {
      page: 'adminFormResponses',
      module: 'src/features/forms/admin-form-responses-page.tsx',
      area: 'admin',
    },
  ],
};
