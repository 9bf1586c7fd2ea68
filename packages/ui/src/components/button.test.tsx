import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { secondaryButtonClassName } from '../link-styles';
import { Button } from './button';

describe('Button', () => {
  it('is the brand-coloured main action by default, busy and disabled while loading', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('bg-indigo-700', 'text-white');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('draws a destructive action (delete, reject) in red on white', () => {
    render(
      <Button variant="danger" aria-label="Delete Ana">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete Ana' });
    expect(button).toHaveClass('border-red-300', 'bg-white', 'text-red-700');
    expect(button).not.toHaveClass('bg-indigo-700');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('draws a quiet secondary action (cancel, clear) exactly as the secondary links are drawn', () => {
    render(
      <Button variant="secondary" disabled>
        Cancel
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toHaveClass(...secondaryButtonClassName.split(' '));
    expect(button).not.toHaveClass('bg-indigo-700');
    expect(button).toBeDisabled();
  });
});
