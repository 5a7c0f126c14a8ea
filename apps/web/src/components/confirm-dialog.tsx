import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmOptions {
  /** The dialog's title, its accessible name ('Delete blog'). */
  title: string;
  /** The question ('Are you sure you want to delete this blog?'). */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for a destructive action (the default: a solid red button), 'primary' otherwise. */
  tone?: 'danger' | 'primary';
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question that needs an answer before something happens (an alertdialog). Focus starts on
 * Cancel, the safe answer; Escape, the × button and Cancel all answer no; focus then returns to the
 * control that asked.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      initialFocus={cancelRef}
      closeOnOverlay={false}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'dangerSolid' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} className="whitespace-pre-line text-gray-800">
        {message}
      </p>
    </Modal>
  );
}

interface Pending extends ConfirmOptions {
  key: number;
  resolve: (answer: boolean) => void;
}

/**
 * Ask with a ConfirmDialog and wait for the answer: `if (!(await confirm({...}))) return;`.
 * Render `dialog` once in the component that asks.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const nextKey = useRef(1);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...options, key: nextKey.current++, resolve });
      }),
    [],
  );

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };

  let dialog: ReactNode = null;
  if (pending) {
    const { key, resolve: _resolve, ...options } = pending;
    // A new question is a new dialog (keyed), so it is announced and focused afresh.
    dialog = (
      <ConfirmDialog
        key={key}
        open
        {...options}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    );
  }
  return { confirm, dialog };
}
