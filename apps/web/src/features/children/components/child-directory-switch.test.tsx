import type { Child } from '@talent/contract/children';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testChild } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

/** The children page in guardian mode, where PATCH /children/{id} saves into the list. */
function childrenSaving(initial: Child[], patch?: () => { status: number; body: unknown }) {
  let children = initial;
  const api = stubApi({
    'GET /children': () => ({ body: { data: children } }),
    [`PATCH /children/${initial[0]?.id}`]: ({ body }) => {
      if (patch) return patch();
      children = children.map((child) => ({ ...child, ...(body as Partial<Child>) }));
      return { body: { data: children[0] } };
    },
  });
  return { ...renderApp('/children', signedInSession({ isGuardianModeEnabled: true })), api };
}

// Whole pages rendered and clicked through: on a busy machine one takes more than the default 5 s.
describe("a child's place in the casting directors' search", { timeout: 15_000 }, () => {
  it('is off by default, says what a casting director would see, and the guardian turns it on', async () => {
    const { user, api } = childrenSaving([testChild()]);
    const card = await screen.findByTestId('child-card');
    const toggle = within(card).getByRole('switch', { name: 'Show Ana Pop to casting directors' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Off until you turn it on. Casting directors of verified companies can then find your child in their talent search: they see the first name only (Ana), and the photos through links that expire. Never your phone number or e-mail address.',
    );

    await user.click(toggle);
    expect(await screen.findByText('Casting directors can now find Ana')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ discoverable: true });
  });

  it('a refused change says so in Romanian, and the child stays out of the search', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = childrenSaving([testChild()], () => ({ status: 500, body: 'oops' }));
    const toggle = await screen.findByRole('switch', {
      name: 'Arată-l/o pe Ana Pop directorilor de casting',
    });
    await user.click(toggle);
    expect(
      await screen.findByText('Nu am putut salva cine poate vedea profilul copilului'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
