import { describe, expect, it } from 'vitest';
import { fullTitle, PAGES, pageDescription } from '../src/pages.ts';
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
});
