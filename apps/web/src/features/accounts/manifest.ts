import type { WebFeature } from '../../lib/web-feature.ts';

export const accounts: WebFeature = {
  name: 'accounts',
  pages: [
    // Reached from an e-mail or the sign-in page, before signing in: the public frame.
    { page: 'forgotPassword', module: 'src/features/accounts/forgot-password-page.tsx' },
    { page: 'invite', module: 'src/features/accounts/invite-page.tsx' },
    { page: 'resetPassword', module: 'src/features/accounts/reset-page.tsx' },
    {
      page: 'adminAccounts',
      module: 'src/features/accounts/accounts-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Accounts', order: 110, section: 'accounts' },
    },
    {
      page: 'adminActivity',
      module: 'src/features/accounts/activity-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Activity', order: 120, section: 'activity' },
    },
    { page: 'adminAccount', module: 'src/features/accounts/account-page.tsx', area: 'admin' },
  ],
};
