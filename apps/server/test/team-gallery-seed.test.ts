import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { TEAM_ROLES, type TeamMember } from '@ssf/domain/schemas/team';
import { seedGallery } from '../src/modules/gallery/seed.ts';
import { seedTeam } from '../src/modules/team/seed.ts';
import { createTestApp } from './helpers.ts';

describe('demo team and gallery', async () => {
  const t = await createTestApp();
  const ctx = { db: t.database.db, config: t.config };
  const loads = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  };

  it('adds members of every role, each with a photo that loads', async () => {
    await seedTeam(ctx);
    const team = (await t.app.inject({ url: '/api/v1/team/all' })).json() as TeamMember[];
    for (const role of TEAM_ROLES)
      expect(
        team.some((m) => m.role === role),
        role,
      ).toBe(true);
    for (const m of team) {
      expect(m.designation).toBeTruthy();
      expect(m.linkedin).toMatch(/^https:\/\//);
      await loads(m.photo);
    }
  });

  it('adds a dozen gallery images with alt text, sizes and files', async () => {
    await seedGallery(ctx);
    const images = (await t.app.inject({ url: '/api/v1/gallery/all' })).json() as GalleryImage[];
    expect(images).toHaveLength(12);
    expect(new Set(images.map((i) => i.url)).size).toBe(12);
    for (const image of images) {
      expect(image.alt).toBeTruthy();
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      await loads(image.url);
    }
    // Wide, tall and square pictures.
    expect(images.some((i) => i.width > i.height)).toBe(true);
    expect(images.some((i) => i.width < i.height)).toBe(true);
  });
});
