import type { FastifyRequest } from 'fastify';
import { MSG } from '@ssf/domain/messages';
import {
  blogCardListSchema,
  blogCardsQuerySchema,
  blogInputSchema,
  blogListQuerySchema,
  blogSavedSchema,
  blogSchema,
  blogSlugParamsSchema,
  BLOG_PAGE_LIMIT_DEFAULT,
} from '@ssf/domain/schemas/blog';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import { z } from 'zod';
import { API_BASE } from '@ssf/domain/constants';
import { setPageHeaders } from '../../http/page-headers.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { type Api, errorResponses, multipartBody } from '../../http/schemas.ts';
import { enableUploads, readImageUploads } from '../../media/uploads.ts';
import {
  createBlog,
  deleteBlog,
  findBlogBySlug,
  listBlogCards,
  listBlogs,
  listBlogsPage,
  updateBlog,
} from './service.ts';

const IMAGE_FIELD = { image: {} };

// The form of a blog's creation and edit: its fields, and an optional cover image.
const blogForm = multipartBody(blogInputSchema, {
  image:
    'Cover image: JPEG, PNG, WebP, GIF or AVIF, at most 10 MB (an edit without one keeps the current image)',
});
const createResponses = { 200: blogSavedSchema, ...errorResponses(400, 401, 403, 413, 415) };
const editResponses = { ...createResponses, ...errorResponses(404) };

/** The blog list, one post by its slug, and the admins' writing. */
export async function blogRoutes(api: Api, ctx: AppContext) {
  const { db } = ctx;
  await enableUploads(api);

  /** The form as sent: its text fields and the cover image, if one was chosen (checked by its bytes). */
  const readBlogForm = async (request: FastifyRequest) => {
    const upload = await readImageUploads(request, { fields: IMAGE_FIELD });
    return { fields: upload.fields, image: upload.files.image[0] ?? null };
  };

  api.get(
    '/blog/all',
    {
      config: { access: 'public', cache: { tags: ['blogs'] }, pageHeaders: true },
      schema: {
        summary: 'Every blog, newest first; with ?page or ?limit, one page of them',
        description:
          'Always a list. When a page is asked for, its place travels in headers: X-Total-Count (blogs in all), X-Total-Pages, and Link (first, prev, next, last).',
        querystring: blogListQuerySchema,
        response: { 200: z.array(blogSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      // Without ?page or ?limit the whole list, as outside clients read it (the public pages read
      // the cards, /blog/cards).
      if (page === undefined && limit === undefined) return listBlogs(db);
      const size = limit ?? BLOG_PAGE_LIMIT_DEFAULT;
      const found = await listBlogsPage(db, page ?? 1, size);
      setPageHeaders(reply, `${ctx.config.publicUrl}${API_BASE}/blog/all`, found, size);
      return found.blogs;
    },
  );

  // What the public lists read (the blogs page, the home page's latest posts, a post's Recent
  // Blogs): a page drawn on the server carries the data it was drawn from, so a card's read leaves
  // the posts' text out. Kept and dropped with the other blog reads (the tag 'blogs').
  api.get(
    '/blog/cards',
    {
      config: { access: 'public', cache: { tags: ['blogs'] } },
      schema: {
        summary: 'Every blog as a card, without its text, newest first; with ?limit, the newest N',
        description:
          "A blog's fields except `content`, with `readingMinutes`: the minutes its text takes to read (its words / 200, rounded up, at least 1). The same order as GET /blog/all. For the public lists; GET /blog/{slug} answers one blog with its text.",
        querystring: blogCardsQuerySchema,
        response: { 200: blogCardListSchema, ...errorResponses(400) },
      },
    },
    async (request) => listBlogCards(db, request.query.limit),
  );

  api.get(
    '/blog/:slug',
    {
      config: { access: 'public', cache: { tags: ['blogs'] } },
      schema: {
        summary: 'One blog by its slug',
        params: blogSlugParamsSchema,
        response: { 200: blogSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const blog = await findBlogBySlug(db, request.params.slug);
      if (!blog) throw notFound(MSG.blogNotFound);
      return blog;
    },
  );

  api.post(
    '/blog/create',
    {
      config: { access: 'blogs' },
      schema: { summary: 'Create a blog', ...blogForm, response: createResponses },
    },
    async (request) => {
      const blog = await createBlog(ctx, await readBlogForm(request));
      return { success: true as const, message: MSG.blogSaved, blog };
    },
  );

  const edit = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const blog = await updateBlog(ctx, request.params.id, await readBlogForm(request));
    return { success: true as const, message: MSG.blogSaved, blog };
  };
  const editSchema = { summary: 'Edit a blog (its slug stays)', params: idParamsSchema, ...blogForm };
  api.post(
    '/blog/edit/:id',
    { config: { access: 'blogs' }, schema: { ...editSchema, response: editResponses } },
    edit,
  );
  api.put(
    '/blog/edit/:id',
    { config: { access: 'blogs' }, schema: { ...editSchema, response: editResponses } },
    edit,
  );

  api.delete(
    '/blog/delete/:id',
    {
      config: { access: 'blogs' },
      schema: {
        summary: 'Delete a blog and its image',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteBlog(ctx, request.params.id);
      return { success: true as const, message: MSG.blogDeleted };
    },
  );
}
