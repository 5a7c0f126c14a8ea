import type { FormEvent, ReactNode, Ref } from 'react';
import { Button, buttonClass } from '../button.tsx';
import { SaveBar } from './save-bar.tsx';

/** What an admin list page hands to the create-or-edit form it opens in its drawer. */
export interface DrawerFormProps {
  /** After a successful save. */
  onSaved: () => void;
  onCancel: () => void;
  /** The form's heading, focused when an edit begins. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The card of an admin create-or-edit form: checked by the page itself (noValidate), busy while it
 * sends, named by its heading when it has one. `editing` names the record being changed under the
 * heading, so that the admin sees which one the fields belong to.
 */
export function AdminFormCard({
  onSubmit,
  busy,
  title,
  titleId,
  headingRef,
  editing,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The heading; a form placed under the page's own title has none. */
  title?: ReactNode;
  titleId?: string;
  /** Given when the list page moves focus to the heading as an edit begins. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The name of the record being edited; none when creating. */
  editing?: string | null;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      aria-labelledby={title ? titleId : undefined}
      className="mt-6 space-y-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      {title ? (
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="font-serif text-2xl font-bold text-brand-900 focus:outline-none"
        >
          {title}
        </h2>
      ) : null}
      {editing != null ? (
        <p className="-mt-4 text-sm break-words text-gray-600">Editing “{editing}”</p>
      ) : null}
      {children}
    </form>
  );
}

/**
 * The Save bar of a create-or-edit form: the submit button (which says so while it saves, and stays
 * focusable meanwhile) and the way back. `cancel` replaces the Cancel button (a link to the list).
 */
export function AdminFormButtons({
  saving,
  label,
  editing = false,
  onCancel,
  cancel,
}: {
  saving: boolean;
  label: string;
  editing?: boolean;
  onCancel?: () => void;
  cancel?: ReactNode;
}) {
  return (
    <SaveBar>
      <button type="submit" aria-disabled={saving || undefined} className={buttonClass('primary')}>
        {saving ? 'Saving...' : label}
      </button>
      {cancel ?? (
        <Button variant="secondary" onClick={onCancel}>
          {editing ? 'Cancel Editing' : 'Cancel'}
        </Button>
      )}
    </SaveBar>
  );
}

/**
 * After a refused submit, take a keyboard or screen-reader user to the first field that needs
 * attention, once the messages are on the page.
 */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
