import { type RefObject, useLayoutEffect, useRef } from 'react';

/** What can take focus inside a dialog: the stops of its Tab cycle. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

interface DialogFocusOptions {
  open: boolean;
  onClose: () => void;
  /** What gets focus on open; by default the first focusable control, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Move focus in and back out without scrolling the page (a panel over a long list). */
  preventScroll?: boolean;
  /**
   * Leave Escape to a dialog opened from inside this one (a confirmation), or to a handler that
   * already answered it.
   */
  yieldEscape?: boolean;
}

/**
 * The keyboard rules of a modal dialog, for the panel given: focus moves in on open, stays inside
 * while open (Tab and Shift+Tab wrap), and returns to where it was on close; Escape closes; the page
 * behind does not scroll. A layout effect: focus moves in with the dialog's first frame and back out
 * as it closes, never a frame later (Preact runs plain effects after the paint), when it could land
 * on whatever the user has reached for since. initialFocus is read once, when the dialog opens.
 */
export function useDialogFocus(
  panel: RefObject<HTMLElement | null>,
  { open, onClose, initialFocus, preventScroll = false, yieldEscape = false }: DialogFocusOptions,
) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const focusOptions = preventScroll ? { preventScroll: true } : undefined;
    (initialFocus?.current ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus(focusOptions);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (event: KeyboardEvent) => {
      if (yieldEscape && event.defaultPrevented) return;
      if (event.key === 'Escape') {
        if (yieldEscape && document.querySelector('[role="alertdialog"]')) return;
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      // Focus can leave the panel without a Tab (a click on an overlay that does not close the
      // dialog lands on the body); the next Tab must come back in, not reach the page behind.
      if (!node.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.(focusOptions);
    };
  }, [open]);
}
