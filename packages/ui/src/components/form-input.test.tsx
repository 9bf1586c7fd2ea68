import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFormInput, createFormTextarea } from './form-input';

// Each app passes its own translator of the contract's texts; this one marks what it translated.
const translate = (_t: unknown, text: string) => `«${text}»`;
const FormInput = createFormInput(translate);
const FormTextarea = createFormTextarea(translate);

describe('createFormInput', () => {
  it('labels the input, ties the translated error to it and adds the given look', async () => {
    render(<FormInput label="Phone" error="Too short" helper="With the country code" className="extra" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('With the country code «Too short»');
    expect(input).toHaveClass('rounded-lg', 'extra');
    await userEvent.setup().type(input, '0721');
    expect(input).toHaveValue('0721');
  });
});

describe('createFormTextarea', () => {
  it('is the same field with a multi-line control', async () => {
    render(<FormTextarea label="About me" error="Too long" rows={4} className="extra" />);
    const textarea = screen.getByRole('textbox', { name: 'About me' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toHaveAccessibleDescription('«Too long»');
    expect(textarea).toHaveClass('rounded-lg', 'extra');
    await userEvent.setup().type(textarea, 'Actor');
    expect(textarea).toHaveValue('Actor');
  });

  it('shows no error and stays valid without one', () => {
    render(<FormTextarea label="About me" />);
    expect(screen.getByRole('textbox', { name: 'About me' })).not.toHaveAttribute('aria-invalid');
  });
});
