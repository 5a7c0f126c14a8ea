import { count, desc, eq, like, or } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import {
  type Blog,
  type BlogCard,
  type BlogInput,
  type BlogPage,
  blogInputSchema,
  RESERVED_BLOG_SLUGS,
  slugCandidate,
  slugify,
} from '@ssf/domain/schemas/blog';
import { readingMinutes } from '@ssf/domain/text';
import { sanitizeRichText } from '../../content/sanitize.ts';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { paginate } from '../../db/paginate.ts';
import { blogs } from './tables.ts';
import { notFound, parseOr400 } from '../../http/errors.ts';
import { type MediaContext, writeWithMedia } from '../../media/lifecycle.ts';
import type { MediaField } from '../feature.ts';

type BlogRow = typeof blogs.$inferSelect;

export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    content: row.content,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Newest first; the id breaks ties between blogs created in the same instant so pages are stable.
const newestFirst = [desc(blogs.createdAt), desc(blogs.id)];

export async function listBlogs(db: Db, limit?: number): Promise<Blog[]> {
  const query = db
    .select()
    .from(blogs)
    .orderBy(...newestFirst);
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toBlog);
}

/** A blog as a card: all but its text, and the minutes its text takes to read. */
export function toBlogCard({ content, ...card }: Blog): BlogCard {
  return { ...card, readingMinutes: readingMinutes(content) };
}

/**
 * The cards of the blogs, newest first (the order of `listBlogs`); the newest `limit` when given.
 * The text is read to count its words and goes no further: the public lists show cards.
 */
export async function listBlogCards(db: Db, limit?: number): Promise<BlogCard[]> {
  return (await listBlogs(db, limit)).map(toBlogCard);
}

/** One page of blogs, newest first. */
export async function listBlogsPage(db: Db, page: number, limit: number): Promise<BlogPage> {
  const { items, ...position } = await paginate(
    { page, limit },
    async () => (await db.select({ total: count() }).from(blogs))[0].total,
    async (size, offset) =>
      (
        await db
          .select()
          .from(blogs)
          .orderBy(...newestFirst)
          .limit(size)
          .offset(offset)
      ).map(toBlog),
  );
  return { blogs: items, ...position };
}

export async function findBlogBySlug(db: Db, slug: string): Promise<Blog | null> {
  // A slug never holds U+0000 (the database cannot even compare one): such an address names nothing.
  if (slug.includes('\u0000')) return null;
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug)).limit(1);
  return row ? toBlog(row) : null;
}

/** The blog's field that holds a stored image: its cover. The manifest declares it as the blogs' media. */
export const blogMedia: MediaField[] = [
  { owner: 'blogs', field: 'image', table: blogs, id: blogs.id, column: blogs.image },
];

/** What an admin's blog form carries: its text fields and, optionally, a cover image. */
export interface BlogForm {
  fields: Record<string, unknown>;
  image: Buffer | null;
}

/** The form's text fields validated, content sanitized first so the limits apply to what is stored. */
function parseBlogFields(fields: Record<string, unknown>): BlogInput {
  const { content } = fields;
  return parseOr400(blogInputSchema, {
    ...fields,
    content: typeof content === 'string' ? sanitizeRichText(content) : content,
  });
}

/** The first free slug for `base` among those already taken (base, base-2, base-3, ...). */
async function nextFreeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: blogs.slug })
        .from(blogs)
        .where(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  for (const reserved of RESERVED_BLOG_SLUGS) taken.add(reserved);
  let n = 1;
  while (taken.has(slugCandidate(base, n))) n++;
  return slugCandidate(base, n);
}

const SLUG_ATTEMPTS = 20;

/**
 * Inserts a blog with a slug made from its title. The unique index is the real guard: when blogs
 * with the same title are created at once, each insert that finds its slug taken tries the next
 * free one (the conflict is skipped rather than raised, so the transaction goes on).
 */
async function insertBlog(tx: Db, input: BlogInput, image: string | null, createdAt?: Date): Promise<Blog> {
  const base = slugify(input.title);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = await nextFreeSlug(tx, base);
    const [row] = await tx
      .insert(blogs)
      .values({ ...input, slug, image, createdAt, updatedAt: createdAt })
      .onConflictDoNothing({ target: blogs.slug })
      .returning();
    if (row) return toBlog(row);
  }
  throw new Error(`No free slug for "${base}" after ${SLUG_ATTEMPTS} attempts`);
}

/**
 * Saves a new blog from an admin's form: validated, its cover image (if any) stored and recorded
 * as used by the blog, all or nothing. `createdAt` backdates demo posts.
 */
export async function createBlog(
  ctx: MediaContext,
  form: BlogForm,
  options: { createdAt?: Date } = {},
): Promise<Blog> {
  const input = parseBlogFields(form.fields);
  return writeWithMedia(ctx, form.image ? [form.image] : [], async ({ tx, images, references }) => {
    const blog = await insertBlog(tx, input, images[0]?.url ?? null, options.createdAt);
    await references(blogMedia, blog._id);
    return blog;
  });
}

/**
 * Saves an edit: title, summary, content and, when the form carries one, a new cover image (none
 * keeps the current one). The slug never changes. A replaced image's files go when no other
 * record uses them. A missing blog (or malformed id) is a 404.
 */
export async function updateBlog(ctx: MediaContext, id: string, form: BlogForm): Promise<Blog> {
  const input = parseBlogFields(form.fields);
  // Answered before a new image is encoded; the update below is what really decides.
  if (!isId(id) || !(await blogExists(ctx.db, id))) throw notFound(MSG.blogNotFound);
  return writeWithMedia(ctx, form.image ? [form.image] : [], async ({ tx, images, references }) => {
    const [row] = await tx
      .update(blogs)
      .set({ ...input, ...(images[0] ? { image: images[0].url } : {}), updatedAt: new Date() })
      .where(eq(blogs.id, id))
      .returning();
    if (!row) throw notFound(MSG.blogNotFound);
    await references(blogMedia, id);
    return toBlog(row);
  });
}

async function blogExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).limit(1)).length > 0;
}

/** Deletes a blog; its image's files go when no other record uses them. A missing blog is a 404. */
export async function deleteBlog(ctx: MediaContext, id: string): Promise<void> {
  if (!isId(id)) throw notFound(MSG.blogNotFound);
  await writeWithMedia(ctx, [], async ({ tx, references }) => {
    const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
    if (!row) throw notFound(MSG.blogNotFound);
    await references(blogMedia, id);
  });
}
