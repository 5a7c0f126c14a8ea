import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MSG } from '@ssf/domain/messages';
import { BLOG_SUMMARY_MAX, BLOG_TITLE_MAX, type Blog, blogInputSchema } from '@ssf/domain/schemas/blog';
import { Spinner } from '../../components/spinner.tsx';
import { fieldErrors, TextField } from '../../components/text-field.tsx';
import { imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useBlog, useSaveBlog } from './blog-api.ts';
// The editor (Tiptap and ProseMirror) is imported here only, so it loads with the admin form page
// and never with a public page.
import { RichTextEditor } from '../../components/rich-text-editor.tsx';

/** /admin/blog/new and /admin/blog/edit/:slug */
export default function AdminBlogFormPage() {
  const { slug } = useParams();
  const editing = Boolean(slug);
  usePageTitle({ pageName: editing ? 'Edit Post' : 'Create Post' });
  const { data: blog, isPending, isError } = useBlog(slug);

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/admin/blog" className="text-sm font-medium text-brand-700 hover:underline">
        ← All blogs
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900">
        {editing ? 'Edit Post' : 'Create Post'}
      </h1>
      {!editing ? (
        <BlogForm />
      ) : isPending ? (
        <Spinner label="Loading blog..." />
      ) : isError || !blog ? (
        <p className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          Error: {MSG.blogNotFound}
        </p>
      ) : (
        <BlogForm key={blog._id} blog={blog} />
      )}
    </section>
  );
}

function BlogForm({ blog }: { blog?: Blog }) {
  const navigate = useNavigate();
  const save = useSaveBlog(blog?._id);
  const [title, setTitle] = useState(blog?.title ?? '');
  const [summary, setSummary] = useState(blog?.summary ?? '');
  const [content, setContent] = useState(blog?.content ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { summary: useId(), image: useId() };

  // The chosen file is shown from memory; its object URL is released when replaced or unmounted.
  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = blogInputSchema.safeParse({ title, summary, content });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ ...parsed.data, image });
      window.alert(MSG.blogSaved);
      navigate('/blogs');
    } catch (err) {
      window.alert(err instanceof Error ? err.message : String(err));
      navigate('/admin/blog');
    }
  };

  const shownImage = preview ?? blog?.image ?? null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 space-y-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        maxLength={BLOG_TITLE_MAX}
        error={errors.title}
      />
      <div>
        <label htmlFor={ids.summary} className="block text-sm font-medium text-gray-800">
          Summary
        </label>
        <textarea
          id={ids.summary}
          name="summary"
          rows={3}
          value={summary}
          maxLength={BLOG_SUMMARY_MAX}
          onChange={(e) => setSummary(e.target.value)}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={errors.summary ? `${ids.summary}-error` : undefined}
          className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        {errors.summary ? (
          <p id={`${ids.summary}-error`} className="mt-1 text-sm text-red-700">
            {errors.summary}
          </p>
        ) : null}
      </div>
      <div>
        {/* The editable area carries the accessible name itself (aria-label), so this is visual. */}
        <span aria-hidden="true" className="block text-sm font-medium text-gray-800">
          Content
        </span>
        <div className="mt-1">
          <RichTextEditor initialHtml={blog?.content ?? ''} onChange={setContent} label="Content" />
        </div>
        {errors.content ? <p className="mt-1 text-sm text-red-700">{errors.content}</p> : null}
      </div>
      <div>
        <label htmlFor={ids.image} className="block text-sm font-medium text-gray-800">
          Image (optional)
        </label>
        <p id={`${ids.image}-hint`} className="text-xs text-gray-500">
          JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.{blog ? ' Leave empty to keep the current image.' : ''}
        </p>
        <input
          id={ids.image}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-describedby={`${ids.image}-hint`}
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          className="mt-2 block w-full text-sm text-gray-700 file:mr-4 file:min-h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {shownImage ? (
          <img
            {...(preview ? { src: preview } : imageProps(shownImage, '(min-width: 640px) 448px, 100vw'))}
            alt={preview ? 'Preview of the chosen image' : 'Current image'}
            width={1600}
            height={900}
            className="mt-3 aspect-[16/9] w-full max-w-md rounded-lg border border-gray-200 bg-brand-50 object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="submit"
          disabled={save.isPending}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {save.isPending ? 'Saving...' : blog ? 'Update Post' : 'Create Post'}
        </button>
        <Link
          to="/admin/blog"
          className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-5 font-medium text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
