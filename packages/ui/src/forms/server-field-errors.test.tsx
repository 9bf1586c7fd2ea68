import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-client';
import { showServerFieldErrors } from './server-field-errors';

interface Values {
  title: string;
  date: string;
}

// The server's payload names its deadline `deadline`; this form asks for it as `date`.
const fieldOf = (payloadField: string) =>
  payloadField === 'title' ? 'title' : payloadField === 'deadline' ? 'date' : undefined;

function renderForm() {
  const form: { show?: (error: unknown) => boolean } = {};
  function Form() {
    const {
      register,
      setError,
      formState: { errors },
    } = useForm<Values>({ defaultValues: { title: '', date: '' } });
    form.show = (error) => showServerFieldErrors(error, setError, fieldOf);
    return (
      <form>
        <input aria-label="Title" {...register('title')} />
        <p data-testid="title-error">{errors.title?.message}</p>
        <input aria-label="Date" {...register('date')} />
        <p data-testid="date-error">{errors.date?.message}</p>
      </form>
    );
  }
  render(<Form />);
  return (error: unknown) => {
    let shown = false;
    act(() => {
      shown = form.show?.(error) ?? false;
    });
    return shown;
  };
}

describe('showServerFieldErrors', () => {
  it("puts each field's refusal on the form field it maps to and focuses the first", () => {
    const show = renderForm();
    const refusal = new ApiError(400, 'VALIDATION', 'Invalid', {
      title: 'Too long',
      deadline: 'Must be in the future',
    });
    expect(show(refusal)).toBe(true);
    expect(screen.getByTestId('title-error')).toHaveTextContent('Too long');
    expect(screen.getByTestId('date-error')).toHaveTextContent('Must be in the future');
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('focuses the first field the server named, also when it is a mapped one', () => {
    const show = renderForm();
    expect(show(new ApiError(400, 'VALIDATION', 'Invalid', { deadline: 'Too far' }))).toBe(true);
    expect(screen.getByTestId('date-error')).toHaveTextContent('Too far');
    expect(screen.getByLabelText('Date')).toHaveFocus();
  });

  it('says false, touching nothing, when the refusal belongs to no field of the form', () => {
    const show = renderForm();
    expect(show(new ApiError(403, 'FORBIDDEN', 'Not verified'))).toBe(false);
    expect(show(new ApiError(400, 'VALIDATION', 'Invalid', { status: 'Unknown' }))).toBe(false);
    expect(show(new Error('offline'))).toBe(false);
    expect(screen.getByTestId('title-error')).toBeEmptyDOMElement();
    expect(screen.getByTestId('date-error')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Title')).not.toHaveFocus();
  });
});
