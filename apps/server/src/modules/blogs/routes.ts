import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CUT } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { BLOG_PAGE_LIMIT_DEFAULT, blogListQuerySchema } from '@ssf/domain/schemas/blog';
import { stripHtml, truncate } from '@ssf/domain/text';
import type { AppContext } from '../../app.ts';
import { notFound, parseOr400 } from '../../http/errors.ts';
import { enableUploads, readImageUploads } from '../../media/uploads.ts';
import { fullTitle, registerPageMeta } from '../../site/page-meta.ts';
import { createBlog, deleteBlog, findBlogBySlug, listBlogs, listBlogsPage, updateBlog } from './service.ts';

const IMAGE_FIELD = { image: {} };

/** API.md, Blogs. */
export async function blogRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  await enableUploads(api);

  /** The form as sent: its text fields and the cover image, if one was chosen (checked by its bytes). */
  const readBlogForm = async (request: FastifyRequest) => {
    const upload = await readImageUploads(request, { fields: IMAGE_FIELD });
    return { fields: upload.fields, image: upload.files.image[0] ?? null };
  };

  api.get<{ Querystring: Record<string, string> }>(
    '/blog/all',
    { config: { access: 'public' } },
    async (request) => {
      const query = parseOr400(blogListQuerySchema, request.query);
      // Without ?page or ?limit the whole list is an array (SPEC.md's public pages read it so).
      if (query.page === undefined && query.limit === undefined) return listBlogs(db);
      return listBlogsPage(db, query.page ?? 1, query.limit ?? BLOG_PAGE_LIMIT_DEFAULT);
    },
  );

  api.get<{ Params: { slug: string } }>('/blog/:slug', { config: { access: 'public' } }, async (request) => {
    const blog = await findBlogBySlug(db, request.params.slug);
    if (!blog) throw notFound(MSG.blogNotFound);
    return blog;
  });

  api.post('/blog/create', { config: { access: 'admin' } }, async (request) => {
    const blog = await createBlog(ctx, await readBlogForm(request));
    return { success: true, message: MSG.blogSaved, blog };
  });

  const edit = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const blog = await updateBlog(ctx, request.params.id, await readBlogForm(request));
    return { success: true, message: MSG.blogSaved, blog };
  };
  api.post<{ Params: { id: string } }>('/blog/edit/:id', { config: { access: 'admin' } }, edit);
  api.put<{ Params: { id: string } }>('/blog/edit/:id', { config: { access: 'admin' } }, edit);

  api.delete<{ Params: { id: string } }>(
    '/blog/delete/:id',
    { config: { access: 'admin' } },
    async (request) => {
      await deleteBlog(ctx, request.params.id);
      return { success: true, message: MSG.blogDeleted };
    },
  );

  // A shared link to a blog shows its title, summary and image.
  registerPageMeta('/blogs/:slug', async ({ slug }, { db: pageDb }) => {
    const blog = await findBlogBySlug(pageDb, slug);
    if (!blog) return null;
    return {
      title: fullTitle(blog.title),
      // A blog without a summary still gets a real preview: the start of its text.
      description: truncate(blog.summary || stripHtml(blog.content), CUT.blogPageDescription),
      image: blog.image,
      type: 'article',
    };
  });
}
