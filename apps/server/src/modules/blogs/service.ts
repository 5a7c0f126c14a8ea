import { count, desc, eq, like, or } from 'drizzle-orm';
import {
  type Blog,
  type BlogInput,
  RESERVED_BLOG_SLUGS,
  slugCandidate,
  slugify,
} from '@ssf/domain/schemas/blog';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';

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

/**
 * Inserts a blog with a slug made from its title. The unique index is the real guard: when two
 * blogs with the same title are created at once, the loser of the race retries with the next
 * number.
 */
export async function createBlog(
  db: Db,
  input: BlogInput,
  image: string | null,
  createdAt?: Date,
): Promise<Blog> {
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

/** Updates title, summary, content and (when given) the image; the slug never changes. */
export async function updateBlog(db: Db, id: string, input: BlogInput, image?: string): Promise<Blog | null> {
  const [row] = await db
    .update(blogs)
    .set({ ...input, ...(image ? { image } : {}), updatedAt: new Date() })
    .where(eq(blogs.id, id))
    .returning();
  return row ? toBlog(row) : null;
}

export async function deleteBlog(db: Db, id: string): Promise<Blog | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  return row ? toBlog(row) : null;
}
