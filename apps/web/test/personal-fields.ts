import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Fills the personal fields the join and application forms share (components/personal-fields.tsx)
 * as Asha Kulkarni, SY, with `email`.
 */
export async function fillPersonalFields(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Asha');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Kulkarni');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByRole('textbox', { name: 'PRN' }), '1032');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), 'SY');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Other');
}
