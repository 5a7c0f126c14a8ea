import { PAGES } from '@ssf/domain/pages';
import { MSG } from '@ssf/domain/messages';
import { PAGE_CONTAINER, PageHeader } from '../../components/page-header.tsx';
import { EmptyState } from '../../components/list-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useBlogCards } from './blog-api.ts';
import { BlogCard } from '../../components/blog-card.tsx';

/** /blogs: every blog as a card, newest first. */
export default function BlogsPage() {
  usePageTitle({
    ...PAGES.blogs,
    keywords: 'science, spirituality, consciousness, meditation, blogs',
  });
  const { data: blogs, isPending } = useBlogCards();

  return (
    <section>
      <PageHeader
        tone="paper"
        title="Blogs"
        intro="Reflections, research notes and conversations from the forum's members."
      />
      <div className={`${PAGE_CONTAINER} py-10 sm:py-14`}>
        {isPending ? (
          <Spinner label="Loading blogs..." />
        ) : !blogs?.length ? (
          <EmptyState className="">{MSG.noBlogs}</EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((blog, index) => (
              <li key={blog._id}>
                <BlogCard blog={blog} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
