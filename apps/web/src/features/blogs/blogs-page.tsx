import { PAGES } from '@ssf/domain/pages';
import { MSG } from '@ssf/domain/messages';
import { EmptyState } from '../../components/list-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useBlogs } from './blog-api.ts';
import { BlogCard } from './blog-card.tsx';

/** /blogs: every blog as a card, newest first. */
export default function BlogsPage() {
  usePageTitle({
    ...PAGES.blogs,
    keywords: 'science, spirituality, consciousness, meditation, blogs',
  });
  const { data: blogs, isPending } = useBlogs();

  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">Blogs</h1>
      <p className="mt-3 max-w-2xl text-gray-600">
        Reflections, research notes and conversations from the forum's members.
      </p>
      {isPending ? (
        <Spinner label="Loading blogs..." />
      ) : !blogs?.length ? (
        <EmptyState className="mt-10">{MSG.noBlogs}</EmptyState>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.map((blog, index) => (
            <li key={blog._id}>
              <BlogCard blog={blog} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
