import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// What browsers and phones ask every site for, served from the web app's public files (the build
// copies them as they are): /favicon.ico, the touch icon and the web manifest with its icons.
const publicDir = path.resolve(import.meta.dirname, '../../web/public');

describe('the icons and the web manifest', async () => {
  const t = await createTestApp({ WEB_DIST: publicDir });

  it('answers /favicon.ico with an icon file', async () => {
    const res = await t.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file: reserved 0, type 1, at least one image.
    expect(res.rawPayload.readUInt16LE(0)).toBe(0);
    expect(res.rawPayload.readUInt16LE(2)).toBe(1);
    expect(res.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('answers the touch icon and a manifest whose icons all exist', async () => {
    const touch = await t.app.inject({ url: '/apple-touch-icon.png' });
    expect(touch.statusCode).toBe(200);
    expect(touch.headers['content-type']).toBe('image/png');

    const res = await t.app.inject({ url: '/site.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.body);
    expect(manifest.name).toBe('Science and Spirituality Forum');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await t.app.inject({ url: icon.src })).statusCode, icon.src).toBe(200);
    }
  });

  it("names them in the page's head", () => {
    const html = fs.readFileSync(path.resolve(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    // The SVG icon goes into the built head as a data: URL (apps/web/test/font-subsets.test.ts).
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/src/assets/favicon.svg?inline" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
  });

  it('gives no canonical link to an address that is no page', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rel="canonical"');
  });
});
