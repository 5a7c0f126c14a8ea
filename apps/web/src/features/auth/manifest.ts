import type { WebFeature } from '../../lib/web-feature.ts';

export const auth: WebFeature = {
  name: 'auth',
  pages: [
    // The sign-in page is drawn in the public frame: nobody is signed in yet.
    { page: 'login', module: 'src/features/auth/login-page.tsx' },
    { page: 'adminPassword', module: 'src/features/auth/change-password-page.tsx', area: 'admin' },
  ],
};
