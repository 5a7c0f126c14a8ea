import { PAGES } from '@ssf/domain/pages';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MSG } from '@ssf/domain/messages';
import { BLOG_SUMMARY_MAX, BLOG_TITLE_MAX, type Blog, blogInputSchema } from '@ssf/domain/schemas/blog';
import { buttonClass } from '../../components/button.tsx';
import { FieldError, labelClass } from '../../components/field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSaveBlog } from './blog-admin-api.ts';
import { useBlog } from './blog-api.ts';
// The editor (Tiptap and ProseMirror) is imported here only, so it loads with the admin form page
// and never with a public page.
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { ADMIN_PAGE_FRAME, AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { AdminFormButtons, AdminFormCard } from '../../components/admin/admin-form.tsx';

/** /admin/blog/new and /admin/blog/edit/:slug */
export default function AdminBlogFormPage() {
  const { slug } = useParams();
  const editing = Boolean(slug);
  usePageTitle({ pageName: (editing ? PAGES.adminBlogEdit : PAGES.adminBlogNew).title });
  const { data: blog, isPending, isError } = useBlog(slug);

  return (
    <section className={ADMIN_PAGE_FRAME}>
      <AdminPageHeader
        title={editing ? 'Edit Post' : 'Create Post'}
        back={
          <Link to={PAGES.adminBlogs.path} className="font-medium text-brand-700 hover:underline">
            ← All blogs
          </Link>
        }
      />
      {!editing ? (
        <BlogForm />
      ) : isPending ? (
        <Spinner label="Loading blog..." />
      ) : isError || !blog ? (
        <ErrorState title={`Error: ${MSG.blogNotFound}`} />
      ) : (
        <BlogForm key={blog._id} blog={blog} />
      )}
    </section>
  );
}

function BlogForm({ blog }: { blog?: Blog }) {
  const navigate = useNavigate();
  const notices = useNotices();
  const { mutation: save, progress } = useSaveBlog(blog?._id);
  const form = useZodForm(blogInputSchema);
  const [title, setTitle] = useState(blog?.title ?? '');
  const [summary, setSummary] = useState(blog?.summary ?? '');
  const [content, setContent] = useState(blog?.content ?? '');
  const [image, setImage] = useState<File | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = form.validate({ title, summary, content });
    if (!parsed) return;
    try {
      await save.mutateAsync({ ...parsed, image });
      notices.success(MSG.blogSaved);
      navigate(PAGES.blogs.path);
    } catch (err) {
      // The message is shown and the admin goes back to the blog list, where the notice stays.
      notices.error(err instanceof Error ? err.message : String(err));
      navigate(PAGES.adminBlogs.path);
    }
  };

  return (
    <AdminFormCard onSubmit={onSubmit} busy={save.isPending}>
      <FormTextField
        form={form}
        name="title"
        label="Title"
        required
        type="text"
        value={title}
        onValue={setTitle}
        maxLength={BLOG_TITLE_MAX}
      />
      <FormTextField
        form={form}
        name="summary"
        label="Summary"
        rows={3}
        value={summary}
        onValue={setSummary}
        maxLength={BLOG_SUMMARY_MAX}
      />
      <div>
        {/* The editable area carries the accessible name itself (aria-label), so this is visual. */}
        <span aria-hidden="true" className={labelClass}>
          Content
        </span>
        <div className="mt-1">
          <RichTextEditor initialHtml={blog?.content ?? ''} onChange={setContent} label="Content" />
        </div>
        <FieldError message={form.error('content')} />
      </div>
      <ImageField
        label="Image (optional)"
        name="image"
        hint={blog ? 'Leave empty to keep the current image.' : undefined}
        value={image}
        onChange={(file) => {
          setImage(file);
          form.clearError('image');
        }}
        currentUrl={blog?.image}
        error={form.error('image')}
        progress={progress}
      />
      <AdminFormButtons
        saving={save.isPending}
        label={blog ? 'Update Post' : 'Create Post'}
        cancel={
          <Link to={PAGES.adminBlogs.path} className={buttonClass('secondary')}>
            Cancel
          </Link>
        }
      />
    </AdminFormCard>
  );
}
