import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function Harness({ closeOnOverlay = true }: { closeOnOverlay?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Details"
        closeOnOverlay={closeOnOverlay}
        footer={<button type="button">Close</button>}
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  });

  it('brings Tab back into the dialog when focus has left it through the overlay', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnOverlay={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();

    await user.click(screen.getByTestId('modal-overlay'));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes by the × button and by the overlay', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('a body that scrolls', () => {
    afterEach(() => vi.restoreAllMocks());
    // jsdom has no layout: the body is made to report more content than it shows.
    const overflowing = () => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    };

    it('is a named Tab stop when it holds nothing focusable, so the keyboard can scroll it', async () => {
      overflowing();
      const user = userEvent.setup();
      render(
        <Modal open onClose={() => {}} title="Application Details">
          <p>A long answer</p>
        </Modal>,
      );
      const region = screen.getByRole('region', { name: 'Application Details' });
      expect(region).toHaveTextContent('A long answer');
      await user.tab();
      expect(region).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    });

    it('adds no Tab stop when its own fields can take focus', async () => {
      overflowing();
      render(<Harness />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
      expect(screen.queryByRole('region')).toBeNull();
    });

    it('adds no Tab stop when everything fits', () => {
      render(
        <Modal open onClose={() => {}} title="Short">
          <p>Short answer</p>
        </Modal>,
      );
      expect(screen.queryByRole('region')).toBeNull();
    });
  });
});
