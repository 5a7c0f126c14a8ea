import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows chosen for a bulk change. They belong to one view (one page of one filter of one drive
 * or form, as `viewKey` says): another view starts with none chosen, and so does the previous
 * view's rows shown while the next one loads (`stale`).
 */
export function useViewSelection(
  viewKey: string,
  stale: boolean,
): [ReadonlySet<string>, (ids: ReadonlySet<string>) => void] {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: viewKey,
    ids: NONE,
  });
  const chosen = selection.key === viewKey && !stale ? selection.ids : NONE;
  return [chosen, (ids) => setSelection({ key: viewKey, ids })];
}
