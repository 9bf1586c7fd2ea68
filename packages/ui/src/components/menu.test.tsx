import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

function renderMenu() {
  const selected = vi.fn<(id: string) => void>();
  const items = ['Profile', 'Settings', 'Help', 'Logout'].map((label) => ({
    id: label.toLowerCase(),
    label,
    onSelect: () => selected(label),
  }));
  render(
    <>
      <Menu trigger="Ioana Popescu" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user: userEvent.setup(), selected, button: screen.getByRole('button', { name: 'Ioana Popescu' }) };
}

describe('Menu', () => {
  it('opens with Enter on the first item, moves with the arrows, Home and End, and closes with Escape', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the last item with Arrow Up and runs an item chosen with Space', async () => {
    const { user, button, selected } = renderMenu();

    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');

    expect(selected).toHaveBeenCalledWith('Help');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works with the mouse and closes on a click outside', async () => {
    const { user, button, selected } = renderMenu();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(selected).toHaveBeenCalledWith('Settings');
  });

  it('closes when Tab moves focus on', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
