import { FORUM_NAME, PRELOADER_FADE_MS } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { useEffect, useLayoutEffect, useState } from 'react';
import { prefersReducedMotion } from '../lib/motion.ts';
import { ForumLogo } from './logos.tsx';

type Phase = 'visible' | 'fading' | 'gone';

/** The id of the static welcome screen that index.html paints before any script runs. */
export const STATIC_PRELOADER_ID = 'welcome-preloader';
/** Its class while fading out (index.html's <style>: opacity 0 over PRELOADER_FADE_MS, no pointer). */
const STATIC_FADING_CLASS = 'ssf-welcome-fading';

/**
 * The welcome screen shown while the app and its first page load. When
 * `loading` turns false it fades out over PRELOADER_FADE_MS and is then removed from the page, so
 * nothing invisible is left on top to catch clicks, focus or a screen reader's attention.
 *
 * The page's HTML already shows the same screen (index.html), painted before the scripts arrive:
 * when it is there, this takes it over (fades and removes that very element) rather than drawing a
 * second copy, so the screen neither flashes nor counts as a new, later paint.
 */
export function WelcomePreloader({ loading }: { loading: boolean }) {
  const [phase, setPhase] = useState<Phase>(loading ? 'visible' : 'gone');
  const [staticScreen] = useState(() => document.getElementById(STATIC_PRELOADER_ID));

  useEffect(() => {
    if (loading) {
      setPhase('visible');
      return;
    }
    // Without motion there is nothing to watch: leave at once.
    if (prefersReducedMotion()) {
      setPhase('gone');
      return;
    }
    setPhase((current) => (current === 'gone' ? 'gone' : 'fading'));
    const timer = window.setTimeout(() => setPhase('gone'), PRELOADER_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  // Before the browser paints: the static screen follows the phase exactly as the drawn one would.
  useLayoutEffect(() => {
    if (!staticScreen) return;
    if (phase === 'gone') {
      staticScreen.remove();
      return;
    }
    const fading = phase === 'fading';
    staticScreen.classList.toggle(STATIC_FADING_CLASS, fading);
    if (fading) {
      staticScreen.removeAttribute('role');
      staticScreen.setAttribute('aria-hidden', 'true');
    } else {
      staticScreen.setAttribute('role', 'status');
      staticScreen.removeAttribute('aria-hidden');
    }
  }, [phase, staticScreen]);

  if (staticScreen || phase === 'gone') return null;
  const fading = phase === 'fading';

  return (
    <div
      data-testid="welcome-preloader"
      role={fading ? undefined : 'status'}
      aria-hidden={fading ? true : undefined}
      className={`fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-brand-900 px-6 text-center text-white transition-opacity ease-out ${
        fading ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
      style={{ transitionDuration: `${PRELOADER_FADE_MS}ms` }}
    >
      <ForumLogo width={72} height={72} className="mb-2 h-18 w-18 motion-safe:animate-pulse" />
      <p className="text-lg font-light tracking-wide text-brand-100 sm:text-xl">{MSG.welcomeTo}</p>
      <p className="font-serif text-3xl font-semibold text-accent-400 sm:text-5xl">{FORUM_NAME}</p>
    </div>
  );
}
