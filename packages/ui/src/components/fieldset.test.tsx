import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fieldset } from './fieldset';

describe('Fieldset', () => {
  it('is a group named by its legend, holding its controls, with the fieldset’s own attributes', () => {
    render(
      <Fieldset legend="Deadline" disabled data-testid="deadline">
        <input type="date" aria-label="Date" />
        <input type="time" aria-label="Time" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Deadline' });
    expect(group).toBe(screen.getByTestId('deadline'));
    expect(group).toBeDisabled();
    expect(within(group).getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(within(group).getByLabelText('Time')).toHaveAttribute('type', 'time');
  });
});
