// The editor's state hook (@tiptap/react) reads its store through React's
// `use-sync-external-store/shim/with-selector`, a CommonJS module that requires `react` itself.
// The app runs on Preact's compatibility layer (vite.config.ts), and this module stands in for
// that one: the same contract on the compatibility layer's own useSyncExternalStore, as an
// ES module, so the build and the tests resolve it the same way.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * Subscribes to a store and returns `selector(snapshot)`. The selection is kept (the same
 * object) while the snapshot is unchanged, or while `isEqual` says a new selection equals the
 * previous one, so a component re-renders only when what it selected has changed.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The selection last rendered, for `isEqual` across changes of the selector itself.
  const rendered = useRef<{ has: boolean; value: Selection | undefined }>({ has: false, value: undefined });

  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | null = null;
    const select = (snapshot: Snapshot): Selection => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const previous = memo ? { has: true, value: memo.selection } : rendered.current;
      const kept =
        isEqual !== undefined && previous.has && isEqual(previous.value as Selection, next)
          ? (previous.value as Selection)
          : next;
      memo = { snapshot, selection: kept };
      return kept;
    };
    const serverSnapshot = getServerSnapshot;
    return [
      () => select(getSnapshot()),
      serverSnapshot ? () => select(serverSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current = { has: true, value };
  }, [value]);
  return value;
}
