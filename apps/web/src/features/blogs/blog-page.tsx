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
import { BLOG_COLUMN, BLOG_COVER_SIZES } from './blog-cover.ts';
import { MetaItem, MetaLine } from '../../components/meta-line.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { RECENT_BLOG_CARDS } from '../../lib/blog-cards.ts';
import { useBlog, useBlogCards } from './blog-api.ts';
import { demoteHeadings, PUBLISHED_RICH_TEXT_CLASS } from '../../components/rich-text-style.ts';

// The admin's buttons load only for a signed-in admin.
const BlogAdminActions = lazy(() => import('./blog-admin-actions.tsx'));

/** /blogs/:slug: one blog, with the recent blogs beside it. */
export default function BlogPage() {
  const { slug } = useParams();
  const { data: blog, isPending, isError } = useBlog(slug);
  const { data: recent } = useBlogCards(RECENT_BLOG_CARDS);
  // Edit and Delete only for an account that may change blogs.
  const mayEdit = useAuth().can('blogs', 'edit');
  // The other posts: the one being read is already on the page.
  const others = (recent ?? []).filter((item) => item.slug !== slug).slice(0, RECENT_BLOGS);

  usePageTitle({
    pageName: blog?.title ?? PAGES.blog.title,
    description: blog ? blogPageDescription(blog) : undefined,
  });

  return (
    <div className="px-4 py-10 sm:px-6 sm:py-14">
      <article className={`${BLOG_COLUMN} min-w-0`}>
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
            <Link
              to="/blogs"
              className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span aria-hidden="true">←&nbsp;</span>All blogs
            </Link>
            <h1 className="mt-3 text-h1 break-words text-brand-900">{blog.title}</h1>
            <MetaLine className="mt-4">
              <MetaItem icon="date">
                Created: <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
              </MetaItem>
              <span>
                Updated: <time dateTime={blog.updatedAt}>{formatDate(blog.updatedAt)}</time>
              </span>
              <MetaItem icon="read">{readingTimeLabel(blog.content)}</MetaItem>
            </MetaLine>
            {mayEdit ? (
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
                className="mt-8 aspect-[16/9] w-full rounded-card bg-brand-50 object-cover"
              />
            ) : null}
            <div
              className={`mt-8 text-lg ${PUBLISHED_RICH_TEXT_CLASS}`}
              // The server sanitizes every blog's HTML on write with an allow-list (no script,
              // event handlers, style or unsafe URLs), so rendering the stored HTML is safe. Its
              // headings move one level down: the blog's title is the page's only h1.
              dangerouslySetInnerHTML={{ __html: demoteHeadings(blog.content) }}
            />
          </>
        )}
      </article>

      {/* After the post, in its column: drawn once the post is there, it never pushes the post
          down (a layout shift). */}
      {isPending || others.length === 0 ? null : (
        <aside
          aria-labelledby="recent-blogs"
          className={`${BLOG_COLUMN} mt-14 border-t border-paper-edge pt-10`}
        >
          <h2 id="recent-blogs" className="text-h3 text-brand-900">
            Recent Blogs
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {others.map((item) => (
              <li key={item._id} className="min-w-0">
                <Link
                  to={PAGES.blog.href({ slug: item.slug })}
                  className="group flex gap-3 rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-col"
                >
                  {item.image ? (
                    <img
                      {...imageProps(item.image, '(min-width: 640px) 230px, 96px')}
                      alt=""
                      width={160}
                      height={90}
                      loading="lazy"
                      className="aspect-[16/9] w-24 shrink-0 rounded-control bg-brand-50 object-cover sm:w-full"
                    />
                  ) : null}
                  <span className="min-w-0 font-serif font-semibold leading-snug break-words text-brand-900 group-hover:text-brand-700 group-hover:underline">
                    {item.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
