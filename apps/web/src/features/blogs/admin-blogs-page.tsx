import { Link, useSearchParams } from 'react-router';
import { MSG } from '@ssf/domain/messages';
import { formatDate } from '../../lib/dates.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useBlogsPage, useDeleteBlog } from './blog-api.ts';
import { confirmAndDelete } from './confirm-delete.ts';

const actionClass =
  'inline-flex min-h-9 items-center rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** /admin/blog: every blog with View, Edit and Delete, a page at a time (?page=N). */
export default function AdminBlogsPage() {
  usePageTitle({ pageName: 'Admin Blog' });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError } = useBlogsPage(page);
  const deleteBlog = useDeleteBlog();

  const onDelete = (id: string) => confirmAndDelete(() => deleteBlog.mutateAsync(id));

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-brand-900">Admin Blog</h1>
        <Link
          to="/admin/blog/new"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Create Blog
        </Link>
      </div>

      {isPending ? (
        <Spinner label="Loading blogs..." />
      ) : isError || !data?.blogs.length ? (
        <p className="mt-8 rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center text-gray-600">
          {MSG.noBlogs}
        </p>
      ) : (
        <>
          <ul className="mt-8 divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
            {data.blogs.map((blog) => (
              <li key={blog._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-4">
                  {blog.image ? (
                    <img
                      {...imageProps(blog.image, '96px')}
                      alt=""
                      width={96}
                      height={54}
                      loading="lazy"
                      className="h-14 w-24 shrink-0 rounded-lg bg-brand-50 object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="h-14 w-24 shrink-0 rounded-lg bg-brand-50" />
                  )}
                  <div className="min-w-0">
                    <h2 className="line-clamp-2 font-semibold text-gray-900">{blog.title}</h2>
                    <p className="text-sm text-gray-500">
                      <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
                    </p>
                  </div>
                </div>
                <div className="flex gap-2">
                  <Link
                    to={`/blogs/${encodeURIComponent(blog.slug)}`}
                    aria-label={`View ${blog.title}`}
                    className={`${actionClass} border-gray-300 bg-white text-gray-700 hover:bg-gray-50`}
                  >
                    View
                  </Link>
                  <Link
                    to={`/admin/blog/edit/${encodeURIComponent(blog.slug)}`}
                    aria-label={`Edit ${blog.title}`}
                    className={`${actionClass} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}
                  >
                    Edit
                  </Link>
                  <button
                    type="button"
                    aria-label={`Delete ${blog.title}`}
                    onClick={() => onDelete(blog._id)}
                    disabled={deleteBlog.isPending}
                    className={`${actionClass} border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:opacity-50`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            label="Blog pages"
            onPageChange={(n) => setParams(n === 1 ? {} : { page: String(n) })}
          />
        </>
      )}
    </section>
  );
}
