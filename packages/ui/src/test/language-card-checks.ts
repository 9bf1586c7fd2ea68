import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { apiClientSettings } from '../http/api-client-settings';
import { currentLanguage } from '../i18n';
import type { stubApi } from './api-stub';

/** The server's refusal of the change, as the app's test picks it: status and the API's error body. */
export interface Refusal {
  status: number;
  body: { statusCode: number; code: string; message: string };
}

/**
 * An app's language card in Settings, as tests of the caller's describe(): choosing Română saves it on
 * the account, switches the page at once (the toast speaks Romanian) and keeps it on this device under
 * the app's own key; a refusal keeps the language and says the server's message. `open` renders the
 * app's Settings signed in as an English-speaking user, the account's change saved, or answered with
 * `refuse` (the app's `refusal`). `legend` names the card's radio group; `afterSwitch` and
 * `afterRefusal` check what the app adds (its shell's texts, its session). The two apps' cards keep the
 * same promise, each with its own save call: this is that promise, written once.
 */
export function itSavesTheLanguage<Opened extends { user: UserEvent; api: ReturnType<typeof stubApi> }>({
  open,
  legend,
  refusal,
  afterSwitch = () => {},
  afterRefusal = () => {},
}: {
  open: (refuse?: Refusal) => Opened;
  legend: string;
  refusal: Refusal;
  afterSwitch?: (opened: Opened) => void;
  afterRefusal?: () => void;
}) {
  // The first test of a file waits for the app's lazy route chunks: on two shared cores, over 5 s.
  it('switches the whole interface at once, saves preferredLanguage and remembers it on this device', async () => {
    const opened = open();
    const { user, api } = opened;
    const card = await screen.findByTestId('language-card', {}, { timeout: 10_000 });
    const group = within(card).getByRole('group', { name: legend });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Română' }));

    // The toast speaks the new language, and so does the page without a reload.
    expect(await screen.findByText('Limba a fost schimbată cu succes!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Setări' })).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'Română' })).toBeChecked();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ preferredLanguage: 'RO' });
    expect(localStorage.getItem(apiClientSettings.languageKey)).toBe('ro');
    expect(document.documentElement).toHaveAttribute('lang', 'ro');
    afterSwitch(opened);
  }, 15_000);

  it("keeps the language when the server refuses the change, and shows the server's message", async () => {
    const { user } = open(refusal);
    const card = await screen.findByTestId('language-card');
    await user.click(within(card).getByRole('radio', { name: 'Română' }));
    expect(await screen.findByText(refusal.body.message)).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
    afterRefusal();
  });
}
