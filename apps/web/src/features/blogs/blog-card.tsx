import { PAGES } from '@ssf/domain/pages';
import { CUT } from '@ssf/domain/constants';
import type { Blog } from '@ssf/domain/schemas/blog';
import { readingTimeLabel, truncate } from '@ssf/domain/text';
import { LinkCard } from '../../components/link-card.tsx';
import { formatDate } from '../../lib/dates.ts';

/**
 * A blog in the /blogs grid: its date and reading time, title and summary cut to the card's
 * lengths, the whole card one link.
 */
export function BlogCard({ blog, priority = false }: { blog: Blog; priority?: boolean }) {
  return (
    <LinkCard to={PAGES.blog.href({ slug: blog.slug })} image={blog.image} priority={priority}>
      <p className="text-sm font-medium text-brand-700">
        <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {readingTimeLabel(blog.content)}
      </p>
      <h2 className="mt-1 font-serif text-xl font-bold text-brand-900 group-hover:text-brand-700">
        {truncate(blog.title, CUT.blogCardTitle)}
      </h2>
      <p className="mt-2 flex-1 text-gray-600">{truncate(blog.summary, CUT.blogCardSummary)}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
        Read more →
      </span>
    </LinkCard>
  );
}
