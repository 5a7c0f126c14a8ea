import { blogCardsPath, RECENT_BLOG_CARDS } from '../../lib/blog-cards.ts';
import { CARD_IMAGE_SIZES } from '../../lib/media.ts';
import type { WebFeature } from '../../lib/web-feature.ts';
import { BLOG_COVER_SIZES } from './blog-cover.ts';

export const blogs: WebFeature = {
  name: 'blogs',
  pages: [
    {
      page: 'blogs',
      module: 'src/features/blogs/blogs-page.tsx',
      nav: { label: 'Blogs', order: 30 },
      // The cards, not the posts: a drawn page carries what it read (lib/blog-cards.ts).
      preload: { data: [blogCardsPath()], leadImageSizes: CARD_IMAGE_SIZES },
    },
    {
      page: 'blog',
      module: 'src/features/blogs/blog-page.tsx',
      preload: {
        data: ['/blog/:slug', blogCardsPath(RECENT_BLOG_CARDS)],
        metaImageSizes: BLOG_COVER_SIZES,
      },
    },
    {
      page: 'adminBlogs',
      module: 'src/features/blogs/admin-blogs-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Blog', order: 40, section: 'blogs' },
    },
    { page: 'adminBlogNew', module: 'src/features/blogs/admin-blog-form-page.tsx', area: 'admin' },
    { page: 'adminBlogEdit', module: 'src/features/blogs/admin-blog-form-page.tsx', area: 'admin' },
  ],
};
