import { ErrorState } from '../list-state.tsx';
import { Spinner } from '../spinner.tsx';
import { AdminPageHeader } from './admin-page-header.tsx';

/**
 * An admin page whose data has not come yet: its frame and title over a spinner while it loads,
 * or over the error (with Try again) when loading failed. For pages that show nothing else until
 * their data is there.
 */
export function AdminPageWaiting({
  frame,
  title,
  query,
  loadingLabel,
  errorTitle,
}: {
  /** The classes of the page's section (its width and margins). */
  frame: string;
  title: string;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  errorTitle: string;
}) {
  return (
    <section className={frame}>
      <AdminPageHeader title={title} />
      {query.isError ? (
        <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={loadingLabel} />
      )}
    </section>
  );
}
