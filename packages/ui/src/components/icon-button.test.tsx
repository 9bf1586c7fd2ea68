import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its hidden label, with the icon hidden from screen readers', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} icon="close" label="Dismiss" onClick={onClick} className="p-1" />);
    const button = screen.getByRole('button', { name: 'Dismiss' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('p-1');
    expect(ref.current).toBe(button);
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
