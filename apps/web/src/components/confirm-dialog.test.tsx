import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog.tsx';

function Asker({ questions = 1 }: { questions?: number }) {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  const ask = async () => {
    let yes = await confirm({ title: 'Delete blog', message: 'Are you sure you want to delete this blog?' });
    if (yes && questions > 1)
      yes = await confirm({ title: 'Delete blog', message: 'It has 3 comments. Delete them too?' });
    setAnswer(String(yes));
  };
  return (
    <>
      <button type="button" onClick={ask}>
        Delete
      </button>
      <p data-testid="answer">{answer}</p>
      {dialog}
    </>
  );
}

describe('useConfirm and ConfirmDialog', () => {
  it('asks in an alertdialog named by its title and described by the question, focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete blog' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this blog?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('answers yes with the confirm button and returns focus to the asking control', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers no with Cancel, with Escape and with the × button', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    const opener = screen.getByRole('button', { name: 'Delete' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('answer')).toHaveTextContent('false');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('asks a second question as a new dialog once the first is answered', async () => {
    const user = userEvent.setup();
    render(<Asker questions={2} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const second = await screen.findByRole('alertdialog');
    expect(second).toHaveAccessibleDescription('It has 3 comments. Delete them too?');
    // Focus moves in the dialog's effect, which runs after the next paint.
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
  });
});
