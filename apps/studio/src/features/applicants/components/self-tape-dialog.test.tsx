import type { SelfTapeRequestCreatePayload } from '@talent/contract/self-tapes';
import { ApiError } from '@talent/ui/http/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localDay } from '../self-tape-deadline';
import { SelfTapeDialog } from './self-tape-dialog';

function open(onSubmit = vi.fn(async (_payload: SelfTapeRequestCreatePayload) => {})) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<SelfTapeDialog open who={{ name: 'Ana Zamfir' }} onClose={onClose} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog', { name: 'Request a self-tape from Ana Zamfir' });
  return {
    user,
    onSubmit,
    onClose,
    dialog,
    instructions: within(dialog).getByLabelText('Instructions'),
    date: within(dialog).getByLabelText('Date'),
    time: within(dialog).getByLabelText('Time'),
    send: within(dialog).getByRole('button', { name: 'Send request' }),
  };
}

describe('the self-tape request dialog', () => {
  it('starts on the instructions, with a deadline three days ahead at 18:00', () => {
    const { instructions, date, time, dialog } = open();
    expect(instructions).toHaveFocus();
    expect(date).toHaveValue(localDay(3));
    expect(time).toHaveValue('18:00');
    expect(within(dialog).getByRole('group', { name: 'Deadline' })).toBeInTheDocument();
  });

  it('refuses empty instructions', async () => {
    const { user, send, instructions, onSubmit } = open();
    await user.type(instructions, '   ');
    await user.click(send);
    expect(await screen.findByText('Write what the talent should film.')).toBeInTheDocument();
    expect(instructions).toHaveAttribute('aria-invalid', 'true');
    expect(instructions).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a deadline in the past, and one more than 90 days away', async () => {
    const { user, send, instructions, date, time, onSubmit } = open();
    await user.type(instructions, 'A monologue');
    await user.clear(date);
    await user.type(date, localDay(-1));
    await user.click(send);
    expect(await screen.findByText('The deadline must be in the future.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(expect.stringContaining('The deadline must be in the future.'));

    await user.clear(date);
    await user.type(date, localDay(92));
    await user.click(send);
    expect(await screen.findByText('The deadline can be at most 90 days away.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a date and time when one is missing', async () => {
    const { user, send, instructions, time, onSubmit } = open();
    await user.type(instructions, 'A monologue');
    await user.clear(time);
    await user.click(send);
    expect(
      await screen.findByText('Choose the date and time by which the recording is due.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed instructions and the local instant with its offset', async () => {
    const { user, send, instructions, date, time, onSubmit } = open();
    await user.type(instructions, '  Read the scene, 1 minute, landscape  ');
    await user.clear(date);
    await user.type(date, localDay(10));
    await user.clear(time);
    await user.type(time, '09:30');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const payload = onSubmit.mock.calls[0]?.[0];
    expect(payload?.instructions).toBe('Read the scene, 1 minute, landscape');
    // The tests run in Pacific/Auckland: +12:00 or +13:00 depending on the day.
    expect(payload?.deadline).toMatch(new RegExp(`^${localDay(10)}T09:30:00\\+1[23]:00$`));
  });

  it("shows the server's refusals in the active language, on the field or under the form", async () => {
    const onSubmit = vi
      .fn<(payload: SelfTapeRequestCreatePayload) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION_ERROR', 'Termenul trebuie să fie în viitor.', {
          deadline: 'Termenul trebuie să fie în viitor.',
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(
          409,
          'APPLICATION_CLOSED',
          'Aplicația a fost respinsă; nu se mai pot cere înregistrări.',
        ),
      );
    const { user, send, instructions, date } = open(onSubmit);
    await user.type(instructions, 'A monologue');
    await user.click(send);
    expect(await screen.findByText('The deadline must be in the future.')).toBeInTheDocument();
    expect(date).toHaveFocus();

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The application was rejected; no more recordings can be requested.',
    );
  });

  it('closes with Cancel or Escape', async () => {
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
