import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Pagination, pageItems, pageSlice } from './pagination.tsx';

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('folds far pages into an ellipsis past seven, always in seven places', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(18, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    for (let page = 1; page <= 30; page++) expect(pageItems(page, 30)).toHaveLength(7);
  });
});

describe('Pagination', () => {
  it('renders nothing for one page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows Previous, numbered pages with an ellipsis, and Next; marks the current page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={10} totalPages={20} onPageChange={onPageChange} label="Blog pages" />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Previous', '1', '9', '10', '11', '20', 'Next']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Page 20' }));
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[20], [11], [9]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByText('…')).toBeNull();
  });
});

describe('pageSlice', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('cuts a list held in the browser into pages', () => {
    expect(pageSlice(items, 1, 3)).toEqual({ items: ['a', 'b', 'c'], page: 1, totalPages: 3 });
    expect(pageSlice(items, 3, 3)).toEqual({ items: ['g'], page: 3, totalPages: 3 });
  });

  it('shows the last page for a page past the end and the first for nonsense', () => {
    expect(pageSlice(items, 9, 3)).toEqual({ items: ['g'], page: 3, totalPages: 3 });
    expect(pageSlice(items, 0, 5)).toEqual({ items: ['a', 'b', 'c', 'd', 'e'], page: 1, totalPages: 2 });
    expect(pageSlice(items, Number.NaN, 5).page).toBe(1);
    expect(pageSlice([], 4, 3)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe('Pagination focus', () => {
  function Paged() {
    const [page, setPage] = useState(2);
    return <Pagination page={page} totalPages={3} onPageChange={setPage} />;
  }

  it('moves focus to the current page when the pressed Next or Previous becomes disabled', async () => {
    const user = userEvent.setup();
    render(<Paged />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    // Previous stays enabled on page 2, so focus stays on it.
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
  });
});

describe("Pagination with an 'X of Y' indicator", () => {
  function Counted({ start = 1, total = 3 }: { start?: number; total?: number }) {
    const [page, setPage] = useState(start);
    return (
      <Pagination page={page} totalPages={total} onPageChange={setPage} label="Team pages" variant="count" />
    );
  }

  it('shows Previous, X of Y and Next, without page buttons, and moves through the pages', async () => {
    const user = userEvent.setup();
    render(<Counted />);
    const nav = screen.getByRole('navigation', { name: 'Team pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', 'Next']);
    expect(within(nav).getByText('1 of 3')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByText('2 of 3')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByText('3 of 3')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    // The pressed Next is now disabled: focus goes to Previous, not to the page.
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Counted total={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
