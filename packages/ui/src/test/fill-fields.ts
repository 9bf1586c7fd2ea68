import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills labelled fields in the order given, the way a person would: a select gets the option picked,
 * any other field gets the text typed (user-event keys such as `{Enter}` work). The first field is
 * awaited, so a form that is still loading gets the time to appear.
 */
export async function fillFields(user: UserEvent, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = await screen.findByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}
