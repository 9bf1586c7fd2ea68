import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelledSelect } from './labelled-select';

const sizes = [
  { value: '', label: 'Any size' },
  { value: 'S', label: 'Small' },
  { value: 'L', label: 'Large' },
] as const;

describe('LabelledSelect', () => {
  it('is a select named by its label, showing the value and handing back the chosen one', async () => {
    const onChange = vi.fn();
    render(<LabelledSelect label="Size" value="S" options={sizes} onChange={onChange} testId="size" />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toBe(screen.getByTestId('size'));
    expect(select).toHaveValue('S');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any size',
      'Small',
      'Large',
    ]);
    await userEvent.setup().selectOptions(select, 'Large');
    expect(onChange).toHaveBeenCalledWith('L');
  });

  it('keeps a hidden label for screen readers when the row already says what it is', () => {
    render(<LabelledSelect label="Order" hideLabel value="" options={sizes} onChange={() => {}} />);
    expect(screen.getByText('Order')).toHaveClass('sr-only');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('');
  });
});
