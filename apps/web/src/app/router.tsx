import { createBrowserRouter } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { RouterErrorScreen } from './router-error-screen.tsx';

// Every page is lazy: a page's code (and the admin's editor and tables) loads only when visited.
// The paths are those of packages/domain/src/routes.ts, which the server answers with status 200.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: '/',
    lazy: page(() => import('./public-layout.tsx')),
    // The spinner shows while the first page's code loads; a page that fails lands on the error screen.
    HydrateFallback: FullScreenLoader,
    errorElement: <RouterErrorScreen />,
    children: [
      { index: true, lazy: page(() => import('../features/home/home-page.tsx')) },
      { path: 'join-us', lazy: page(() => import('../features/members/join-page.tsx')) },
      { path: 'team', lazy: page(() => import('../features/team/team-page.tsx')) },
      { path: 'gallery', lazy: page(() => import('../features/gallery/gallery-page.tsx')) },
      { path: 'blogs', lazy: page(() => import('../features/blogs/blogs-page.tsx')) },
      { path: 'blogs/:slug', lazy: page(() => import('../features/blogs/blog-page.tsx')) },
      { path: 'events', lazy: page(() => import('../features/events/events-page.tsx')) },
      { path: 'events/:id', lazy: page(() => import('../features/events/event-page.tsx')) },
      { path: 'recruitment', lazy: page(() => import('../features/recruitment/recruitment-page.tsx')) },
      { path: 'podcast', lazy: page(() => import('../features/podcast/podcast-page.tsx')) },
      { path: 'certificate', lazy: page(() => import('../features/members/certificate-page.tsx')) },
      { path: 'member/badge/:id', lazy: page(() => import('../features/members/badge-page.tsx')) },
      { path: 'member/badge/verify/:id', lazy: page(() => import('../features/members/verify-page.tsx')) },
      { path: 'admin/login', lazy: page(() => import('../features/auth/login-page.tsx')) },
      { path: '*', lazy: page(() => import('./not-found-page.tsx')) },
    ],
  },
  {
    path: '/admin',
    lazy: page(() => import('./admin-layout.tsx')),
    HydrateFallback: FullScreenLoader,
    errorElement: <RouterErrorScreen />,
    children: [
      { index: true, lazy: page(() => import('./admin-index-redirect.tsx')) },
      { path: 'dashboard', lazy: page(() => import('../features/dashboard/dashboard-page.tsx')) },
      { path: 'members', lazy: page(() => import('../features/members/admin-members-page.tsx')) },
      { path: 'gallery', lazy: page(() => import('../features/gallery/admin-gallery-page.tsx')) },
      { path: 'blog', lazy: page(() => import('../features/blogs/admin-blogs-page.tsx')) },
      { path: 'blog/new', lazy: page(() => import('../features/blogs/admin-blog-form-page.tsx')) },
      { path: 'blog/edit/:slug', lazy: page(() => import('../features/blogs/admin-blog-form-page.tsx')) },
      { path: 'team', lazy: page(() => import('../features/team/admin-team-page.tsx')) },
      { path: 'events', lazy: page(() => import('../features/events/admin-events-page.tsx')) },
      { path: 'recruitment', lazy: page(() => import('../features/recruitment/admin-recruitment-page.tsx')) },
      { path: 'password', lazy: page(() => import('../features/auth/change-password-page.tsx')) },
    ],
  },
]);
