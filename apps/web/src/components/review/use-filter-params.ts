import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { filterFromParams, paramsWithFilter, type ReviewFilter } from './application-filter.ts';

/** The filter in the page's address, and a way to write a new one there. */
export function useFilterParams(): [
  ReviewFilter,
  (filter: ReviewFilter, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const setFilter = useCallback(
    (next: ReviewFilter, options?: { replace?: boolean }) =>
      setParams((current) => paramsWithFilter(current, next), { replace: options?.replace }),
    [setParams],
  );
  return [filter, setFilter];
}
