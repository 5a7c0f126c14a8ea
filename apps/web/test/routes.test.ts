import { PAGE_ROUTES } from '@ssf/domain/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { ADMIN_LINKS, NAV_LINKS } from '../src/app/site-links.ts';

/** The full path of every page the routes declare (index routes take their layout's path). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.index) return [parent || '/'];
    if (route.path === '*') return [];
    const path = route.path!.startsWith('/') ? route.path! : `${parent.replace(/\/$/, '')}/${route.path}`;
    return route.children ? pagePaths(route.children, path) : [path];
  });
}

describe('the web routes', () => {
  it('declare exactly the pages of the domain page list, each once', () => {
    const declared = pagePaths(routes);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...PAGE_ROUTES].sort());
  });

  it('send any other path to the not-found page', () => {
    expect(routes[0].children?.some((route) => route.path === '*')).toBe(true);
  });

  it('link the navigation and the admin sidebar to pages of the list', () => {
    for (const link of [...NAV_LINKS, ...ADMIN_LINKS]) expect(PAGE_ROUTES).toContain(link.to);
  });
});
