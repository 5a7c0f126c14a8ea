import { CUT } from '@ssf/domain/constants';
import type { Blog } from '@ssf/domain/schemas/blog';
import { truncate } from '@ssf/domain/text';
import { LinkCard } from '../../components/link-card.tsx';

/** A blog in the /blogs grid: title and summary cut to the card's lengths, the whole card one link. */
export function BlogCard({ blog, priority = false }: { blog: Blog; priority?: boolean }) {
  return (
    <LinkCard to={`/blogs/${encodeURIComponent(blog.slug)}`} image={blog.image} priority={priority}>
      <h2 className="font-serif text-xl font-bold text-brand-900 group-hover:text-brand-700">
        {truncate(blog.title, CUT.blogCardTitle)}
      </h2>
      <p className="mt-2 flex-1 text-gray-600">{truncate(blog.summary, CUT.blogCardSummary)}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
        Read more →
      </span>
    </LinkCard>
  );
}
