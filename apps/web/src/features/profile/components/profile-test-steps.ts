import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { retype } from '@/test/render';

/** Opens a tab of a profile screen (the own or a child's) and starts editing there, as a person does. */
export async function editOnTab(user: UserEvent, tab: string): Promise<void> {
  await user.click(await screen.findByRole('tab', { name: tab }));
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
}

/** Types `height` into the draft and saves; the field, for the caller to check what it says. */
export async function saveHeight(user: UserEvent, height: string): Promise<HTMLElement> {
  const field = screen.getByLabelText('Height (cm)');
  await retype(user, field, height);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return field;
}
