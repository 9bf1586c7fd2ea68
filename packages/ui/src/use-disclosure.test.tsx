import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDisclosure } from './use-disclosure';

function Folded({ initiallyOpen }: { initiallyOpen?: boolean | (() => boolean) }) {
  const { expanded, panelId, toggleProps } = useDisclosure(initiallyOpen);
  return (
    <>
      <button type="button" {...toggleProps}>
        More
      </button>
      <div id={panelId} hidden={!expanded}>
        The rest
      </div>
    </>
  );
}

describe('useDisclosure', () => {
  it('folds a panel under a button that says whether it is open and which panel it opens', async () => {
    const user = userEvent.setup();
    render(<Folded />);
    const button = screen.getByRole('button', { name: 'More' });
    const panel = screen.getByText('The rest');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('starts open when told so, once', () => {
    let asked = 0;
    const { rerender } = render(<Folded initiallyOpen={() => ++asked > 0} />);
    rerender(<Folded initiallyOpen={() => ++asked > 0} />);
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
    expect(asked).toBe(1);
  });
});
