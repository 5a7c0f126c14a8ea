import { type ReactNode, type RefObject, useRef } from 'react';
import { useDialogFocus } from '../use-dialog-focus.ts';

interface AdminDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The id of the heading inside (the form's own title), which names the drawer. */
  labelledBy: string;
  /** What gets focus on open (the form's heading); by default the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A panel over the right of the admin page (the whole screen on a phone) that holds a create or
 * edit form, so that the list stays first on the page. A modal dialog: focus moves in on open and
 * stays inside (Tab wraps), Escape and the × button close it, focus returns to the button that
 * opened it. A click beside it does not close it: a half-filled form is not lost by a stray click.
 */
export function AdminDrawer({ open, onClose, labelledBy, initialFocus, children }: AdminDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, { open, onClose, initialFocus, preventScroll: true, yieldEscape: true });

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      <div aria-hidden="true" className="absolute inset-0 bg-gray-900/50" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="relative flex h-full w-full max-w-2xl flex-col bg-gray-50 shadow-2xl outline-none"
      >
        <div className="flex justify-end border-b border-gray-200 bg-white px-4 py-2">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg text-2xl leading-none text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            ×
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-6 sm:px-6">{children}</div>
      </div>
    </div>
  );
}
