import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticesProvider, SUCCESS_NOTICE_MS, useNotices } from './notices.tsx';

function Actions() {
  const notices = useNotices();
  return (
    <>
      <button type="button" onClick={() => notices.success('Blog saved successfully')}>
        Save
      </button>
      <button type="button" onClick={() => notices.error('Failed to delete blog')}>
        Delete
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('notices', () => {
  it('keeps two live regions in the page, empty until a message arrives', () => {
    const { container } = render(
      <NoticesProvider>
        <Actions />
      </NoticesProvider>,
    );
    const regions = container.querySelectorAll('[aria-live]');
    expect([...regions].map((r) => r.getAttribute('aria-live'))).toEqual(['polite', 'assertive']);
    for (const region of regions) expect(region).toBeEmptyDOMElement();
  });

  it('announces successes politely and failures assertively', async () => {
    const user = userEvent.setup();
    render(
      <NoticesProvider>
        <Actions />
      </NoticesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Blog saved successfully').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByText('Failed to delete blog').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
  });

  it('lets a success go after a while, keeps a failure until it is dismissed', async () => {
    vi.useFakeTimers();
    render(
      <NoticesProvider>
        <Actions />
      </NoticesProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    act(() => {
      vi.advanceTimersByTime(SUCCESS_NOTICE_MS);
    });
    expect(screen.queryByText('Blog saved successfully')).toBeNull();
    expect(screen.getByText('Failed to delete blog')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
    expect(screen.queryByText('Failed to delete blog')).toBeNull();
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Actions />)).toThrow('useNotices used outside of the NoticesProvider');
  });
});
