import type { ReactNode } from 'react';
import { ErrorState } from '../list-state.tsx';
import { Spinner } from '../spinner.tsx';

/**
 * An admin page whose data has not come yet: its frame and heading over a spinner while it loads,
 * or over the error (with Try again) when loading failed. For pages that show nothing else until
 * their data is there.
 */
export function AdminPageWaiting({
  frame,
  heading,
  query,
  loadingLabel,
  errorTitle,
}: {
  /** The classes of the page's section (its width and margins). */
  frame: string;
  heading: ReactNode;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  errorTitle: string;
}) {
  return (
    <section className={frame}>
      {heading}
      {query.isError ? (
        <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={loadingLabel} />
      )}
    </section>
  );
}
