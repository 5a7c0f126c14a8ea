import { PAGES } from '@ssf/domain/pages';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { RECENT_BLOGS } from '@ssf/domain/constants';
import { blogPageDescription } from '@ssf/domain/meta-descriptions';
import { MSG } from '@ssf/domain/messages';
import { readingTimeLabel } from '@ssf/domain/text';
import { formatDate } from '../../lib/dates.ts';
import { Spinner } from '../../components/spinner.tsx';
import { imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { BLOG_COVER_SIZES } from './blog-cover.ts';
import { useAuth } from '../../lib/auth.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { useBlog, useBlogs } from './blog-api.ts';
import { demoteHeadings, PUBLISHED_RICH_TEXT_CLASS } from '../../components/rich-text-style.ts';

// The admin's buttons load only for a signed-in admin.
const BlogAdminActions = lazy(() => import('./blog-admin-actions.tsx'));

/** /blogs/:slug: one blog, with the recent blogs beside it. */
export default function BlogPage() {
  const { slug } = useParams();
  const { data: blog, isPending, isError } = useBlog(slug);
  const { data: recent } = useBlogs();
  const { isAuthenticated } = useAuth();
  // The other posts: the one being read is already on the page.
  const others = (recent ?? []).filter((item) => item.slug !== slug).slice(0, RECENT_BLOGS);

  usePageTitle({
    pageName: blog?.title ?? PAGES.blog.title,
    description: blog ? blogPageDescription(blog) : undefined,
  });

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <article className="min-w-0">
        {isPending ? (
          <Spinner label="Loading blog..." />
        ) : isError || !blog ? (
          <ErrorState title={`Error: ${MSG.blogNotFound}`} className="p-8 text-center">
            <Link to={PAGES.blogs.path} className="mt-3 inline-block font-medium text-brand-700 underline">
              Back to all blogs
            </Link>
          </ErrorState>
        ) : (
          <>
            <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{blog.title}</h1>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
              <span>
                Created: <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
              </span>
              <span>
                Updated: <time dateTime={blog.updatedAt}>{formatDate(blog.updatedAt)}</time>
              </span>
              <span>{readingTimeLabel(blog.content)}</span>
            </p>
            {isAuthenticated ? (
              <Suspense fallback={null}>
                <BlogAdminActions blog={blog} />
              </Suspense>
            ) : null}
            {blog.image ? (
              <img
                {...imageProps(blog.image, BLOG_COVER_SIZES)}
                alt=""
                width={1600}
                height={900}
                // The page's largest paint: fetched first (the page's HTML preloads it too, page-preloads.ts).
                fetchPriority="high"
                className="mt-6 aspect-[16/9] w-full rounded-2xl bg-brand-50 object-cover"
              />
            ) : null}
            <div
              className={`mt-8 max-w-[72ch] ${PUBLISHED_RICH_TEXT_CLASS}`}
              // The server sanitizes every blog's HTML on write with an allow-list (no script,
              // event handlers, style or unsafe URLs), so rendering the stored HTML is safe. Its
              // headings move one level down: the blog's title is the page's only h1.
              dangerouslySetInnerHTML={{ __html: demoteHeadings(blog.content) }}
            />
          </>
        )}
      </article>

      {/* Below the blog on a phone: drawn once the blog is there, it never jumps down as the blog
          appears above it (a layout shift). */}
      {isPending || others.length === 0 ? null : (
        <aside aria-labelledby="recent-blogs" className="lg:pt-2">
          <div className="rounded-2xl border border-gray-200 bg-white p-5 lg:sticky lg:top-24">
            <h2 id="recent-blogs" className="font-serif text-lg font-bold text-brand-900">
              Recent Blogs
            </h2>
            <ul className="mt-3 divide-y divide-gray-100">
              {others.map((item) => (
                <li key={item._id}>
                  <Link
                    to={PAGES.blog.href({ slug: item.slug })}
                    className="flex gap-3 rounded-lg py-3 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {item.image ? (
                      <img
                        {...imageProps(item.image, '64px')}
                        alt=""
                        width={64}
                        height={48}
                        loading="lazy"
                        className="h-12 w-16 shrink-0 rounded-md bg-brand-50 object-cover"
                      />
                    ) : null}
                    <span className="min-w-0 text-sm font-medium leading-snug break-words">{item.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      )}
    </div>
  );
}
