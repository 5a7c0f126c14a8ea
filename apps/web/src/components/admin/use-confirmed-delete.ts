import { useConfirm } from '../confirm-dialog.tsx';
import { useNotices } from '../notices.tsx';

/** The words of one confirmed delete: the question, and what is said after it. */
export interface DeleteTexts<Answer> {
  title: string;
  message: string;
  /** The notice once the record is gone (it may use the server's own answer). */
  done: (answer: Answer) => string;
  failed: string;
  /** What the console says with a failure, for whoever debugs it. */
  logLabel: string;
}

/**
 * Delete a record after the admin confirms, then say how it went in a notice. `remove` resolves
 * true when the record is gone; render `dialog` in the page.
 */
export function useConfirmedDelete<Answer>(mutation: {
  mutateAsync: (id: string) => Promise<Answer>;
  isPending: boolean;
}) {
  const { confirm, dialog } = useConfirm();
  const notices = useNotices();

  const remove = async (id: string, texts: DeleteTexts<Answer>): Promise<boolean> => {
    const sure = await confirm({ title: texts.title, message: texts.message, confirmLabel: 'Delete' });
    if (!sure) return false;
    try {
      notices.success(texts.done(await mutation.mutateAsync(id)));
      return true;
    } catch (err) {
      console.error(texts.logLabel, err);
      notices.error(texts.failed);
      return false;
    }
  };
  return { remove, dialog, deleting: mutation.isPending };
}
