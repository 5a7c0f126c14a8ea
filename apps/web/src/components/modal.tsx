import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { FOCUSABLE, useDialogFocus } from './use-dialog-focus.ts';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** Whether a click on the dimmed overlay closes the dialog. */
  closeOnOverlay?: boolean;
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that describes the dialog (read with its title). */
  describedBy?: string;
  /** What gets focus on open; by default the first focusable control. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const WIDTH = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;
/**
 * An accessible modal dialog: labelled by its title, focus moves in on open, stays inside while
 * open (Tab wraps) and returns to where it was on close; Escape, the × button and (optionally) the
 * overlay close it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnOverlay = true,
  role = 'dialog',
  describedBy,
  initialFocus,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const bodyNeedsFocus = useBodyScrollFocus(body, open);
  useDialogFocus(panel, { open, onClose, initialFocus });

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      {/* The overlay is a mouse convenience; keyboard users close with Escape or the × button. */}
      <div
        data-testid="modal-overlay"
        aria-hidden="true"
        className="absolute inset-0 bg-gray-900/60"
        onClick={closeOnOverlay ? onClose : undefined}
      />
      <div
        ref={panel}
        {...{ role, 'aria-modal': true, 'aria-labelledby': titleId, 'aria-describedby': describedBy }}
        tabIndex={-1}
        className={`relative flex max-h-[92vh] w-full ${WIDTH[size]} flex-col rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close dialog"
            className="-m-2 rounded-lg p-2 text-2xl leading-none text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            ×
          </button>
        </div>
        <div
          ref={body}
          {...(bodyNeedsFocus ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
          className="overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          {children}
        </div>
        {footer && <div className="flex justify-end gap-3 border-t border-gray-200 px-5 py-3">{footer}</div>}
      </div>
    </div>
  );
}

/**
 * Whether the dialog's body scrolls without holding anything focusable (a long read-only text on a
 * phone): keyboard users can only scroll what they can focus, so such a body becomes a Tab stop.
 */
function useBodyScrollFocus(body: RefObject<HTMLDivElement | null>, open: boolean) {
  const [needsFocus, setNeedsFocus] = useState(false);
  useEffect(() => {
    const node = body.current;
    if (!open || !node) return;
    const measure = () =>
      setNeedsFocus(node.scrollHeight > node.clientHeight + 1 && !node.querySelector(FOCUSABLE));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [body, open]);
  return needsFocus;
}
