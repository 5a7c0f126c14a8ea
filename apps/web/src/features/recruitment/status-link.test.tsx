import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusLink, statusPageUrl } from './status-link.tsx';

const url = () => `${window.location.origin}/recruitment/status/tok-1`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

/** Replace the browser's clipboard (jsdom has none; userEvent installs its own). */
function stubClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('the private status link', () => {
  it('is the status page’s address on this site', () => {
    expect(statusPageUrl('a_b-c', 'https://ssf.example')).toBe(
      'https://ssf.example/recruitment/status/a_b-c',
    );
  });

  it('copies the link and announces it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    stubClipboard({ writeText });
    render(<StatusLink token="tok-1" />);
    const announcement = screen.getByRole('status');
    expect(announcement).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url());
    expect(announcement).toHaveTextContent('Copied');
  });

  it('falls back to the copy command where the clipboard is refused', async () => {
    const user = userEvent.setup();
    stubClipboard({
      writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
    });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<StatusLink token="tok-1" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('selects the link and says how to copy it when nothing can copy', async () => {
    const user = userEvent.setup();
    stubClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true });
    render(<StatusLink token="tok-1" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent(/copy it with Ctrl\+C/);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your private status link' });
    expect(field).toHaveValue(url());
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, url().length]);
  });
});
