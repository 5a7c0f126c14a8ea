import fs from 'node:fs';
import path from 'node:path';
import { FORUM_NAME } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATIC_PRELOADER_ID, WelcomePreloader } from '../src/components/welcome-preloader.tsx';

/** The page's HTML as the server sends it (index.html): its static welcome screen, before any script. */
const indexHtml = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');

function mountStaticScreen(): HTMLElement {
  const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
  const screen = doc.getElementById(STATIC_PRELOADER_ID);
  if (!screen) throw new Error('index.html has no static welcome screen');
  const adopted = document.adoptNode(screen);
  document.body.prepend(adopted);
  return adopted;
}

describe('the static welcome screen of index.html, taken over by the app', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.getElementById(STATIC_PRELOADER_ID)?.remove();
  });

  it('says what the app would say, as a status, outside the app root, with no script', () => {
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const screen = doc.getElementById(STATIC_PRELOADER_ID);
    expect(screen?.textContent?.replace(/\s+/g, ' ').trim()).toBe(`${MSG.welcomeTo} ${FORUM_NAME}`);
    expect(screen?.getAttribute('role')).toBe('status');
    expect(screen?.getAttribute('data-testid')).toBe('welcome-preloader');
    expect(doc.getElementById('root')?.contains(screen ?? null)).toBe(false);
    // Styled by the page itself (the stylesheet arrives later), never by an inline script.
    expect(indexHtml).toMatch(/<style>[\s\S]*\.ssf-welcome-fading[\s\S]*<\/style>/);
    expect(indexHtml).toMatch(/prefers-reduced-motion/);
    expect(doc.querySelectorAll('script:not([src])')).toHaveLength(0);
  });

  it('keeps that very element while loading, fades it for 500 ms, then removes it; no second copy', () => {
    const screen = mountStaticScreen();
    const { rerender } = render(<WelcomePreloader loading />);
    expect(document.querySelectorAll('[data-testid="welcome-preloader"]')).toHaveLength(1);
    expect(document.getElementById(STATIC_PRELOADER_ID)).toBe(screen);
    expect(screen).toHaveAttribute('role', 'status');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.isConnected).toBe(true);

    rerender(<WelcomePreloader loading={false} />);
    expect(screen.classList.contains('ssf-welcome-fading')).toBe(true);
    expect(screen).toHaveAttribute('aria-hidden', 'true');
    expect(screen).not.toHaveAttribute('role');
    expect(document.querySelectorAll('[data-testid="welcome-preloader"]')).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.isConnected).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.isConnected).toBe(false);
    expect(document.querySelector('[data-testid="welcome-preloader"]')).toBeNull();
  });

  it('removes it at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const screen = mountStaticScreen();
    const { rerender } = render(<WelcomePreloader loading />);
    expect(screen.isConnected).toBe(true);
    rerender(<WelcomePreloader loading={false} />);
    expect(screen.isConnected).toBe(false);
  });
});
