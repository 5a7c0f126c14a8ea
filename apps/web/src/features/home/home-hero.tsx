import { FORUM_NAME } from '@ssf/domain/constants';
import { PAGES } from '@ssf/domain/pages';
import { Link } from 'react-router';
import { HERO } from './home-content.ts';

/**
 * The opening section. The background is a gradient for now; the looping background video
 * goes in the marked slot behind the text.
 */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {/* Background video slot: muted, looping, autoplaying, 80% wide (a later issue). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,_#4f46e5_0%,_#1e1b4b_55%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 h-80 w-80 rounded-full border-[28px] border-accent-400/10 sm:h-[32rem] sm:w-[32rem]"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:py-28">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent-400 uppercase">
          MIT World Peace University
        </p>
        <h1
          id="home-hero-title"
          className="mt-4 max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-6xl"
        >
          {FORUM_NAME}
        </h1>
        <p className="mt-5 max-w-2xl text-xl text-brand-100 sm:text-2xl">{HERO.tagline}</p>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-100/85 sm:text-lg">{HERO.text}</p>
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
