import { Fragment, type ReactNode, useRef, useState } from 'react';
import { AdminDrawer } from './admin-drawer.tsx';
import type { DrawerFormProps } from './admin-form.tsx';

/**
 * The create-or-edit form of an admin list page, opened in a drawer over the list: the record being
 * edited (none while creating), whether the drawer is open, the key that starts a fresh form, and
 * the form heading that takes focus as it opens.
 */
export function useDrawerForm<T extends { _id: string }>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  // A new key starts a fresh form (after a save, or when an edit begins or ends).
  const [key, setKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const openForm = (record: T | null) => {
    setEditing(record);
    setKey((k) => k + 1);
    setOpen(true);
  };

  const closeForm = () => {
    setOpen(false);
    setEditing(null);
  };

  /** After a delete: the form of a record that is gone closes. */
  const closeIfEditing = (id: string) => {
    if (editing?._id === id) closeForm();
  };

  return { editing, open, key, heading, openForm, closeForm, closeIfEditing };
}

/**
 * The drawer of `useDrawerForm`, named by the form's heading (`labelledBy`) which takes focus as it
 * opens; the form it renders closes it after a save or on Cancel.
 */
export function FormDrawer<T extends { _id: string }>({
  drawer,
  labelledBy,
  children,
}: {
  drawer: ReturnType<typeof useDrawerForm<T>>;
  labelledBy: string;
  children: (form: Required<DrawerFormProps>) => ReactNode;
}) {
  return (
    <AdminDrawer
      open={drawer.open}
      onClose={drawer.closeForm}
      labelledBy={labelledBy}
      initialFocus={drawer.heading}
    >
      <Fragment key={drawer.key}>
        {children({ headingRef: drawer.heading, onSaved: drawer.closeForm, onCancel: drawer.closeForm })}
      </Fragment>
    </AdminDrawer>
  );
}
