import { Link } from 'react-router';
import { CUT } from '@ssf/domain/constants';
import type { Blog } from '@ssf/domain/schemas/blog';
import { truncate } from '@ssf/domain/text';
import { imageProps } from '../../lib/media.ts';

/**
 * A blog in the /blogs grid: the whole card is one link. `priority` marks a card visible on
 * arrival, whose image should load at once rather than lazily (it is the page's largest paint).
 */
export function BlogCard({ blog, priority = false }: { blog: Blog; priority?: boolean }) {
  return (
    <Link
      to={`/blogs/${encodeURIComponent(blog.slug)}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:hover:translate-y-0"
    >
      <div className="aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50">
        {blog.image ? (
          <img
            {...imageProps(blog.image, '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw')}
            alt=""
            width={1600}
            height={900}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-serif text-xl font-bold text-brand-900 group-hover:text-brand-700">
          {truncate(blog.title, CUT.blogCardTitle)}
        </h2>
        <p className="mt-2 flex-1 text-gray-600">{truncate(blog.summary, CUT.blogCardSummary)}</p>
        <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
          Read more →
        </span>
      </div>
    </Link>
  );
}
