import { EVENT_CAROUSEL_MS } from '@ssf/domain/constants';
import { type FocusEvent, useEffect, useState } from 'react';
import { EVENT_COVER_SIZES, imageProps } from '../../lib/media.ts';
import { usePrefersReducedMotion } from '../../lib/motion.ts';

interface EventGalleryProps {
  /** The cover, then the extra images. */
  pictures: readonly string[];
  title: string;
}

/**
 * A previous event's pictures: the main picture moves on every 5 seconds, and a row of thumbnails
 * (buttons) shows any picture at once. It holds still while the pointer is over it or focus is in
 * it, after the visitor presses Pause, and always for a visitor who has asked for reduced motion.
 * While it moves by itself its position is not announced; once it holds still, each change the
 * visitor makes is announced politely ("Photo 2 of 5").
 */
export function EventGallery({ pictures, title }: EventGalleryProps) {
  const count = pictures.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const canRotate = count > 1 && !reducedMotion;
  const rotating = canRotate && !hovered && !focused && !stopped;
  const current = Math.min(index, count - 1);

  useEffect(() => {
    if (!rotating) return;
    // Restarted by every change of picture, so a picture chosen by hand gets its full 5 seconds.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), EVENT_CAROUSEL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="mt-6"
    >
      <div className="relative">
        <img
          {...imageProps(pictures[current], EVENT_COVER_SIZES)}
          alt={`${title} (${current + 1} of ${count})`}
          width={1600}
          height={900}
          className="aspect-[16/9] w-full rounded-2xl bg-brand-50 object-cover"
        />
        <p aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" className="sr-only">
          Photo {current + 1} of {count}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <ul aria-label="Choose a photo" className="flex flex-1 flex-wrap gap-2">
          {pictures.map((url, i) => (
            <li key={`${url}-${i}`}>
              <button
                type="button"
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="block overflow-hidden rounded-lg border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-[current=true]:border-brand-600"
              >
                <img
                  {...imageProps(url, '96px')}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                  className="h-12 w-20 bg-brand-50 object-cover sm:h-14 sm:w-24"
                />
              </button>
            </li>
          ))}
        </ul>
        {canRotate ? (
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            className="min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {stopped ? 'Play slideshow' : 'Pause slideshow'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
