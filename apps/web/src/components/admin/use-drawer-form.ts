import { useRef, useState } from 'react';

/**
 * The create-or-edit form of an admin list page, opened in a drawer over the list: the record being
 * edited (none while creating), whether the drawer is open, the key that starts a fresh form, and
 * the form heading that takes focus as it opens.
 */
export function useDrawerForm<T>() {
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

  return { editing, open, key, heading, openForm, closeForm };
}
