import type { Ref } from 'react';

interface MenuToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the menu it shows and hides. */
  controls: string;
  /** What the menu is, for the button's name: 'menu' gives 'Open menu' / 'Close menu'. */
  menuName: string;
  className: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The hamburger button of a collapsible menu on narrow screens: a real button that says its state. */
export function MenuToggle({ open, onToggle, controls, menuName, className, ref }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`inline-flex h-11 w-11 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 lg:hidden ${className}`}
    >
      <span className="sr-only">{open ? `Close ${menuName}` : `Open ${menuName}`}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
