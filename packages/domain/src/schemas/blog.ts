import { z } from 'zod';
import { pageInfoShape, pageQuery } from './paging.ts';

/** A blog as the API returns it. */
export const blogSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    content: z.string().describe('Sanitized HTML'),
    image: z
      .string()
      .nullable()
      .describe('A URL that loads directly in a browser (usually /media/...), or null'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Blog' });
export type Blog = z.infer<typeof blogSchema>;

/**
 * A blog as a card shows it (GET /blog/cards): everything but its text, and the minutes its text
 * takes to read (the rule of `readingMinutes` in text.ts, computed by the server from the text).
 */
export const blogCardSchema = blogSchema
  .omit({ content: true })
  .extend({
    readingMinutes: z
      .number()
      .int()
      .min(1)
      .describe("Minutes to read the blog's text: its words / 200, rounded up, at least 1"),
  })
  .meta({ id: 'BlogCard' });
export type BlogCard = z.infer<typeof blogCardSchema>;

/** GET /blog/cards: the cards, newest first. */
export const blogCardListSchema = z.array(blogCardSchema);

/** GET /blog/all?page=N&limit=K */
export const blogPageSchema = z.object({ blogs: z.array(blogSchema), ...pageInfoShape });
export type BlogPage = z.infer<typeof blogPageSchema>;

/** The answer to a blog's creation or edit. */
export const blogSavedSchema = z.object({ success: z.literal(true), message: z.string(), blog: blogSchema });
export type BlogSaved = z.infer<typeof blogSavedSchema>;

/** A blog's slug in a path. */
export const blogSlugParamsSchema = z.object({ slug: z.string() });

export const BLOG_TITLE_MAX = 200;
export const BLOG_SUMMARY_MAX = 500;
export const BLOG_CONTENT_MAX = 500_000;
export const BLOG_PAGE_LIMIT_DEFAULT = 10;
export const BLOG_PAGE_LIMIT_MAX = 50;
export const SLUG_MAX = 80;

/**
 * Title, summary and content of a blog. The server sanitizes `content` first and then parses with
 * this schema, so the length limit applies to what is stored.
 */
export const blogInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(BLOG_TITLE_MAX, `Title must be at most ${BLOG_TITLE_MAX} characters`),
  summary: z
    .string({ error: 'Summary must be text' })
    .trim()
    .max(BLOG_SUMMARY_MAX, `Summary must be at most ${BLOG_SUMMARY_MAX} characters`)
    .default(''),
  content: z
    .string({ error: 'Content must be text' })
    .trim()
    .max(BLOG_CONTENT_MAX, 'Content must be at most 500,000 characters')
    .default(''),
});
export type BlogInput = z.infer<typeof blogInputSchema>;

/**
 * ?page and ?limit of GET /blog/all (at most 50 a page). Without either, the whole list is
 * answered as an array.
 */
export const blogListQuerySchema = pageQuery(BLOG_PAGE_LIMIT_MAX);

/**
 * ?limit of GET /blog/cards: the newest N cards (at most 50; more is lowered to 50, as a page of
 * GET /blog/all). Without it, every card.
 */
export const blogCardsQuerySchema = pageQuery(BLOG_PAGE_LIMIT_MAX).pick({ limit: true });

export { RESERVED_BLOG_SLUGS } from '../constants.ts';

// Letters that Unicode normalization does not split into an ASCII base and a mark.
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * A URL slug from a title: lower case ASCII letters and digits separated by single hyphens, at most
 * SLUG_MAX characters, 'post' when nothing usable is left (a title in another script).
 */
export function slugify(title: string): string {
  const ascii = title
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The n-th candidate for a slug: the base itself, then base-2, base-3, ... */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}
