import type { ReactNode } from 'react';
import { ADMIN_PAGE_FRAME, AdminPageHeader } from './admin/admin-page-header.tsx';
import { ListState } from './list-state.tsx';
import { Pagination } from './pagination.tsx';

// The page number in the address is shared with public paged lists; admin pages import it from here too.
export { usePageParam } from './pagination.tsx';

interface AdminListPageProps<T> {
  title: string;
  /** A sentence under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons or links beside the title ('Create Blog'). */
  actions?: ReactNode;
  /** Content between the heading and the list, such as the form that adds to the list. */
  before?: ReactNode;
  /** A heading of the list itself, when something else (a form) stands between it and the title. */
  listTitle?: string;
  query: { isPending: boolean; isError: boolean; error?: unknown; refetch?: () => unknown };
  items: readonly T[] | undefined;
  loadingLabel: string;
  emptyMessage: ReactNode;
  errorTitle: string;
  /** Present for a paged list: the page shown, the number of pages, and the navigation's name. */
  pagination?: {
    page: number;
    totalPages: number;
    onPageChange: (page: number) => void;
    label: string;
    /** 'count' shows Previous, 'X of Y' and Next instead of page numbers. */
    variant?: 'numbers' | 'count';
  };
  children: (items: readonly T[]) => ReactNode;
}

/** An admin page that lists records: its heading and actions, the list's states and its pages. */
export function AdminListPage<T>({
  title,
  description,
  actions,
  before,
  listTitle,
  query,
  items,
  loadingLabel,
  emptyMessage,
  errorTitle,
  pagination,
  children,
}: AdminListPageProps<T>) {
  return (
    <section className={ADMIN_PAGE_FRAME}>
      <AdminPageHeader title={title} description={description} actions={actions} />
      {before}
      {listTitle ? <h2 className="mt-10 font-serif text-2xl font-bold text-brand-900">{listTitle}</h2> : null}
      <ListState
        isPending={query.isPending}
        isError={query.isError}
        error={query.error}
        items={items}
        loadingLabel={loadingLabel}
        emptyMessage={emptyMessage}
        errorTitle={errorTitle}
        onRetry={query.refetch ? () => void query.refetch?.() : undefined}
      >
        {(list) => (
          <>
            {children(list)}
            {pagination ? <Pagination {...pagination} /> : null}
          </>
        )}
      </ListState>
    </section>
  );
}

/**
 * The pagination of a paged admin list, once the page shown is known (none while it loads):
 * `label` names the navigation ('Event pages').
 */
export function listPagination(
  shown: { page: number; totalPages: number } | null | undefined,
  onPageChange: (page: number) => void,
  label: string,
  variant?: 'numbers' | 'count',
): AdminListPageProps<unknown>['pagination'] {
  if (!shown) return undefined;
  return {
    page: shown.page,
    totalPages: shown.totalPages,
    onPageChange,
    label,
    ...(variant ? { variant } : {}),
  };
}
