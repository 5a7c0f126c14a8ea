import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initials } from './avatar.tsx';
import { DesignShowcase } from './design-showcase.tsx';

describe('the design system showcase', () => {
  it('draws every shared component and its variants', () => {
    render(
      <MemoryRouter>
        <DesignShowcase />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page header' })).toBeInTheDocument();
    for (const name of ['primary', 'secondary', 'ghost', 'danger', 'dangerSolid', 'small'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'dangerSolid' }).className).toContain('bg-red-700');
    for (const tone of ['brand', 'accent', 'success', 'neutral', 'danger', 'dark'])
      expect(screen.getByText(tone, { selector: 'span' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Example form' });
    expect(within(form).getByRole('heading', { name: 'A panel' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('table')).toHaveClass('ssf-table');
    expect(screen.getByText('No blogs found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /A section link/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('AR')).toBeInTheDocument();
  });

  it('gives a person without a photo their initials, skipping titles', () => {
    expect(initials('Dr. Asha Rao')).toBe('AR');
    expect(initials('Meera')).toBe('M');
    expect(initials('Prof. A. B. Sharma')).toBe('AS');
    expect(initials('  ')).toBe('?');
  });
});
