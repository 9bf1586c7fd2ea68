import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormSelect } from './form-select';

const options = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
] as const;

describe('FormSelect', () => {
  it('offers the empty choice first, then the options, and hands back the value chosen', async () => {
    const onChange = vi.fn();
    render(
      <FormSelect
        label="Gender"
        value=""
        options={options}
        placeholder="Any"
        onChange={onChange}
        testId="gender"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select).toBe(screen.getByTestId('gender'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any',
      'Female',
      'Male',
    ]);
    await userEvent.setup().selectOptions(select, 'MALE');
    expect(onChange).toHaveBeenCalledWith('MALE');
  });

  it('ties its helper and error to the select, and can be read only', () => {
    render(
      <FormSelect
        label="Gender"
        value="FEMALE"
        options={options}
        placeholder="Any"
        onChange={() => {}}
        helper="As in your ID"
        error="Choose one"
        disabled
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select).toHaveValue('FEMALE');
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('As in your ID Choose one');
  });
});
