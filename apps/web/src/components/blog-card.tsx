import { PAGES } from '@ssf/domain/pages';
import { CUT } from '@ssf/domain/constants';
import type { BlogCard as BlogCardData } from '@ssf/domain/schemas/blog';
import { minutesReadLabel, truncate } from '@ssf/domain/text';
import { LinkCard } from './link-card.tsx';
import { MetaItem, MetaLine } from './meta-line.tsx';
import { formatDate } from '../lib/dates.ts';

/**
 * A blog's card in the /blogs grid (and on the home page), from GET /blog/cards: its date and
 * reading time, title and summary cut to the card's lengths, the whole card one link.
 */
export function BlogCard({
  blog,
  priority = false,
  headingLevel = 2,
}: {
  blog: BlogCardData;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <LinkCard to={PAGES.blog.href({ slug: blog.slug })} image={blog.image} priority={priority}>
      <MetaLine>
        <MetaItem icon="date">
          <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
        </MetaItem>
        <MetaItem icon="read">{minutesReadLabel(blog.readingMinutes)}</MetaItem>
      </MetaLine>
      <Heading className="mt-2 text-h3 break-words text-brand-900 group-hover:text-brand-700">
        {truncate(blog.title, CUT.blogCardTitle)}
      </Heading>
      <p className="mt-2 flex-1 text-gray-700">{truncate(blog.summary, CUT.blogCardSummary)}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
        Read more →
      </span>
    </LinkCard>
  );
}
