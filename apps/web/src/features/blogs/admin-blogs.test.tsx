import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blog } from '@ssf/domain/schemas/blog';
import { fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { asAdmin, asViewer } from '../../../test/admin-page.tsx';
import { installFakeXhr, lastXhr } from '../../../test/fake-xhr.ts';
import { LocationProbe, renderRoutes } from '../../../test/render-route.tsx';
import AdminBlogFormPage from './admin-blog-form-page.tsx';
import AdminBlogsPage from './admin-blogs-page.tsx';

const blog = (n: number): Blog => ({
  _id: `id-${n}`,
  slug: `post-${n}`,
  title: `Post number ${n}`,
  summary: `Summary ${n}`,
  content: `<p>Body ${n}</p>`,
  image: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
});

signedInAdminTests();

describe('/admin/blog', () => {
  const routes = [{ path: '/admin/blog', Component: AdminBlogsPage }];

  it('reads the page from the address and moves between pages with the pagination', async () => {
    const fetch = fakeApi({
      'GET /api/v1/blog/all?page=3&limit=10': () => ({
        status: 200,
        body: [blog(21), blog(22)],
        headers: { 'x-total-pages': '12', 'x-total-count': '115' },
      }),
      'GET /api/v1/blog/all?page=4&limit=10': () => ({
        status: 200,
        body: [blog(31)],
        headers: { 'x-total-pages': '12', 'x-total-count': '115' },
      }),
    });
    const { router } = renderRoutes(routes, '/admin/blog?page=3', asAdmin);
    expect(await screen.findByRole('heading', { level: 2, name: 'Post number 21' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Blog' })).toHaveAttribute('href', '/admin/blog/new');
    expect(screen.getByRole('link', { name: 'Edit Post number 21' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/post-21',
    );
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('…')).toBeInTheDocument();

    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post number 31' })).toBeInTheDocument();
    expect(router.location.search).toBe('?page=4');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows an account that may only view blogs the list without Create, Edit or Delete', async () => {
    fakeApi({
      'GET /api/v1/blog/all?page=1&limit=10': () => ({
        status: 200,
        body: [blog(1)],
        headers: { 'x-total-pages': '1', 'x-total-count': '1' },
      }),
    });
    renderRoutes(routes, '/admin/blog', asViewer);
    expect(await screen.findByRole('heading', { level: 2, name: 'Post number 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Post number 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Blog' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Post number 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Post number 1' })).toBeNull();
  });

  it("says 'No blogs found' when there are none", async () => {
    fakeApi({
      'GET /api/v1/blog/all?page=1&limit=10': () => ({
        status: 200,
        body: [],
        headers: { 'x-total-pages': '0', 'x-total-count': '0' },
      }),
    });
    renderRoutes(routes, '/admin/blog', asAdmin);
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('shows a failure to load with a way to try again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/blog/all?page=1&limit=10': () =>
        ++calls === 1
          ? { status: 500, body: { success: false, message: 'Server error' } }
          : { status: 200, body: [blog(1)], headers: { 'x-total-pages': '1', 'x-total-count': '1' } },
    });
    renderRoutes(routes, '/admin/blog', asAdmin);
    expect(await screen.findByText('The blogs could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post number 1' })).toBeInTheDocument();
  });

  it('deletes a blog after confirmation and says so', async () => {
    fakeApi({
      'GET /api/v1/blog/all?page=1&limit=10': () => ({
        status: 200,
        body: [blog(1)],
        headers: { 'x-total-pages': '1', 'x-total-count': '1' },
      }),
      'DELETE /api/v1/blog/delete/id-1': () => ({ status: 200, body: { success: true, message: 'Deleted' } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/blog', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Delete Post number 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete blog' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog deleted successfully')).toBeInTheDocument();
  });
});

describe('/admin/blog/new', () => {
  const routes = [
    { path: '/admin/blog/new', Component: AdminBlogFormPage },
    { path: '/admin/blog', Component: LocationProbe },
    { path: '/blogs', Component: LocationProbe },
  ];

  beforeEach(() => {
    installFakeXhr();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
  });

  async function fillAndSave(withImage: boolean) {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/blog/new', asAdmin);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Quantum Minds');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Physics and the observer');
    if (withImage)
      await user.upload(
        screen.getByLabelText('Image (optional)'),
        new File(['png'], 'cover.png', { type: 'image/png' }),
      );
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    return user;
  }

  it('checks the title before sending anything', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/blog/new', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Create Post' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toBeRequired();
    await user.type(title, 'A');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('shows the upload’s progress, then says the blog is saved and opens /blogs', async () => {
    await fillAndSave(true);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/blog/create');
    expect(xhr.headers.authorization).toBe('Bearer admin.jwt');
    const form = xhr.body as FormData;
    expect(form.get('title')).toBe('Quantum Minds');
    expect((form.get('image') as File).name).toBe('cover.png');

    act(() => xhr.progress(30, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading image' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    act(() => xhr.progress(100, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    act(() => xhr.respond(200, { success: true, message: 'Blog saved successfully', blog: blog(1) }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/blogs');
    // The notice outlives the navigation.
    expect(screen.getByText('Blog saved successfully').closest('[aria-live]')).not.toBeNull();
  });

  it('shows the failure’s message and goes back to the blog list', async () => {
    await fillAndSave(false);
    const xhr = lastXhr();
    expect((xhr.body as FormData).get('image')).toBeNull();
    act(() => xhr.respond(500, { success: false, message: 'Something went wrong on our side.' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/blog');
    expect(screen.getByText('Something went wrong on our side.').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
  });
});
