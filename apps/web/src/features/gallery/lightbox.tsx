import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { type KeyboardEvent, type TouchEvent, useLayoutEffect, useRef } from 'react';
import { imageProps } from '../../lib/media.ts';

interface LightboxProps {
  images: readonly GalleryImage[];
  /** The image shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** How far (in CSS pixels) a finger must travel sideways to count as a swipe. */
export const SWIPE_MIN_PX = 50;

/**
 * One gallery image at a time over the page: the arrow keys, the Previous and Next buttons and a
 * sideways swipe move through the images (wrapping at the ends), Escape and the Close button
 * close it. Focus starts on Close, stays inside while open, and goes back to what opened it (the
 * caller keeps that element). The image's alt text is its text alternative and its caption; an
 * image without one is decorative.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const count = images.length;
  const image = images[index];
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const go = (step: number) => onIndexChange((index + step + count) % count);

  // With the lightbox's first frame (a layout effect), as a dialog takes focus.
  useLayoutEffect(() => {
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      // Keep focus inside: Tab wraps among the dialog's buttons.
      const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (!buttons.includes(document.activeElement as HTMLButtonElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A sideways swipe: long enough and more across than down (a vertical drag is not one).
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  if (!image) return null;
  const control =
    'min-h-11 min-w-11 rounded-full bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={`Photo ${index + 1} of ${count}`}
      // Focusable itself, so a click on the picture keeps focus (and the keys) inside.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-gray-950 text-white outline-none"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p aria-live="polite" aria-atomic="true" className="text-sm text-gray-200">
          {index + 1} of {count}
        </p>
        <button ref={closeButton} type="button" onClick={onClose} className={control}>
          Close
        </button>
      </div>
      <figure
        className="flex min-h-0 flex-1 flex-col items-center justify-center px-2 pb-2 sm:px-16"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <img
          key={image._id}
          {...imageProps(image.url, '100vw')}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="h-auto max-h-full w-auto max-w-full min-h-0 flex-1 object-contain"
        />
        {image.alt ? (
          <figcaption className="mt-3 max-w-3xl px-2 text-center text-sm text-gray-200">
            {image.alt}
          </figcaption>
        ) : null}
      </figure>
      {count > 1 ? (
        <div className="flex justify-center gap-4 px-4 pb-4">
          <button type="button" onClick={() => go(-1)} className={control} aria-label="Previous photo">
            ← Previous
          </button>
          <button type="button" onClick={() => go(1)} className={control} aria-label="Next photo">
            Next →
          </button>
        </div>
      ) : null}
    </div>
  );
}
