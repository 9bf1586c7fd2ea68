import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types each value into the field its label names, as a user would, after clearing what is there;
 * an empty value leaves the field empty. For a form test's valid values and their variations.
 */
export async function fillByLabel(
  user: UserEvent,
  values: Record<string, string | undefined>,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}
