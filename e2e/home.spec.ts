import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const LINK_INVALID = 'Links must start with http:// or https://, or be left empty';

/** A small PNG of its own colours. */
function png(from: string, to: string, width = 480, height = 360): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fff" fill-opacity=".4"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Enough gallery pictures for three full marquee rows (four would fill only two). */
async function ensureGallery(adminRequest: APIRequestContext) {
  const list = (await (await adminRequest.get('/api/v1/gallery/all')).json()) as unknown[];
  if (list.length >= 5) return;
  const form = new FormData();
  for (let i = 0; i < 5; i++) {
    form.append(
      'image',
      new Blob([new Uint8Array(await png('#312e81', `#${(i * 3 + 4).toString(16)}0a0f0`))], {
        type: 'image/png',
      }),
      `m${i}.png`,
    );
    form.append('alt', `Marquee picture ${i + 1}`);
  }
  expect((await adminRequest.post('/api/v1/gallery/upload', { multipart: form })).ok()).toBe(true);
}

/** The home page has finished loading: preloader gone, the about section shown. */
async function homeLoaded(page: Page) {
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'About the Forum' })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(client);
}

for (const [device, size] of [
  ['a desktop', DESKTOP],
  ['a phone', PHONE],
] as const) {
  test(`a visitor sees the hero clip, the gallery marquee in three rows and the leaders, on ${device}`, async ({
    page,
    adminRequest,
  }) => {
    await ensureGallery(adminRequest);
    await page.setViewportSize(size);
    await page.goto('/');
    await homeLoaded(page);

    const video = page.getByTestId('hero-video');
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      controls: v.controls,
      autoplay: v.autoplay,
      playsInline: v.playsInline,
      poster: v.poster,
      share: v.getBoundingClientRect().width / (v.parentElement?.getBoundingClientRect().width ?? 1),
    }));
    expect(state).toMatchObject({
      muted: true,
      loop: true,
      controls: false,
      playsInline: true,
    });
    expect(state.poster).toMatch(/\/media-assets\/hero-poster\.webp$/);
    expect(state.share).toBeCloseTo(0.8, 2);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/\/media-assets\/hero\.(webm|mp4)$/);
    // The app starts the clip; the page's markup alone never fetches it (see home-hero.tsx).
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(page.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/join-us');

    // The gallery is read only once its section comes near the screen: not while the visitor is
    // at the top of the page.
    const galleryReads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/gallery/all') galleryReads.push(r.url());
    });
    const section = page.getByRole('region', { name: 'Moments from the forum' });
    if (device === 'a phone') {
      await expect(section.getByTestId('marquee-placeholder')).toHaveAttribute('aria-busy', 'true');
      expect(galleryReads).toEqual([]);
    }
    await section.scrollIntoViewIfNeeded();
    const marquee = page.getByTestId('gallery-marquee');
    const rows = marquee.getByTestId('marquee-row');
    await expect(rows).toHaveCount(3);
    // Alternate directions, each row's pictures repeated, the copies hidden from screen readers.
    const directions = await rows.evaluateAll((list) =>
      list.map((row) => getComputedStyle(row.firstElementChild as Element).animationName),
    );
    expect(directions).toEqual(['ssf-marquee-left', 'ssf-marquee-right', 'ssf-marquee-left']);
    for (const row of await rows.all()) {
      const lists = row.locator('ul');
      expect(await lists.count()).toBeGreaterThanOrEqual(2);
      await expect(lists.first()).not.toHaveAttribute('aria-hidden');
      await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
    }

    const leaders = page.getByRole('region', { name: 'Our leadership' });
    await expect(leaders.getByRole('listitem')).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('for a visitor who asked for less motion, the clip shows its poster and the marquee stands still', async ({
  page,
  adminRequest,
}) => {
  await ensureGallery(adminRequest);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await homeLoaded(page);
  await page.getByRole('region', { name: 'Moments from the forum' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('marquee-row')).toHaveCount(3);
  const video = page.getByTestId('hero-video');
  expect(await video.evaluate((v: HTMLVideoElement) => ({ autoplay: v.autoplay, paused: v.paused }))).toEqual(
    {
      autoplay: false,
      paused: true,
    },
  );
  const names = await page
    .getByTestId('marquee-row')
    .evaluateAll((list) =>
      list.map((row) => getComputedStyle(row.firstElementChild as Element).animationName),
    );
  expect(names).toEqual(['none', 'none', 'none']);
});

test('an admin edits the about text, a leader message and photo, and the playlist; the home page and footer show them', async ({
  page,
  adminPage: admin,
  adminRequest,
}) => {
  const original = await (await adminRequest.get('/api/v1/site')).json();
  const photoFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-e2e-site-')), 'leader.png');
  fs.writeFileSync(photoFile, await png('#7c2d12', '#f59e0b', 400, 400));
  const about = 'We meet every week to talk about science, meaning and how to live well.';
  const message = 'Keep asking questions, in the laboratory and in life.';
  const instagram = 'https://www.instagram.com/ssf_e2e/';

  try {
    await admin.setViewportSize(PHONE);
    await admin.goto('/admin/site');
    await expect(admin.getByRole('button', { name: 'Save site texts' })).toBeVisible();
    await expectNoSidewaysScroll(admin);
    await admin.setViewportSize(DESKTOP);
    await expect(admin.getByRole('heading', { level: 1, name: 'Site texts' })).toBeVisible();
    await expect(
      admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site texts' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(admin);

    // A link that is not http(s) is refused with a clear message, on its field.
    const instagramField = admin.getByLabel('Instagram', { exact: true });
    await instagramField.fill('javascript:alert(1)');
    await admin.getByRole('button', { name: 'Save site texts' }).click();
    await expect(instagramField).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.getByText(LINK_INVALID)).toBeVisible();
    await expect(instagramField).toBeFocused();
    // The server refuses it too, whatever the browser checked.
    const refused = await adminRequest.put('/api/v1/admin/site', {
      multipart: {
        texts: JSON.stringify({ ...original, social: { ...original.social, youtube: 'ftp://x.example' } }),
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).details).toEqual({ 'social.youtube': LINK_INVALID });

    await instagramField.fill(instagram);
    await admin.getByRole('textbox', { name: 'About', exact: true }).fill(about);
    const leader = admin.getByRole('region', { name: 'Leader 1' });
    await leader.getByLabel('Message').fill(message);
    await leader.getByLabel('Photo').setInputFiles(photoFile);
    await expect(leader.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
    await admin.getByLabel('Video playlist id').fill('PLe2eplaylist_abc-123');
    await admin.getByRole('button', { name: 'Save site texts' }).click();
    await expect(admin.getByText('Site updated successfully', { exact: true })).toBeVisible();
    await expect(leader.getByRole('img', { name: 'Currently saved' })).toHaveAttribute('src', /\/media\//);

    // A visitor sees the new words, the photo and the link.
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await homeLoaded(page);
    await expect(page.getByText(about)).toBeVisible();
    const leaders = page.getByRole('region', { name: 'Our leadership' });
    await expect(leaders.locator('blockquote')).toHaveCount(1);
    await expect(leaders.locator('blockquote')).toHaveText(message);
    const photo = leaders.getByRole('listitem').first().locator('img');
    await expect(photo).toHaveAttribute('src', /\/media\/[0-9a-f]{32}-\d+\.webp$/);
    // Loaded lazily: it comes when scrolled to.
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      instagram,
    );

    // The playlist player loads only when asked for.
    const player: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('youtube')) player.push(request.url());
    });
    const play = page.getByRole('button', { name: 'Play the videos' });
    await play.scrollIntoViewIfNeeded();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(player).toEqual([]);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await play.click();
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/videoseries\?list=PLe2eplaylist_abc-123/,
    );
  } finally {
    // Leave the site texts as they were for the other specs (the photo goes too).
    await adminRequest.put('/api/v1/admin/site', {
      multipart: {
        texts: JSON.stringify({
          ...original,
          leaders: original.leaders.map((l: { name: string; title: string; message: string }) => ({
            name: l.name,
            title: l.title,
            message: l.message,
            removePhoto: true,
          })),
        }),
      },
    });
  }
});
