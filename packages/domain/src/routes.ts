import { PAGES } from './pages.ts';

/**
 * Every page path of the web app. The server answers these with the app's HTML and status 200,
 * any other path with status 404; the web router declares the same paths (a test checks it).
 */
export const PAGE_ROUTES: readonly string[] = Object.values(PAGES).map((p) => p.path);

/** Match `pathname` against PAGE_ROUTES; returns the pattern and its named parameters, or null. */
export function matchPageRoute(pathname: string): { pattern: string; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  for (const pattern of PAGE_ROUTES) {
    const pp = pattern.split('/');
    if (pp.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pp.length; i++) {
      if (pp[i].startsWith(':')) {
        if (!parts[i]) {
          ok = false;
          break;
        }
        try {
          params[pp[i].slice(1)] = decodeURIComponent(parts[i]);
        } catch {
          ok = false;
          break;
        }
      } else if (pp[i] !== parts[i]) {
        ok = false;
        break;
      }
    }
    if (ok) return { pattern, params };
  }
  return null;
}
