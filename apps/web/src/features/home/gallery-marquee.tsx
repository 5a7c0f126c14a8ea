import { PAGES } from '@ssf/domain/pages';
import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { type Ref, useState } from 'react';
import { Link } from 'react-router';
import { imageProps } from '../../lib/media.ts';
import { usePrefersReducedMotion } from '../../lib/motion.ts';
import { MARQUEE_ROWS, splitIntoRows } from './marquee-rows.ts';
import './marquee.css';

/** Height of a picture in the marquee, in CSS pixels (its width follows its shape). */
const ITEM_HEIGHT = 176;
/** Space between pictures, in CSS pixels (gap-4). */
const GAP = 16;
/** Pixels a row moves per second, the same for every row whatever its length. */
const SPEED = 40;
/** The widest screen a row must fill without a gap before its copy arrives. */
const WIDEST_SCREEN = 2560;

const widthOf = (image: GalleryImage) =>
  Math.max(1, Math.round((ITEM_HEIGHT * image.width) / Math.max(1, image.height)));

/**
 * How many times a row's pictures go round in each half of its track: enough for one half to be
 * wider than the widest screen, so the loop never shows an empty stretch.
 */
export function repeatsFor(images: readonly GalleryImage[]): number {
  const width = images.reduce((sum, image) => sum + widthOf(image) + GAP, 0);
  return Math.max(1, Math.ceil(WIDEST_SCREEN / Math.max(1, width)));
}

function RowItems({ images, copy }: { images: readonly GalleryImage[]; copy: boolean }) {
  return (
    // The copy only closes the loop: screen readers skip it.
    <ul className="flex shrink-0 gap-4 pr-4" aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {images.map((image) => {
        const width = widthOf(image);
        return (
          <li key={image._id} className="shrink-0">
            <img
              {...imageProps(image.url, `${width}px`)}
              alt={copy ? '' : image.alt}
              width={width}
              height={ITEM_HEIGHT}
              loading="lazy"
              decoding="async"
              className="h-36 w-auto rounded-xl bg-brand-100 object-cover shadow-sm sm:h-44"
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A preview of the gallery: three rows of its pictures drifting in alternate directions, each
 * row's pictures repeated so the loop has no seam. The rows stop while the pointer is over them,
 * when something in them has focus, with the pause button, and for visitors who asked for less
 * motion. Nothing is shown without pictures.
 */
export function GalleryMarquee({
  images,
  loading = false,
  placeRef,
}: {
  images: readonly GalleryImage[];
  /** The pictures are still being read: the rows' place is kept, empty, until they come. */
  loading?: boolean;
  /** The section's element (the home page watches it come near the screen). */
  placeRef?: Ref<HTMLElement>;
}) {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const rows = splitIntoRows(images).filter((row) => row.length > 0);
  if (!rows.length && !loading) return null;
  return (
    <section
      ref={placeRef}
      aria-labelledby="home-gallery-title"
      className="overflow-hidden bg-white py-16 sm:py-24"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 sm:px-6">
        <div>
          <h2 id="home-gallery-title" className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
            Moments from the forum
          </h2>
          <p className="mt-2 text-gray-600">Talks, discussions and gatherings, as our members saw them.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {reduced ? null : (
            <button
              type="button"
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
              className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {paused ? 'Play the gallery' : 'Pause the gallery'}
            </button>
          )}
          <Link
            to={PAGES.gallery.path}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            See the gallery
          </Link>
        </div>
      </div>
      {loading ? (
        <MarqueePlaceholder />
      ) : (
        <div
          className="ssf-marquee mt-10 space-y-4"
          data-paused={paused || reduced}
          data-testid="gallery-marquee"
        >
          {rows.map((row, i) => {
            // The track is two equal halves (the row repeated `repeats` times in each); it moves by
            // one half, so the second takes the first one's place. Only the first pass is read out.
            const repeats = repeatsFor(row);
            const halfWidth = row.reduce((sum, image) => sum + widthOf(image) + GAP, 0) * repeats;
            return (
              <div key={row[0]._id} className="overflow-hidden" data-testid="marquee-row">
                <div
                  className={`ssf-marquee-track flex w-max ${reduced ? '' : i % 2 === 0 ? 'ssf-marquee-left' : 'ssf-marquee-right'}`}
                  style={{ animationDuration: `${Math.round(halfWidth / SPEED)}s` }}
                >
                  {Array.from({ length: 2 * repeats }, (_, copy) => (
                    <RowItems key={copy} images={row} copy={copy > 0} />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

/**
 * The rows' place while the pictures are read: as tall as the rows will be, so nothing below
 * moves when they come, in the pictures' own background tint.
 */
function MarqueePlaceholder() {
  return (
    <div aria-busy="true" data-testid="marquee-placeholder" className="mt-10 space-y-4 overflow-hidden">
      {Array.from({ length: MARQUEE_ROWS }, (_, row) => (
        <div key={row} className="flex gap-4">
          {Array.from({ length: 12 }, (_, i) => (
            <div
              key={i}
              className={`h-36 shrink-0 rounded-xl bg-brand-100 sm:h-44 ${(row + i) % 3 === 0 ? 'w-36 sm:w-44' : 'w-56 sm:w-72'}`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
