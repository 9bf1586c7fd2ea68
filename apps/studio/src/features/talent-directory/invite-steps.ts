import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

// A test step of the directory's screens (imported by their tests only).

/** In the open invite dialog: chooses the casting once the castings have come, writes, sends. */
export async function sendInvitations(user: UserEvent, castingId: string, message: string) {
  const dialog = await screen.findByTestId('invite-dialog');
  await waitFor(() => expect(within(dialog).getByLabelText('Casting')).toBeEnabled());
  await user.selectOptions(within(dialog).getByLabelText('Casting'), castingId);
  await user.type(within(dialog).getByLabelText('Message to the talents'), message);
  await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
}
