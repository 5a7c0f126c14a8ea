import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { type CSSProperties, useRef, useState } from 'react';
import { EmptyState, ErrorState } from '../../components/list-state.tsx';
import { PAGE_CONTAINER, PageHeader } from '../../components/page-header.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { GALLERY_IMAGE_SIZES, imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useGallery } from './gallery-api.ts';
import { Lightbox } from './lightbox.tsx';

/** Images that load at once on arrival (the first rows); the rest load as they come near. */
const EAGER = 4;

/**
 * /gallery: every image in a justified layout that keeps each picture's proportions, its alt text
 * as a caption where given (each cell keeps its place while its image loads),
 * and a lightbox that opens on a click or Enter and gives focus back to the image it came from.
 */
export default function GalleryPage() {
  usePageTitle({ ...PAGES.gallery, keywords: 'gallery, photos, events, science and spirituality' });
  const { data: images, isPending, isError, error, refetch } = useGallery();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const close = () => {
    setOpen(null);
    // Back to the image the lightbox was opened from.
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <>
      <PageHeader
        tone="paper"
        title="Gallery"
        intro="Moments from the forum's talks, retreats and evenings."
      />
      <div className={`${PAGE_CONTAINER} py-10 sm:py-14`}>
        {isPending ? (
          <Spinner label="Loading the gallery..." />
        ) : isError ? (
          <ErrorState
            title="The gallery could not be loaded."
            error={error}
            onRetry={() => void refetch()}
            className="p-5"
          />
        ) : !images?.length ? (
          <EmptyState className="">{MSG.noGalleryImages}</EmptyState>
        ) : (
          // A justified layout: rows of one height (140 px on a phone, 220 px from 640 px), each
          // picture as wide as its own proportions make it, the row then stretched to the edge.
          // Nothing is cropped; the last row keeps its height (the ::after takes the rest).
          <ul
            aria-label="Photos"
            className="flex flex-wrap gap-2 [--row:140px] after:grow-[1000000] after:content-[''] sm:gap-3 sm:[--row:220px]"
          >
            {images.map((image, i) => {
              const ratio = image.width > 0 && image.height > 0 ? image.width / image.height : 4 / 3;
              return (
                <li
                  key={image._id}
                  style={{ '--ar': ratio.toFixed(4) } as CSSProperties}
                  className="min-w-0 grow-(--ar) basis-[calc(var(--ar)*var(--row))]"
                >
                  <figure>
                    <button
                      type="button"
                      onClick={(e) => {
                        opener.current = e.currentTarget;
                        setOpen(i);
                      }}
                      aria-haspopup="dialog"
                      // An image without alt text is decorative: the button still needs a name.
                      aria-label={image.alt ? undefined : `Open photo ${i + 1} of ${images.length}`}
                      style={{ aspectRatio: ratio.toFixed(4) }}
                      className="group block w-full overflow-hidden rounded-control bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      <img
                        {...imageProps(image.url, GALLERY_IMAGE_SIZES)}
                        alt={image.alt}
                        width={image.width}
                        height={image.height}
                        loading={i < EAGER ? 'eager' : 'lazy'}
                        // The first picture is the page's preload; the others wait for it and the
                        // fonts instead of sharing a slow link with them.
                        fetchPriority={i === 0 ? 'high' : 'low'}
                        decoding="async"
                        className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                      />
                    </button>
                    {/* The alt text as a caption, once: the picture already says it to a screen reader. */}
                    {image.alt ? (
                      <figcaption aria-hidden="true" className="mt-1.5 truncate text-meta text-gray-700">
                        {image.alt}
                      </figcaption>
                    ) : null}
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
        {open !== null && images?.length ? (
          <Lightbox
            images={images}
            index={Math.min(open, images.length - 1)}
            onIndexChange={setOpen}
            onClose={close}
          />
        ) : null}
      </div>
    </>
  );
}
