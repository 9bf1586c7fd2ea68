import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './file-button';

function renderFileButton(onFiles: (files: File[]) => void) {
  render(
    <FileButton
      accept="image/jpeg"
      multiple
      onFiles={onFiles}
      className="btn"
      buttonTestId="pick"
      inputTestId="pick-input"
    >
      Add photos
    </FileButton>,
  );
  return {
    button: screen.getByRole('button', { name: 'Add photos' }),
    input: screen.getByTestId('pick-input') as HTMLInputElement,
  };
}

describe('FileButton', () => {
  it('opens the hidden picker from the button, which the keyboard reaches and the input does not', async () => {
    const { button, input } = renderFileButton(vi.fn());
    const click = vi.spyOn(input, 'click');
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledOnce();
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('accept', 'image/jpeg');
    expect(input.multiple).toBe(true);
  });

  it('hands over the chosen files and lets the same file be chosen again', async () => {
    const onFiles = vi.fn();
    const { input } = renderFileButton(onFiles);
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const user = userEvent.setup();
    await user.upload(input, photo);
    expect(onFiles).toHaveBeenLastCalledWith([photo]);
    expect(input.value).toBe('');
    await user.upload(input, photo);
    expect(onFiles).toHaveBeenCalledTimes(2);
  });
});
