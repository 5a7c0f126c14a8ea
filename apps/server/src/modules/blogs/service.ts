import { count, desc, eq, like, or } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import {
  type Blog,
  type BlogInput,
  blogInputSchema,
  RESERVED_BLOG_SLUGS,
  slugCandidate,
  slugify,
} from '@ssf/domain/schemas/blog';
import { sanitizeRichText } from '../../content/sanitize.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { notFound, parseOr400 } from '../../http/errors.ts';
import { releaseImage, storeImage } from '../../media/store.ts';

/** What the blog use cases need: the database and the data directory where images are stored. */
type MediaContext = Pick<AppContext, 'db' | 'config'>;

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

export async function listBlogsPage(db: Db, page: number, limit: number) {
  const [{ total }] = await db.select({ total: count() }).from(blogs);
  const rows = await db
    .select()
    .from(blogs)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  return { blogs: rows.map(toBlog), page, totalPages: Math.ceil(total / limit), total };
}

export async function findBlogBySlug(db: Db, slug: string): Promise<Blog | null> {
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug)).limit(1);
  return row ? toBlog(row) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A blog by id; a malformed id is simply not found (never a database error). */
export async function findBlogById(db: Db, id: string): Promise<Blog | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row ? toBlog(row) : null;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

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

/** The form's text fields validated, content sanitized first so the limits apply to what is stored. */
function parseBlogFields(fields: Record<string, unknown>): BlogInput {
  const { content } = fields;
  return parseOr400(blogInputSchema, {
    ...fields,
    content: typeof content === 'string' ? sanitizeRichText(content) : content,
  });
}

/** What an admin's blog form carries: its text fields and, optionally, a cover image. */
export interface BlogForm {
  fields: Record<string, unknown>;
  image: Buffer | null;
}

/**
 * Inserts a blog with a slug made from its title. The unique index is the real guard: when two
 * blogs with the same title are created at once, the loser of the race retries with the next
 * number.
 */
async function insertBlog(db: Db, input: BlogInput, image: string | null, createdAt?: Date): Promise<Blog> {
  const base = slugify(input.title);
  for (let attempt = 0; ; attempt++) {
    const slug = await nextFreeSlug(db, base);
    try {
      const [row] = await db
        .insert(blogs)
        .values({ ...input, slug, image, createdAt, updatedAt: createdAt })
        .returning();
      return toBlog(row);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
}

/** Saves a new blog with its cover image. `createdAt` backdates demo posts. */
export async function createBlog(
  ctx: MediaContext,
  form: BlogForm,
  options: { createdAt?: Date } = {},
): Promise<Blog> {
  const { db, config } = ctx;
  const input = parseBlogFields(form.fields);
  const stored = form.image ? await storeImage(config.dataDir, form.image) : null;
  try {
    return await insertBlog(db, input, stored?.url ?? null, options.createdAt);
  } catch (err) {
    await releaseImage(db, config.dataDir, stored?.url);
    throw err;
  }
}

/** Updates title, summary, content and (when sent) the image; the slug never changes. */
export async function updateBlog(ctx: MediaContext, id: string, form: BlogForm): Promise<Blog> {
  const { db, config } = ctx;
  const input = parseBlogFields(form.fields);
  const current = await findBlogById(db, id);
  if (!current) throw notFound(MSG.blogNotFound);
  const stored = form.image ? await storeImage(config.dataDir, form.image) : null;
  let row: BlogRow | undefined;
  try {
    [row] = await db
      .update(blogs)
      .set({ ...input, ...(stored ? { image: stored.url } : {}), updatedAt: new Date() })
      .where(eq(blogs.id, current._id))
      .returning();
  } catch (err) {
    await releaseImage(db, config.dataDir, stored?.url);
    throw err;
  }
  if (!row) {
    // Deleted between the read and the update.
    await releaseImage(db, config.dataDir, stored?.url);
    throw notFound(MSG.blogNotFound);
  }
  if (stored && current.image !== stored.url) await releaseImage(db, config.dataDir, current.image);
  return toBlog(row);
}

/** Deletes a blog and, unless another record uses it, its image. */
export async function deleteBlog(ctx: MediaContext, id: string): Promise<void> {
  const { db, config } = ctx;
  if (!UUID.test(id)) throw notFound(MSG.blogNotFound);
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  if (!row) throw notFound(MSG.blogNotFound);
  await releaseImage(db, config.dataDir, row.image);
}
