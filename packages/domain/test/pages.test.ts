import { describe, expect, it } from 'vitest';
import { fillPath, fullTitle, PAGES, pageDescription } from '../src/pages.ts';
import { matchPageRoute, PAGE_ROUTES } from '../src/routes.ts';

describe('page registry', () => {
  it('has one entry per path', () => {
    expect(new Set(PAGE_ROUTES).size).toBe(PAGE_ROUTES.length);
  });
  it('suffixes titles with the forum and institution', () => {
    expect(fullTitle('Blogs')).toBe('Blogs | Science and Spirituality Forum | MIT World Peace University');
    expect(fullTitle()).toBe('Science and Spirituality Forum | MIT World Peace University');
  });
  it('falls back to the forum description', () => {
    expect(pageDescription(PAGES.blogs)).toMatch(/Articles/);
    expect(pageDescription(PAGES.admin)).toMatch(/bridges scientific knowledge/);
  });
  it('matches paths with parameters and refuses others', () => {
    expect(matchPageRoute('/blogs/hello%20world')).toEqual({
      pattern: '/blogs/:slug',
      params: { slug: 'hello world' },
    });
    expect(matchPageRoute('/events/')).toEqual({ pattern: '/events', params: {} });
    expect(matchPageRoute('/nope')).toBeNull();
    expect(matchPageRoute('/blogs/%E0%A4')).toBeNull();
  });
  it('builds each page’s address from its parameters, encoded', () => {
    expect(PAGES.blogs.href()).toBe('/blogs');
    expect(PAGES.blog.href({ slug: 'a post/2?' })).toBe('/blogs/a%20post%2F2%3F');
    expect(PAGES.adminEventCheckIn.href({ id: 'e1' })).toBe('/admin/events/e1/check-in');
    expect(PAGES.recruitmentStatus.href({ token: 'abc' })).toBe('/recruitment/status/abc');
    // Every address matches its own page again, whatever the value.
    for (const [key, info] of Object.entries(PAGES)) {
      const params = Object.fromEntries([...info.path.matchAll(/:(\w+)/g)].map((m) => [m[1], 'x y']));
      const href = (info.href as (p: Record<string, string>) => string)(params);
      expect(matchPageRoute(href), key).toEqual({ pattern: info.path, params });
    }
  });
  it('refuses to build an address without its parameters', () => {
    expect(() => fillPath('/blogs/:slug', {})).toThrow(/:slug/);
    expect(() => fillPath('/blogs/:slug', { slug: '' })).toThrow(/:slug/);
  });
});
