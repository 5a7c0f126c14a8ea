import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blog, BlogCard } from '@ssf/domain/schemas/blog';
import { ADMIN, fakeApi } from '../../../test/fake-api.ts';
import { withSession } from '../../../test/admin-page.tsx';
import { LocationProbe, renderRoutes } from '../../../test/render-route.tsx';
import BlogPage from './blog-page.tsx';
import BlogsPage from './blogs-page.tsx';

const blog = (n: number, extra: Partial<Blog> = {}): Blog => ({
  _id: `id-${n}`,
  slug: `post-${n}`,
  title: `Post number ${n}`,
  summary: `Summary of post ${n}`,
  content: `<p>Body of <strong>post ${n}</strong></p>`,
  image: `/media/${'a'.repeat(32)}-1600.webp`,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
  ...extra,
});

/** The blog's card as GET /blog/cards answers it: no text, its reading minutes counted by the server. */
const card = (n: number, extra: Partial<BlogCard> = {}): BlogCard => {
  const { content: _text, ...fields } = blog(n);
  return { ...fields, readingMinutes: 1, ...extra };
};

/** Every card (the blogs page), and the newest four (a post's Recent Blogs: three besides the post). */
const CARDS = 'GET /api/v1/blog/cards';
const RECENT = 'GET /api/v1/blog/cards?limit=4';

const routes = [
  { path: '/blogs', Component: BlogsPage },
  { path: '/blogs/:slug', Component: BlogPage },
  { path: '/admin/blog/edit/:slug', Component: LocationProbe },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/blogs', () => {
  it('shows a card per blog with the title cut to 50 and the summary cut to 60, at a word', async () => {
    const long = card(1, {
      title: 'Contemplative practice and the science of attention today',
      summary: 'What a week of silence taught a physicist about measurement and mind',
      readingMinutes: 3,
    });
    fakeApi({
      [CARDS]: () => ({ status: 200, body: [long, card(2, { image: null }), card(3)] }),
    });
    renderRoutes(routes, '/blogs', withSession);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blogs...');

    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/blogs/post-1');
    // Each cut ends at a whole word and stays within its length, '...' included.
    const title = within(links[0]).getByRole('heading').textContent!;
    expect(title).toBe('Contemplative practice and the science of...');
    expect(title.length).toBeLessThanOrEqual(50);
    const summary = within(links[0]).getByText(/^What a week/).textContent!;
    expect(summary).toBe('What a week of silence taught a physicist about...');
    expect(summary.length).toBeLessThanOrEqual(60);
    // The card's date and reading time (the minutes the server counted).
    expect(links[0]).toHaveTextContent('March 5, 2026');
    expect(links[0].querySelector('time')).toHaveAttribute('dateTime', '2026-03-05T10:00:00.000Z');
    expect(links[0]).toHaveTextContent('3 min read');
    expect(links[1]).toHaveTextContent('1 min read');
    expect(links[0]).toHaveTextContent('Read more');
    // The first card's image is the page's largest paint: it loads at once; later ones lazily.
    const img = links[0].querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(links[2].querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(img.getAttribute('srcset')).toContain('-480.webp 480w');
    expect(links[1].querySelector('img')).toBeNull();
  });

  it("says 'No blogs found' when there are none, and when loading fails", async () => {
    fakeApi({ [CARDS]: () => ({ status: 200, body: [] }) });
    const first = renderRoutes(routes, '/blogs', withSession);
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
    first.unmount();

    fakeApi({ [CARDS]: () => ({ status: 500, body: { success: false, message: 'x' } }) });
    renderRoutes(routes, '/blogs', withSession);
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('/blogs/:slug', () => {
  const list = [card(1), card(2), card(3), card(4)];

  it('shows the blog with its dates, content and the first 3 blogs as Recent Blogs, without admin buttons', async () => {
    fakeApi({
      'GET /api/v1/blog/post-2': () => ({ status: 200, body: blog(2) }),
      [RECENT]: () => ({ status: 200, body: list }),
    });
    renderRoutes(routes, '/blogs/post-2', withSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 2' })).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('April 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('post 2', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    // The three latest other posts: the post being read is not among them.
    const recent = screen.getByRole('complementary', { name: 'Recent Blogs' });
    const links = await within(recent).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/blogs/post-1',
      '/blogs/post-3',
      '/blogs/post-4',
    ]);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows a reading time from the words of the post, and no Recent Blogs when it is the only post', async () => {
    const only = blog(1, { content: `<p>${'word '.repeat(1000)}</p><p>${'more '.repeat(1)}</p>` });
    const fetch = fakeApi({
      'GET /api/v1/blog/post-1': () => ({ status: 200, body: only }),
      [RECENT]: () => ({ status: 200, body: [card(1, { readingMinutes: 6 })] }),
    });
    renderRoutes(routes, '/blogs/post-1', withSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 1' })).toBeInTheDocument();
    // 1,001 words at 200 a minute: 6 minutes.
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/blog/cards?limit=4'),
    );
    expect(screen.queryByRole('complementary', { name: 'Recent Blogs' })).toBeNull();
  });

  it('shows Edit and Delete to a signed-in admin', async () => {
    localStorage.setItem('token', 'admin-token');
    fakeApi({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }),
      'GET /api/v1/blog/post-1': () => ({ status: 200, body: blog(1) }),
      [RECENT]: () => ({ status: 200, body: list }),
      'DELETE /api/v1/blog/delete/id-1': () => ({ status: 500, body: { success: false, message: 'boom' } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/blogs/post-1', withSession);
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/admin/blog/edit/post-1');

    // The question is asked in the page's own dialog; a failure is announced as a notice.
    const remove = screen.getByRole('button', { name: 'Delete' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete blog' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this blog?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const notice = await screen.findByText('Failed to delete blog');
    expect(notice.closest('[aria-live="assertive"]')).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
  });

  it('deletes after confirmation and goes to the list, saying so', async () => {
    localStorage.setItem('token', 'admin-token');
    const fetch = fakeApi({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { userData: ADMIN } }),
      'GET /api/v1/blog/post-1': () => ({ status: 200, body: blog(1) }),
      [RECENT]: () => ({ status: 200, body: list }),
      [CARDS]: () => ({ status: 200, body: list.slice(1) }),
      'DELETE /api/v1/blog/delete/id-1': () => ({ status: 200, body: { success: true, message: 'Deleted' } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/blogs/post-1', withSession);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    // Cancel first: nothing is deleted.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(screen.getByText('Blog deleted successfully').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it("shows 'Error: Blog not found' for an unknown slug", async () => {
    fakeApi({
      'GET /api/v1/blog/missing': () => ({
        status: 404,
        body: { success: false, message: 'Blog not found' },
      }),
      [RECENT]: () => ({ status: 200, body: [] }),
    });
    renderRoutes(routes, '/blogs/missing', withSession);
    expect(await screen.findByText('Error: Blog not found')).toBeInTheDocument();
  });

  it("shows 'Error: Blog not found' for the API's fixed paths beside a post's, without asking for a post", async () => {
    for (const slug of ['cards', 'all']) {
      const fetch = fakeApi({ [RECENT]: () => ({ status: 200, body: list }) });
      const view = renderRoutes(routes, `/blogs/${slug}`, withSession);
      expect(await screen.findByText('Error: Blog not found')).toBeInTheDocument();
      expect(fetch.mock.calls.map(([url]) => url)).not.toContain(`/api/v1/blog/${slug}`);
      view.unmount();
    }
  });
});

describe('code splitting', () => {
  it('keeps the rich-text editor out of every module a public blog page imports', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/@tiptap|prosemirror|rich-text-editor/);
      for (const m of source.matchAll(/from '(\.{1,2}\/[^']+)'/g))
        visit(path.resolve(path.dirname(file), m[1]));
    };
    visit(path.join(import.meta.dirname, 'blogs-page.tsx'));
    visit(path.join(import.meta.dirname, 'blog-page.tsx'));
    expect(seen.size).toBeGreaterThan(4);
  });
});
