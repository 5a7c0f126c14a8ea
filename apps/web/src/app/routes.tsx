import { type PageInfo, PAGES } from '@ssf/domain/pages';
import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import PublicLayout from './public-layout.tsx';
import { RouterErrorScreen } from './router-error-screen.tsx';

// Every page is lazy: a page's code (and the admin's editor and tables) loads only when visited.
// The public pages' frame (navigation, footer) is not: nearly every first visit draws it, and in
// the main script it costs no requests of its own.
type PageModule = () => Promise<{ default: React.ComponentType }>;

const lazyPage = (load: PageModule) => async () => ({ Component: (await load()).default });

/** A page of the page list, declared below its layout's path (nested routes name relative paths). */
function pageRoute(layout: PageInfo, info: PageInfo, load: PageModule): RouteObject {
  const prefix = layout.path.endsWith('/') ? layout.path : `${layout.path}/`;
  if (!info.path.startsWith(prefix)) throw new Error(`${info.path} is not below ${layout.path}`);
  return { path: info.path.slice(prefix.length), lazy: lazyPage(load) };
}

const site = (info: PageInfo, load: PageModule) => pageRoute(PAGES.home, info, load);
const admin = (info: PageInfo, load: PageModule) => pageRoute(PAGES.admin, info, load);

/**
 * The web app's routes: every path comes from the domain's page list, which the server answers
 * with the app's HTML and status 200 (a test checks that the two agree).
 */
export const routes: RouteObject[] = [
  {
    path: PAGES.home.path,
    Component: PublicLayout,
    // The spinner shows while the first page's code loads; a page that fails lands on the error screen.
    HydrateFallback: FullScreenLoader,
    errorElement: <RouterErrorScreen />,
    children: [
      { index: true, lazy: lazyPage(() => import('../features/home/home-page.tsx')) },
      site(PAGES.joinUs, () => import('../features/members/join-page.tsx')),
      site(PAGES.team, () => import('../features/team/team-page.tsx')),
      site(PAGES.gallery, () => import('../features/gallery/gallery-page.tsx')),
      site(PAGES.blogs, () => import('../features/blogs/blogs-page.tsx')),
      site(PAGES.blog, () => import('../features/blogs/blog-page.tsx')),
      site(PAGES.events, () => import('../features/events/events-page.tsx')),
      site(PAGES.event, () => import('../features/events/event-page.tsx')),
      site(PAGES.eventTicket, () => import('../features/events/ticket-page.tsx')),
      site(PAGES.eventCertificate, () => import('../features/events/certificate-page.tsx')),
      site(PAGES.recruitment, () => import('../features/recruitment/recruitment-page.tsx')),
      site(PAGES.recruitmentStatus, () => import('../features/recruitment/status-page.tsx')),
      site(PAGES.podcast, () => import('../features/podcast/podcast-page.tsx')),
      site(PAGES.certificate, () => import('../features/members/certificate-page.tsx')),
      site(PAGES.badge, () => import('../features/members/badge-page.tsx')),
      site(PAGES.verify, () => import('../features/members/verify-page.tsx')),
      site(PAGES.memberConfirm, () => import('../features/members/confirm-page.tsx')),
      site(PAGES.form, () => import('../features/forms/form-page.tsx')),
      site(PAGES.login, () => import('../features/auth/login-page.tsx')),
      site(PAGES.forgotPassword, () => import('../features/accounts/forgot-password-page.tsx')),
      site(PAGES.invite, () => import('../features/accounts/invite-page.tsx')),
      site(PAGES.resetPassword, () => import('../features/accounts/reset-page.tsx')),
      { path: '*', lazy: lazyPage(() => import('./not-found-page.tsx')) },
    ],
  },
  {
    path: PAGES.admin.path,
    lazy: lazyPage(() => import('./admin-layout.tsx')),
    HydrateFallback: FullScreenLoader,
    errorElement: <RouterErrorScreen />,
    children: [
      { index: true, lazy: lazyPage(() => import('./admin-index-redirect.tsx')) },
      admin(PAGES.dashboard, () => import('../features/dashboard/dashboard-page.tsx')),
      admin(PAGES.adminMembers, () => import('../features/members/admin-members-page.tsx')),
      admin(PAGES.adminGallery, () => import('../features/gallery/admin-gallery-page.tsx')),
      admin(PAGES.adminBlogs, () => import('../features/blogs/admin-blogs-page.tsx')),
      admin(PAGES.adminBlogNew, () => import('../features/blogs/admin-blog-form-page.tsx')),
      admin(PAGES.adminBlogEdit, () => import('../features/blogs/admin-blog-form-page.tsx')),
      admin(PAGES.adminTeam, () => import('../features/team/admin-team-page.tsx')),
      admin(PAGES.adminEvents, () => import('../features/events/admin-events-page.tsx')),
      admin(PAGES.adminEventRegistrations, () => import('../features/events/admin-registrations-page.tsx')),
      admin(PAGES.adminEventCheckIn, () => import('../features/events/check-in-page.tsx')),
      admin(PAGES.adminRecruitment, () => import('../features/recruitment/admin-recruitment-page.tsx')),
      admin(PAGES.adminSite, () => import('../features/site-texts/admin-site-page.tsx')),
      admin(PAGES.adminMail, () => import('../features/mail/admin-mail-page.tsx')),
      admin(PAGES.adminForms, () => import('../features/forms/admin-forms-page.tsx')),
      admin(PAGES.adminFormNew, () => import('../features/forms/admin-form-edit-page.tsx')),
      admin(PAGES.adminFormEdit, () => import('../features/forms/admin-form-edit-page.tsx')),
      admin(PAGES.adminFormResponses, () => import('../features/forms/admin-form-responses-page.tsx')),
      admin(PAGES.adminPassword, () => import('../features/auth/change-password-page.tsx')),
      admin(PAGES.adminAccounts, () => import('../features/accounts/accounts-page.tsx')),
      admin(PAGES.adminActivity, () => import('../features/accounts/activity-page.tsx')),
      admin(PAGES.adminAccount, () => import('../features/accounts/account-page.tsx')),
    ],
  },
];
