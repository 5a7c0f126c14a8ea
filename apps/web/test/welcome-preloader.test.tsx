import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WelcomePreloader } from '../src/components/welcome-preloader.tsx';

describe('WelcomePreloader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('welcomes while loading, then fades out for 500 ms and leaves the page', () => {
    const { rerender } = render(<WelcomePreloader loading />);
    const preloader = screen.getByTestId('welcome-preloader');
    expect(preloader).toHaveTextContent('Welcome to,');
    expect(preloader).toHaveTextContent('Science and Spirituality Forum');
    expect(preloader).toHaveAttribute('role', 'status');

    // Still loading: time passing changes nothing.
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByTestId('welcome-preloader')).toBeInTheDocument();

    rerender(<WelcomePreloader loading={false} />);
    // Fading: still drawn, but hidden from assistive technology and from the pointer.
    const fading = screen.getByTestId('welcome-preloader');
    expect(fading).toHaveAttribute('aria-hidden', 'true');
    expect(fading).not.toHaveAttribute('role');
    expect(fading.className).toContain('opacity-0');

    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByTestId('welcome-preloader')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('welcome-preloader')).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome to,')).not.toBeInTheDocument();
  });

  it('leaves at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { rerender } = render(<WelcomePreloader loading />);
    expect(screen.getByText('Welcome to,')).toBeInTheDocument();
    rerender(<WelcomePreloader loading={false} />);
    expect(screen.queryByTestId('welcome-preloader')).not.toBeInTheDocument();
  });
});
