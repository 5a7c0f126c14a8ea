import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether `ref`'s element has come within a screen's height of the part of the page in view; once
 * true it stays true. For what a visitor who does not scroll down never needs (the home page's
 * gallery preview): it is then neither read nor drawn while the page starts. False on the server
 * and in the first drawing (the server's markup is taken over as it is); true at once in a browser
 * without IntersectionObserver.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // A screen ahead: on a phone the rows are read and drawn while the visitor scrolls toward them.
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
