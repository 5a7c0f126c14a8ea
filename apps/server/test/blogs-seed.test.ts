import { describe, expect, it } from 'vitest';
import type { Blog } from '@ssf/domain/schemas/blog';
import { sanitizeRichText } from '../src/content/sanitize.ts';
import { seedBlogs } from '../src/modules/blogs/seed.ts';
import { createTestApp } from './helpers.ts';

describe('demo blogs', async () => {
  const t = await createTestApp();

  it('adds formatted posts with cover images that load', async () => {
    await seedBlogs({ db: t.database.db, config: t.config });
    const blogs: Blog[] = (await t.app.inject({ url: '/api/v1/blog/all' })).json();
    expect(blogs.length).toBeGreaterThanOrEqual(3);
    for (const blog of blogs) {
      expect(blog.summary.length).toBeGreaterThan(60);
      expect(blog.content).toMatch(/<h1>|<h2>/);
      expect(blog.content).toContain('<strong>');
      // Stored exactly as the sanitizer would store an admin's post.
      expect(sanitizeRichText(blog.content)).toBe(blog.content);
      expect(blog.image).toMatch(/^http:\/\/localhost:5000\/media\/[0-9a-f]{32}-1600\.webp$/);
      const image = await t.app.inject({ url: blog.image! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
    // Spread over past weeks, newest first.
    expect(new Set(blogs.map((b) => b.createdAt.slice(0, 10))).size).toBe(blogs.length);
  });
});
