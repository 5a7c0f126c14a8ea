import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  /**
   * 'numbers' (the default): a button per page. 'count': Previous, an 'X of Y' indicator and Next,
   * for a short list where page numbers would crowd a phone (the admin team table).
   */
  variant?: 'numbers' | 'count';
}

/** The page number in the address (?page=N, 1 when absent or not a page number) and a setter. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (n: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (n <= 1) next.delete('page');
      else next.set('page', String(n));
      return next;
    });
  return [page, setPage];
}

/** Up to this many page buttons are shown; past it, the far pages fold into an ellipsis. */
const MAX_BUTTONS = 7;

/**
 * The page numbers to show, with 'gap' for a run of hidden pages: every page up to seven pages,
 * otherwise seven places holding the first and last page and the pages around the current one.
 */
export function pageItems(page: number, totalPages: number): Array<number | 'gap'> {
  if (totalPages <= MAX_BUTTONS) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), totalPages);
  if (current <= 4) return [1, 2, 3, 4, 5, 'gap', totalPages];
  if (current >= totalPages - 3)
    return [1, 'gap', ...Array.from({ length: 5 }, (_, i) => totalPages - 4 + i)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', totalPages];
}

const button =
  'min-h-10 min-w-10 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';
const idle = 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50';

/**
 * One page of a list held whole in the browser: its items, the page shown (a page past the end
 * shows the last one, so deleting the last item of the last page does not strand the reader) and
 * the number of pages.
 */
export function pageSlice<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages };
}

/**
 * Previous, numbered pages (an ellipsis past seven) and Next, or with `variant="count"` Previous,
 * 'X of Y' and Next; renders nothing for a single page. Previous and Next are disabled at the ends;
 * when the button a keyboard user pressed becomes disabled that way, focus moves to the current
 * page's button (in 'count', to the other of Previous and Next) instead of falling to the page.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  variant = 'numbers',
}: PaginationProps) {
  const nav = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  // With the new page's first frame (a layout effect), before anything else can take focus.
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !(active instanceof HTMLButtonElement && active.disabled))
      return;
    (
      nav.current?.querySelector<HTMLButtonElement>('[aria-current="page"]') ??
      nav.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')
    )?.focus();
  }, [page]);

  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  const go = (n: number) => {
    refocus.current = n <= 1 || n >= totalPages;
    onPageChange(n);
  };
  return (
    <nav ref={nav} aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={`${button} ${idle}`}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            Previous
          </button>
        </li>
        {variant === 'count' ? (
          <li className="min-w-16 px-2 text-center text-sm font-medium text-gray-800">
            {page} of {totalPages}
          </li>
        ) : null}
        {(variant === 'count' ? [] : items).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="min-w-6 text-center text-gray-500">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${button} ${n === page ? 'border-brand-600 bg-brand-600 text-white' : idle}`}
                onClick={() => go(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${button} ${idle}`}
            disabled={page >= totalPages}
            onClick={() => go(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
