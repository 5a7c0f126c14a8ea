import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HydrateLater } from '../lib/hydrate-later.tsx';
import { CARD_IMAGE_SIZES, imageProps, WIDE_CARD_IMAGE_SIZES } from '../lib/media.ts';
import { CARD_INTERACTIVE, CARD_SURFACE } from './card.tsx';

/**
 * A card of a public grid (a blog, an event) that is one link as a whole: its 16:9 picture, then
 * the texts the page gives. `layout="wide"` sets the picture beside the texts from 768 px (a
 * featured item). `badge` sits on the picture's corner. `priority` marks a card visible on arrival,
 * whose picture loads at once (it is the page's largest paint); the others load lazily. On a
 * drawn page each card is taken over by the app in a task of its own (hydrate-later.tsx).
 */
export function LinkCard({
  to,
  image,
  priority = false,
  layout = 'stacked',
  badge,
  children,
}: {
  to: string;
  image: string | null;
  priority?: boolean;
  layout?: 'stacked' | 'wide';
  badge?: ReactNode;
  children: ReactNode;
}) {
  const wide = layout === 'wide';
  return (
    <HydrateLater>
      <Link
        to={to}
        className={`group flex h-full overflow-hidden ${wide ? 'flex-col md:flex-row' : 'flex-col'} ${CARD_SURFACE} ${CARD_INTERACTIVE}`}
      >
        <div
          className={`relative aspect-[16/9] shrink-0 overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50 ${wide ? 'md:aspect-auto md:w-5/12' : ''}`}
        >
          {image ? (
            <img
              {...imageProps(image, wide ? WIDE_CARD_IMAGE_SIZES : CARD_IMAGE_SIZES)}
              alt=""
              width={1600}
              height={900}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className={`h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100 ${wide ? 'md:absolute md:inset-0' : ''}`}
            />
          ) : null}
          {badge ? <span className="absolute top-3 left-3">{badge}</span> : null}
        </div>
        <div className={`flex flex-1 flex-col ${wide ? 'p-5 sm:p-7' : 'p-5'}`}>{children}</div>
      </Link>
    </HydrateLater>
  );
}
