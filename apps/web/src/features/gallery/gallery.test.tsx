import { MSG } from '@ssf/domain/messages';
import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { asAdmin, asViewer, fakeUploadsInTests, png } from '../../../test/admin-page.tsx';
import { lastXhr } from '../../../test/fake-xhr.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import AdminGalleryPage from './admin-gallery-page.tsx';
import GalleryPage from './gallery-page.tsx';

const image = (n: number, alt = `Picture ${n}`): GalleryImage => ({
  _id: `g-${n}`,
  url: `/media/${String(n % 10).repeat(32)}-1600.webp`,
  width: 1600,
  height: 900 + n,
  alt,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const three = [image(1), image(2, ''), image(3)];

fakeUploadsInTests();
signedInAdminTests();

describe('/gallery', () => {
  const routes = [{ path: '/gallery', Component: GalleryPage }];
  const open = async () => {
    fakeApi({ 'GET /api/v1/gallery/all': () => ({ status: 200, body: three }) });
    renderRoutes(routes, '/gallery', asAdmin);
    return screen.findByRole('list', { name: 'Photos' });
  };

  it('shows every image with its size, srcset and alt text; lazy past the first rows; decorative when alt is empty', async () => {
    fakeApi({
      'GET /api/v1/gallery/all': () => ({ status: 200, body: [...three, image(4), image(5)] }),
    });
    renderRoutes(routes, '/gallery', asAdmin);
    const grid = await screen.findByRole('list', { name: 'Photos' });
    const imgs = grid.querySelectorAll('img');
    expect(imgs).toHaveLength(5);
    expect(imgs[0]).toHaveAttribute('alt', 'Picture 1');
    expect(imgs[0]).toHaveAttribute('width', '1600');
    expect(imgs[0]).toHaveAttribute('height', '901');
    expect(imgs[0].getAttribute('srcset')).toContain('480w');
    expect(imgs[0]).toHaveAttribute('loading', 'eager');
    expect(imgs[4]).toHaveAttribute('loading', 'lazy');
    // The first picture (the page's preload) comes before the others on a slow link.
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high');
    expect(imgs[1]).toHaveAttribute('fetchpriority', 'low');
    // Decorative: empty alt, and its button is still named.
    expect(imgs[1]).toHaveAttribute('alt', '');
    expect(within(grid).getByRole('button', { name: 'Open photo 2 of 5' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Picture 1' })).toBeInTheDocument();
  });

  it('opens the lightbox on a click, moves with the arrow keys (wrapping), closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const grid = await open();
    const second = within(grid).getByRole('button', { name: 'Open photo 2 of 3' });
    await user.click(within(grid).getByRole('button', { name: 'Picture 1' }));
    let dialog = screen.getByRole('dialog', { name: 'Photo 1 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    expect(within(dialog).getByText('Picture 1', { selector: 'figcaption' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    dialog = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
    // The decorative image: no text alternative and no caption.
    expect(dialog.querySelector('img')).toHaveAttribute('alt', '');
    expect(dialog.querySelector('figcaption')).toBeNull();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(within(grid).getByRole('button', { name: 'Picture 1' })).toHaveFocus());

    // From the keyboard: Enter on an image opens it; focus returns there.
    second.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(second).toHaveFocus());
  });

  it('moves with the Previous and Next buttons and keeps Tab inside', async () => {
    const user = userEvent.setup();
    const grid = await open();
    await user.click(within(grid).getByRole('button', { name: 'Picture 3' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    // Close, Previous, Next, and round again.
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
  });

  it('moves with a sideways swipe, not with a short or vertical one', async () => {
    const user = userEvent.setup();
    const grid = await open();
    await user.click(within(grid).getByRole('button', { name: 'Picture 1' }));
    const figure = screen.getByRole('dialog').querySelector('figure') as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(figure, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(figure, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [100, 210]);
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    swipe([100, 200], [300, 200]);
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    swipe([300, 200], [280, 200]);
    swipe([300, 100], [200, 400]);
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
  });

  it('says so when there are no images', async () => {
    fakeApi({ 'GET /api/v1/gallery/all': () => ({ status: 200, body: [] }) });
    renderRoutes(routes, '/gallery', asAdmin);
    expect(await screen.findByText(MSG.noGalleryImages)).toBeInTheDocument();
  });
});

describe('/admin/gallery', () => {
  const routes = [{ path: '/admin/gallery', Component: AdminGalleryPage }];

  it('uploads several images in one request with previews and a progress bar', async () => {
    fakeApi({ 'GET /api/v1/gallery/all': () => ({ status: 200, body: [] }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/gallery', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Upload photos' }));
    expect(screen.getByRole('dialog', { name: 'Upload photos' })).toBeInTheDocument();
    await user.upload(await screen.findByLabelText(/^Photos/), [png('a.png'), png('b.png')]);
    expect(screen.getByAltText('Preview of a.png')).toBeInTheDocument();
    expect(screen.getByAltText('Preview of b.png')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Alt text of b.png' }), '  A telescope at dusk ');
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/gallery/upload']);
    expect((xhr.body as FormData).getAll('image').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    // One alt per image, in the same order: the first is decorative.
    expect((xhr.body as FormData).getAll('alt')).toEqual(['', 'A telescope at dusk']);
    act(() => xhr.progress(30, 100));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    act(() => xhr.respond(200, { success: true, message: MSG.imagesUploaded, images: [image(1), image(2)] }));
    expect(await screen.findByText(MSG.imagesUploaded)).toBeInTheDocument();
    // The drawer closes on the grid.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByAltText('Preview of a.png')).toBeNull();
  });

  it('shows an account that may only view the gallery the photos and alt texts, nothing to change them', async () => {
    fakeApi({ 'GET /api/v1/gallery/all': () => ({ status: 200, body: three }) });
    renderRoutes(routes, '/admin/gallery', asViewer);
    expect(await screen.findByText('Alt text: Picture 1')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Photos/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('edits an image’s alt text and deletes an image after the confirmation', async () => {
    const calls: unknown[] = [];
    fakeApi({
      'GET /api/v1/gallery/all': () => ({ status: 200, body: three }),
      'PUT /api/v1/gallery/update/g-1': (init) => {
        calls.push(JSON.parse(String(init?.body)));
        return { status: 200, body: { success: true, message: MSG.imageUpdated, image: image(1, 'New') } };
      },
      'DELETE /api/v1/gallery/delete/g-3': () => ({
        status: 200,
        body: { success: true, message: MSG.imageDeleted },
      }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/gallery', asAdmin);
    const alt = await screen.findByRole('textbox', { name: 'Alt text of photo 1' });
    expect(alt).toHaveValue('Picture 1');
    await user.clear(alt);
    await user.type(alt, 'New');
    await user.click(screen.getByRole('button', { name: 'Save alt text of photo 1' }));
    expect(await screen.findByText(MSG.imageUpdated)).toBeInTheDocument();
    expect(calls).toEqual([{ alt: 'New' }]);

    await user.click(screen.getByRole('button', { name: 'Delete photo 3' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmDeleteImage);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.imageDeleted)).toBeInTheDocument();
  });
});
