import { PAGES } from '@ssf/domain/pages';
import { Link } from 'react-router';
import { MSG } from '@ssf/domain/messages';
import { formatDate } from '../../lib/dates.ts';
import { AdminListPage, listPagination, usePageParam } from '../../components/admin-list-page.tsx';
import { buttonClass } from '../../components/button.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useBlogsPage } from './blog-api.ts';
import { useConfirmedBlogDelete } from './use-confirmed-blog-delete.tsx';

/**
 * /admin/blog: every blog with View, Edit and Delete, a page at a time (?page=N). An account
 * that may only view the section sees the list without Create, Edit and Delete.
 */
export default function AdminBlogsPage() {
  usePageTitle({ pageName: PAGES.adminBlogs.title });
  const mayEdit = useAuth().can('blogs', 'edit');
  const [page, setPage] = usePageParam();
  const query = useBlogsPage(page);
  const { remove, dialog, isPending: deleting } = useConfirmedBlogDelete();
  const data = query.data;

  return (
    <>
      <AdminListPage
        title="Admin Blog"
        actions={
          mayEdit ? (
            <Link to={PAGES.adminBlogNew.path} className={buttonClass('primary')}>
              Create Blog
            </Link>
          ) : undefined
        }
        query={query}
        items={data?.blogs}
        loadingLabel="Loading blogs..."
        emptyMessage={MSG.noBlogs}
        errorTitle="The blogs could not be loaded."
        pagination={listPagination(data, setPage, 'Blog pages')}
      >
        {(blogs) => (
          <ul className="mt-8 divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
            {blogs.map((blog) => (
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
                    to={PAGES.blog.href({ slug: blog.slug })}
                    aria-label={`View ${blog.title}`}
                    className={buttonClass('secondary', 'sm')}
                  >
                    View
                  </Link>
                  {mayEdit && (
                    <>
                      <Link
                        to={PAGES.adminBlogEdit.href({ slug: blog.slug })}
                        aria-label={`Edit ${blog.title}`}
                        className={buttonClass('primary', 'sm')}
                      >
                        Edit
                      </Link>
                      <button
                        type="button"
                        aria-label={`Delete ${blog.title}`}
                        onClick={() => remove(blog._id)}
                        disabled={deleting}
                        className={buttonClass('danger', 'sm')}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminListPage>
      {dialog}
    </>
  );
}
