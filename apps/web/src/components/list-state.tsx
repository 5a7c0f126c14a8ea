import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

interface ListStateProps<T> {
  /** The query's state: loading until the first answer, then its items or its error. */
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  items: readonly T[] | undefined;
  loadingLabel: string;
  emptyMessage: ReactNode;
  /** The sentence above the error's own message ('The blogs could not be loaded.'). */
  errorTitle: string;
  onRetry?: () => void;
  children: (items: readonly T[]) => ReactNode;
}

/** A list's loading, error and empty states, and the list itself once it has items. */
export function ListState<T>({
  isPending,
  isError,
  error,
  items,
  loadingLabel,
  emptyMessage,
  errorTitle,
  onRetry,
  children,
}: ListStateProps<T>) {
  if (isPending) return <Spinner label={loadingLabel} />;
  if (isError) return <ErrorState title={errorTitle} error={error} onRetry={onRetry} />;
  if (!items?.length) return <EmptyState>{emptyMessage}</EmptyState>;
  return <>{children(items)}</>;
}

/**
 * A list with nothing in it: its message (SPEC's words) in a quiet dashed panel on the paper tone,
 * an optional way on (a "New ..." button, a link) under it.
 */
export function EmptyState({
  children,
  action,
  className = 'mt-6',
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  if (!action)
    return (
      <p
        className={`rounded-card border border-dashed border-paper-edge bg-paper px-6 py-10 text-center text-gray-700 ${className}`}
      >
        {children}
      </p>
    );
  return (
    <div
      className={`rounded-card border border-dashed border-paper-edge bg-paper px-6 py-10 text-center text-gray-700 ${className}`}
    >
      <p>{children}</p>
      <div className="mt-4 flex justify-center">{action}</div>
    </div>
  );
}

interface ErrorStateProps {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  /** A way on (a link back to the list). */
  children?: ReactNode;
  className?: string;
}

export function ErrorState({ title, error, onRetry, children, className = 'mt-6 p-5' }: ErrorStateProps) {
  const reason = error instanceof Error && error.message ? error.message : null;
  return (
    <div className={`rounded-2xl border border-red-200 bg-red-50 text-red-800 ${className}`}>
      <p className="font-semibold">{title}</p>
      {reason && reason !== title ? <p className="mt-1 text-sm">{reason}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {children}
    </div>
  );
}
