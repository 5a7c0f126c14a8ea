import { FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';
import { PAGES } from '@ssf/domain/pages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { usePrefersReducedMotion } from '../../lib/motion.ts';
import { HERO } from './home-content.ts';

/** The background clip (made for the forum, a few hundred kilobytes) and its first frame. */
export const HERO_VIDEO = {
  webm: '/media-assets/hero.webm',
  mp4: '/media-assets/hero.mp4',
  poster: '/media-assets/hero-poster.webp',
};

/**
 * The looping background clip: muted, without controls, 80% of the hero's width. The poster paints
 * at once; for visitors who asked for less motion the clip does not play and the poster stays.
 * The clip is asked for only once the app runs (the effect below), never by the page's markup: on a
 * page drawn by the server, a clip set to play by itself would be fetched beside the page's fonts
 * and pictures, and slow the first paint of a phone on a slow network.
 */
function HeroVideo() {
  const reduced = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    // React sets `muted` as a property only; browsers let a clip play by itself only when muted.
    el.muted = true;
    el.defaultMuted = true;
    if (reduced) {
      el.pause();
      return;
    }
    el.preload = 'auto';
    // Playing by itself may be refused (a data saver): the poster then stays, which is fine.
    el.play()?.catch(() => {});
  }, [reduced]);

  return (
    <video
      ref={video}
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      preload="none"
      poster={HERO_VIDEO.poster}
      disablePictureInPicture
      data-testid="hero-video"
      className="pointer-events-none absolute inset-y-0 left-[10%] -z-10 h-full w-[80%] object-cover opacity-90 [mask-image:linear-gradient(to_right,transparent,black_15%,black_85%,transparent)]"
    >
      <source src={HERO_VIDEO.webm} type="video/webm" />
      <source src={HERO_VIDEO.mp4} type="video/mp4" />
    </video>
  );
}

/** The opening section: the forum's name over its background clip, and the way to join. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <HeroVideo />
      {/* Keeps the text readable over any frame of the clip. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/35" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:py-28">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent-400 uppercase">{INSTITUTION}</p>
        <h1 id="home-hero-title" className="mt-4 max-w-3xl text-display text-white">
          {FORUM_NAME}
        </h1>
        <p className="mt-5 max-w-2xl text-xl text-brand-100 sm:text-2xl">{HERO.tagline}</p>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">{HERO.text}</p>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row">
          <Link
            to={PAGES.joinUs.path}
            className="inline-flex items-center justify-center rounded-lg bg-accent-400 px-6 py-3 font-semibold text-brand-900 shadow-md transition-colors hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
          >
            Join Community
          </Link>
          <Link
            to={PAGES.events.path}
            className="inline-flex items-center justify-center rounded-lg border border-white/30 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            See our events
          </Link>
        </div>
      </div>
    </section>
  );
}
