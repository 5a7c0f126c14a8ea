import fs from 'node:fs';
import path from 'node:path';
import { PAGES, type PageKey } from '@ssf/domain/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../src/app/features.ts';
import { pagePreloadTable } from '../src/app/page-preloads.ts';
import { buildRoutes, featureModule, type PageModule } from '../src/app/routes.tsx';
import { ADMIN_LINKS, adminLinks, NAV_LINKS, navLinks, sectionOfPath } from '../src/app/site-links.ts';
import type { WebFeature } from '../src/lib/web-feature.ts';

/**
 * A feature of the web app is its folder plus one line in app/features.ts: everything the app
 * builds from the list (routes, navigation, admin menu, preloads) follows from its manifest.
 */

const webRoot = path.join(__dirname, '..');

/** The full path of every page the routes declare (index routes take their layout's path). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.index) return [parent || '/'];
    if (route.path === '*') return [];
    const full = route.path!.startsWith('/') ? route.path! : `${parent.replace(/\/$/, '')}/${route.path}`;
    return route.children ? pagePaths(route.children, full) : [full];
  });
}

const noLoad = (): PageModule => async () => ({ default: () => null });

/** A made-up feature as a newcomer would add it: a public page with a preload and an admin page. */
const sample: WebFeature = {
  name: 'sample',
  pages: [
    {
      page: 'podcast',
      module: 'src/features/sample/sample-page.tsx',
      nav: { label: 'Sample', order: 35 },
      preload: { data: ['/sample/all'] },
    },
    {
      page: 'adminMail',
      module: 'src/features/sample/admin-sample-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Sample', order: 95, section: 'mail' },
    },
  ],
};

describe('the feature list', () => {
  it('routes every page of the domain registry by exactly one manifest (the admin area’s own index aside)', () => {
    const owners = new Map<PageKey, string[]>();
    for (const feature of FEATURES)
      for (const page of feature.pages)
        owners.set(page.page, [...(owners.get(page.page) ?? []), feature.name]);
    for (const key of Object.keys(PAGES) as PageKey[]) {
      // '/admin' is the admin area itself: its layout and the redirect to the dashboard (routes.tsx).
      if (key === 'admin') expect(owners.has(key)).toBe(false);
      else expect(owners.get(key), key).toHaveLength(1);
    }
  });

  it('names each feature by its folder and each page module inside it, loadable by the router', () => {
    const modules = new Set<string>();
    for (const feature of FEATURES) {
      expect(
        fs.existsSync(path.join(webRoot, 'src/features', feature.name, 'manifest.ts')),
        feature.name,
      ).toBe(true);
      for (const page of feature.pages) {
        expect(page.module, page.page).toMatch(
          new RegExp(`^src/features/${feature.name}/[\\w-]+-page\\.tsx$`),
        );
        expect(fs.existsSync(path.join(webRoot, page.module)), page.module).toBe(true);
        expect(() => featureModule(page.module)).not.toThrow();
        modules.add(page.module);
      }
    }
    // Every page module of a feature folder is some page's: none is built as a chunk nobody loads.
    const onDisk = fs.readdirSync(path.join(webRoot, 'src/features')).flatMap((name) =>
      fs
        .readdirSync(path.join(webRoot, 'src/features', name))
        .filter((file) => file.endsWith('-page.tsx'))
        .map((file) => `src/features/${name}/${file}`),
    );
    expect([...modules].sort()).toEqual(onDisk.sort());
  });

  it('puts each page in its area: admin pages below /admin, drawn in the admin frame', () => {
    for (const page of FEATURES.flatMap((f) => f.pages)) {
      if (page.area === 'admin') expect(PAGES[page.page].path, page.page).toMatch(/^\/admin\//);
      // The sidebar and the first-visit preloads are the admin's and the visitor's respectively.
      if (page.adminMenu) expect(page.area, page.page).toBe('admin');
      if (page.nav || page.preload) expect(page.area ?? 'public', page.page).toBe('public');
    }
  });

  it('gives one place in the navigation and the admin menu to each entry', () => {
    const navOrders = FEATURES.flatMap((f) => f.pages.flatMap((p) => (p.nav ? [p.nav.order] : [])));
    const menuOrders = FEATURES.flatMap((f) =>
      f.pages.flatMap((p) => (p.adminMenu ? [p.adminMenu.order] : [])),
    );
    expect(new Set(navOrders).size).toBe(navOrders.length);
    expect(new Set(menuOrders).size).toBe(menuOrders.length);
  });

  it('builds the same navigation and admin menu the site has always shown', () => {
    expect(NAV_LINKS).toEqual([
      { to: '/events', label: 'Events' },
      { to: '/gallery', label: 'Gallery' },
      { to: '/blogs', label: 'Blogs' },
      { to: '/team', label: 'Team' },
      { to: '/recruitment', label: 'Recruitment' },
      { to: '/join-us', label: 'Become a Member!' },
    ]);
    expect(ADMIN_LINKS.map((l) => [l.label, l.to, l.section])).toEqual([
      ['Dashboard', '/admin/dashboard', null],
      ['Members', '/admin/members', 'members'],
      ['Gallery', '/admin/gallery', 'gallery'],
      ['Blog', '/admin/blog', 'blogs'],
      ['Team', '/admin/team', 'team'],
      ['Events', '/admin/events', 'events'],
      ['Recruitment', '/admin/recruitment', 'recruitment'],
      ['Forms', '/admin/forms', 'forms'],
      ['Site texts', '/admin/site', 'site'],
      ['Mail', '/admin/mail', 'mail'],
      ['Accounts', '/admin/accounts', 'accounts'],
      ['Activity', '/admin/activity', 'activity'],
      ['Design system', '/admin/design', null],
    ]);
    expect(sectionOfPath('/admin/events/e1/check-in')).toBe('events');
    expect(sectionOfPath('/admin/blog/edit/a-post')).toBe('blogs');
    expect(sectionOfPath('/admin/account')).toBeNull();
    expect(sectionOfPath('/admin/dashboard')).toBeNull();
    expect(sectionOfPath('/admin/design')).toBeNull();
  });
});

describe('a new feature', () => {
  it('is one line: added to the list, its pages are routed, linked and preloaded', () => {
    const without = FEATURES.filter((f) => f.name !== 'podcast' && f.name !== 'mail');
    const withSample = [...without, sample];

    const routed = pagePaths(buildRoutes(withSample, noLoad));
    expect(routed).toContain('/podcast');
    expect(routed).toContain('/admin/mail');
    expect(pagePaths(buildRoutes(without, noLoad))).not.toContain('/podcast');

    const nav = navLinks(withSample);
    expect(nav.map((l) => l.label)).toEqual([
      'Events',
      'Gallery',
      'Blogs',
      'Sample',
      'Team',
      'Recruitment',
      'Become a Member!',
    ]);
    expect(nav[3].to).toBe(PAGES.podcast.path);

    const menu = adminLinks(withSample);
    const entry = menu.find((l) => l.label === 'Sample');
    expect(entry).toEqual({ to: PAGES.adminMail.path, label: 'Sample', section: 'mail' });
    expect(menu.indexOf(entry!)).toBe(menu.findIndex((l) => l.label === 'Site texts') + 1);
    expect(sectionOfPath('/admin/mail/outbox', menu)).toBe('mail');

    expect(pagePreloadTable(withSample).podcast).toEqual({
      module: 'src/features/sample/sample-page.tsx',
      data: ['/sample/all'],
    });
    expect(pagePreloadTable(without)).not.toHaveProperty('podcast');
  });

  it('loads its page through the router with the module its manifest names', async () => {
    const loaded: string[] = [];
    const load = (module: string): PageModule => {
      loaded.push(module);
      return noLoad();
    };
    const [publicArea, adminArea] = buildRoutes([sample], load);
    expect(loaded).toEqual([
      'src/features/sample/sample-page.tsx',
      'src/features/sample/admin-sample-page.tsx',
    ]);
    expect(publicArea.children?.map((r) => r.path)).toEqual(['podcast', '*']);
    expect(adminArea.children?.map((r) => r.path ?? 'index')).toEqual(['index', 'mail']);
  });

  it('refuses a page module the router cannot load', () => {
    expect(() => featureModule('src/features/sample/missing-page.tsx')).toThrow(/no such page module/);
  });
});
