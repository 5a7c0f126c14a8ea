import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from '../review/deadline.ts';
import { AdminDrawer } from './admin-drawer.tsx';
import { AdminPageHeader } from './admin-page-header.tsx';
import { EmailText } from './email-text.tsx';

describe('EmailText', () => {
  it('may break only after the @ and before each dot, and reads as the whole address', () => {
    const { container } = render(<EmailText email="aarav.sharma@mitwpu.edu.in" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span).toHaveTextContent('aarav.sharma@mitwpu.edu.in');
    // aarav | .sharma@ | mitwpu | .edu | .in
    expect(span.querySelectorAll('wbr')).toHaveLength(4);
    expect(Array.from(span.childNodes, (n) => n.textContent).filter(Boolean)).toEqual([
      'aarav',
      '.sharma@',
      'mitwpu',
      '.edu',
      '.in',
    ]);
  });
});

function DrawerPage() {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New event
      </button>
      <AdminDrawer open={open} onClose={() => setOpen(false)} labelledBy="t" initialFocus={heading}>
        <h2 id="t" ref={heading} tabIndex={-1}>
          Create Event
        </h2>
        <label>
          Title <input />
        </label>
      </AdminDrawer>
    </>
  );
}

describe('AdminDrawer', () => {
  it('is a modal dialog named by its heading, focused on open, closed by Escape with focus given back', async () => {
    const user = userEvent.setup();
    render(<DrawerPage />);
    await user.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Create Event' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'New event' })).toHaveFocus();
  });

  it('keeps Tab inside and closes with its × button', async () => {
    const user = userEvent.setup();
    render(<DrawerPage />);
    await user.click(screen.getByRole('button', { name: 'New event' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    // From the last control back to the first (the × button), and the other way round.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AdminPageHeader', () => {
  it('is the page heading with its sentence and actions', () => {
    render(
      <AdminPageHeader
        title="Admin Events"
        description="Every event."
        actions={<button type="button">New event</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Events' })).toBeInTheDocument();
    expect(screen.getByText('Every event.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New event' })).toBeInTheDocument();
  });
});

describe('deadlines on the forum clock', () => {
  it("reads and shows a datetime-local value in the forum's time zone, whatever the device's", () => {
    // The forum's default zone is Asia/Kolkata (UTC+5:30).
    expect(localInputToIso('2026-12-05T18:30')).toBe('2026-12-05T13:00:00.000Z');
    expect(isoToLocalInput('2026-12-05T13:00:00.000Z')).toBe('2026-12-05T18:30');
    expect(localInputToIso('')).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
  });
});
