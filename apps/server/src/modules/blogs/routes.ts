import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CUT } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { BLOG_PAGE_LIMIT_DEFAULT, blogInputSchema, blogListQuerySchema } from '@ssf/domain/schemas/blog';
import { stripHtml, truncate } from '@ssf/domain/text';
import type { AppContext } from '../../app.ts';
import { sanitizeRichText } from '../../content/sanitize.ts';
import { notFound, parseOr400 } from '../../http/errors.ts';
import { releaseImage, storeImage } from '../../media/store.ts';
import { enableUploads, readImageUploads } from '../../media/uploads.ts';
import { fullTitle, registerPageMeta } from '../../site/page-meta.ts';
import {
  createBlog,
  deleteBlog,
  findBlogById,
  findBlogBySlug,
  listBlogs,
  listBlogsPage,
  updateBlog,
} from './service.ts';

const IMAGE_FIELD = { image: {} };

/** API.md, Blogs. */
export async function blogRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  await enableUploads(api);

  /** The form's fields validated (content sanitized first, so limits apply to what is stored). */
  const readBlogForm = async (request: FastifyRequest) => {
    const upload = await readImageUploads(request, { fields: IMAGE_FIELD });
    const { content } = upload.fields;
    const input = parseOr400(blogInputSchema, {
      ...upload.fields,
      content: typeof content === 'string' ? sanitizeRichText(content) : content,
    });
    return { input, image: upload.files.image[0] ?? null };
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
    const { input, image } = await readBlogForm(request);
    const stored = image ? await storeImage(config.dataDir, image) : null;
    try {
      const blog = await createBlog(db, input, stored?.url ?? null);
      return { success: true, message: MSG.blogSaved, blog };
    } catch (err) {
      await releaseImage(db, config.dataDir, stored?.url);
      throw err;
    }
  });

  const edit = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { input, image } = await readBlogForm(request);
    const current = await findBlogById(db, request.params.id);
    if (!current) throw notFound(MSG.blogNotFound);
    const stored = image ? await storeImage(config.dataDir, image) : null;
    let blog: Awaited<ReturnType<typeof updateBlog>>;
    try {
      blog = await updateBlog(db, current._id, input, stored?.url);
    } catch (err) {
      await releaseImage(db, config.dataDir, stored?.url);
      throw err;
    }
    if (!blog) {
      // Deleted between the read and the update.
      await releaseImage(db, config.dataDir, stored?.url);
      throw notFound(MSG.blogNotFound);
    }
    if (stored && current.image !== stored.url) await releaseImage(db, config.dataDir, current.image);
    return { success: true, message: MSG.blogSaved, blog };
  };
  api.post<{ Params: { id: string } }>('/blog/edit/:id', { config: { access: 'admin' } }, edit);
  api.put<{ Params: { id: string } }>('/blog/edit/:id', { config: { access: 'admin' } }, edit);

  api.delete<{ Params: { id: string } }>(
    '/blog/delete/:id',
    { config: { access: 'admin' } },
    async (request) => {
      const blog = await deleteBlog(db, request.params.id);
      if (!blog) throw notFound(MSG.blogNotFound);
      await releaseImage(db, config.dataDir, blog.image);
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
