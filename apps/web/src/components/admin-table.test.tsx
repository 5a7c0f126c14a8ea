import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminRowActions, AdminTable } from './admin-table.tsx';

describe('AdminTable', () => {
  it('is a named, keyboard-reachable region with its caption, headers and rows', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <AdminTable
        caption="Events, latest first"
        columns={[{ label: 'Title' }, { label: 'Date', from: 'sm', nowrap: true }, { label: 'Actions' }]}
      >
        <tr>
          <td>Talk</td>
          <td>Today</td>
          <AdminRowActions name="Talk" onEdit={onEdit} onDelete={onDelete} />
        </tr>
      </AdminTable>,
    );
    const region = screen.getByRole('region', { name: 'Events, latest first' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Events, latest first' })).toBeInTheDocument();
    const date = screen.getByRole('columnheader', { name: 'Date' });
    expect(date.className).toMatch(/hidden .*sm:table-cell/);
    expect(date.className).toMatch(/whitespace-nowrap/);
    expect(screen.getByRole('columnheader', { name: 'Title' }).className).not.toMatch(/hidden/);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Talk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Talk' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('disables Delete while a deletion runs', () => {
    render(
      <table>
        <tbody>
          <tr>
            <AdminRowActions name="Asha" onEdit={() => {}} onDelete={() => {}} deleting />
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByRole('button', { name: 'Delete Asha' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Asha' })).toBeEnabled();
  });
});
