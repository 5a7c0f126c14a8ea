import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_IMAGE_SIZES, imageProps } from '../lib/media.ts';
import { CARD_INTERACTIVE, CARD_SURFACE } from './card.tsx';

/**
 * A card of a public grid (a blog, an event) that is one link as a whole: its 16:9 picture, then
 * the texts the page gives. `priority` marks a card visible on arrival, whose picture loads at once
 * (it is the page's largest paint); the others load lazily.
 */
export function LinkCard({
  to,
  image,
  priority = false,
  children,
}: {
  to: string;
  image: string | null;
  priority?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`group flex h-full flex-col overflow-hidden ${CARD_SURFACE} ${CARD_INTERACTIVE}`}
    >
      <div className="aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50">
        {image ? (
          <img
            {...imageProps(image, CARD_IMAGE_SIZES)}
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
      <div className="flex flex-1 flex-col p-5">{children}</div>
    </Link>
  );
}
