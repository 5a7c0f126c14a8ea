import { fullTitle } from '@ssf/domain/pages';
import { blogPageDescription } from '@ssf/domain/meta-descriptions';
import { seedBlogs } from './seed.ts';
import { type Feature, recordCount } from '../feature.ts';
import { blogs as blogsTable } from './tables.ts';
import { blogRoutes } from './routes.ts';
import { blogMedia, findBlogBySlug, listBlogs } from './service.ts';

/** Blog posts: the public list and pages, the admins' writing, and their cover images. */
export const blogs: Feature = {
  name: 'blogs',
  routes: blogRoutes,
  media: blogMedia,
  sitemap: async ({ db }) =>
    (await listBlogs(db)).map((b) => ({
      path: `/blogs/${encodeURIComponent(b.slug)}`,
      lastmod: b.updatedAt,
    })),
  feed: {
    title: 'Blogs',
    listPath: '/blogs',
    items: async ({ db }, limit) =>
      (await listBlogs(db, limit)).map((b) => ({
        title: b.title,
        path: `/blogs/${encodeURIComponent(b.slug)}`,
        summary: b.summary,
        publishedAt: b.createdAt,
        updatedAt: b.updatedAt,
      })),
  },
  // The blogs page's first card: the newest blog.
  leadImage: { '/blogs': async ({ db }) => (await listBlogs(db, 1))[0]?.image ?? null },
  pageMeta: {
    // A shared link to a blog shows its title, summary and image.
    '/blogs/:slug': async ({ slug }, { db }) => {
      const blog = await findBlogBySlug(db, slug);
      if (!blog) return null;
      return {
        title: fullTitle(blog.title),
        // A blog without a summary still gets a real preview: the start of its text.
        description: blogPageDescription(blog),
        image: blog.image,
        type: 'article',
      };
    },
  },
  dashboard: recordCount('blogs', 'blogs', blogsTable),
  seed: seedBlogs,
};
