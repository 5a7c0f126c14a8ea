import { MSG } from '@ssf/domain/messages';

/** Reload the whole page: the one way out of a broken render. */
function reloadPage() {
  window.location.reload();
}

/**
 * The screen shown instead of a page that failed to render: a message, a hint and a button that
 * reloads the page. It stands alone (no layout, no data) because anything else may be what broke.
 */
export function ErrorScreen({ title = MSG.somethingWentWrong }: { title?: string }) {
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-brand-50 px-6 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-brand-100">
        <div
          aria-hidden="true"
          className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-full bg-accent-400/20 text-2xl font-bold text-accent-500"
        >
          !
        </div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-3 text-gray-600">{MSG.refreshHint}</p>
        <button
          type="button"
          onClick={reloadPage}
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {MSG.refreshPage}
        </button>
      </div>
    </div>
  );
}
