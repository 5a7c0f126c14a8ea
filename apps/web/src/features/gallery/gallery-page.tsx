import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { useRef, useState } from 'react';
import { EmptyState, ErrorState } from '../../components/list-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { GALLERY_IMAGE_SIZES, imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useGallery } from './gallery-api.ts';
import { Lightbox } from './lightbox.tsx';

/** Images that load at once on arrival (the first rows); the rest load as they come near. */
const EAGER = 4;

/**
 * /gallery: every image in a responsive grid (each cell keeps its place while its image loads),
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
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">Gallery</h1>
      <p className="mt-3 max-w-2xl text-gray-600">Moments from the forum's talks, retreats and evenings.</p>
      {isPending ? (
        <Spinner label="Loading the gallery..." />
      ) : isError ? (
        <ErrorState
          title="The gallery could not be loaded."
          error={error}
          onRetry={() => void refetch()}
          className="mt-10 p-5"
        />
      ) : !images?.length ? (
        <EmptyState className="mt-10">{MSG.noGalleryImages}</EmptyState>
      ) : (
        <ul
          aria-label="Photos"
          className="mt-8 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        >
          {images.map((image, i) => (
            <li key={image._id}>
              <button
                type="button"
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setOpen(i);
                }}
                aria-haspopup="dialog"
                // An image without alt text is decorative: the button still needs a name.
                aria-label={image.alt ? undefined : `Open photo ${i + 1} of ${images.length}`}
                className="group block aspect-[4/3] w-full overflow-hidden rounded-xl bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <img
                  {...imageProps(image.url, GALLERY_IMAGE_SIZES)}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading={i < EAGER ? 'eager' : 'lazy'}
                  decoding="async"
                  className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              </button>
            </li>
          ))}
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
  );
}
