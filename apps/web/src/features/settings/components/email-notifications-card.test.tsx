import { changeLanguage } from '@talent/ui/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/render';
import { renderSettings } from '@/test/render-settings';

/** What GET /notification-preferences answers for a talent: every type a talent can receive. */
const talentChoices = {
  APPLICATION_STATUS: true,
  CASTING_CLOSED: true,
  CASTING_MATCH: false,
  SAVED_SEARCH: true,
  REMINDER: true,
  SELF_TAPE_REQUEST: true,
  MESSAGE: false,
};

function openCard(
  answer: (body: unknown) => { status?: number; body?: unknown } = () => ({}),
  user = testUser(),
) {
  let choices = { ...talentChoices };
  const rendered = renderSettings(user, {
    'GET /notification-preferences': () => ({ body: { data: { email: choices } } }),
    'PUT /notification-preferences': ({ body }) => {
      const reply = answer(body);
      if (reply.status) return reply;
      choices = { ...choices, ...(body as { email: typeof choices }).email };
      return { body: { data: { email: choices } } };
    },
  });
  return { ...rendered, card: () => screen.findByTestId('email-notifications-card') };
}

const puts = (api: { calls: { method: string; body: unknown }[] }) =>
  api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('settings: e-mail notifications', () => {
  it('shows one switch per type the talent receives, on when it also comes by e-mail', async () => {
    const { card } = openCard();
    const section = await card();
    expect(within(section).getByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Notifications in the app are always on.');

    const switches = await within(section).findAllByRole('switch');
    expect(switches.map((control) => control.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'false',
      'true',
      'true',
      'true',
      'false',
    ]);
    const decisions = within(section).getByRole('switch', { name: 'Decisions on your applications' });
    expect(decisions).toBeChecked();
    expect(decisions).toHaveAccessibleDescription(
      'When one of your applications is viewed by the casting director, shortlisted, accepted or turned down.',
    );
    expect(within(section).getByRole('switch', { name: 'Castings that suit you' })).not.toBeChecked();
    expect(within(section).getByRole('switch', { name: 'New messages' })).toHaveAccessibleDescription(
      'When someone writes to you in a conversation about an application or an invitation: at most one e-mail per conversation every 15 minutes.',
    );
    // A type of the studio's is not the talent's to choose.
    expect(within(section).queryByRole('switch', { name: 'New applications' })).not.toBeInTheDocument();
  });

  it('saves a switch at once, sending that type alone, and confirms with a toast', async () => {
    const { user, api, card } = openCard();
    const section = await card();
    const matches = await within(section).findByRole('switch', { name: 'Castings that suit you' });

    await user.click(matches);
    expect(matches).toBeChecked();
    expect(
      await screen.findByText('You will also get e-mails for: Castings that suit you'),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('switch', { name: 'Reminders' }));
    expect(await screen.findByText('No more e-mails for: Reminders')).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'Reminders' })).not.toBeChecked();
    expect(puts(api)).toEqual([{ email: { CASTING_MATCH: true } }, { email: { REMINDER: false } }]);
  });

  it('works from the keyboard: Space flips the focused switch', async () => {
    const { user, api, card } = openCard();
    const section = await card();
    const closed = await within(section).findByRole('switch', { name: 'Castings that close' });
    closed.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(puts(api)).toEqual([{ email: { CASTING_CLOSED: false } }]));
    expect(closed).not.toBeChecked();
  });

  it('flips a refused change back and says it was not saved', async () => {
    const { user, card } = openCard(() => ({ status: 500, body: 'oops' }));
    const section = await card();
    const savedSearches = await within(section).findByRole('switch', { name: 'Saved searches' });

    await user.click(savedSearches);

    expect(
      await screen.findByText('Your choice for “Saved searches” could not be saved'),
    ).toBeInTheDocument();
    expect(savedSearches).toBeChecked();
  });

  it('says when the choices cannot be loaded, with a way to try again', async () => {
    let failing = true;
    const { user } = renderSettings(testUser(), {
      'GET /notification-preferences': () =>
        failing
          ? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } }
          : { body: { data: { email: talentChoices } } },
    });
    const alert = await screen.findByTestId('email-preferences-error');
    expect(alert).toHaveTextContent('Your e-mail preferences could not be loaded');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Reminders' })).toBeChecked();
  });

  it('speaks Romanian, with the names of the types', async () => {
    await changeLanguage('ro', { persist: false });
    const { card } = openCard(undefined, testUser({ preferredLanguage: 'RO' }));
    const section = await card();
    expect(within(section).getByRole('heading', { name: 'Notificări prin e-mail' })).toBeInTheDocument();
    for (const name of [
      'Decizii despre aplicări',
      'Castinguri închise',
      'Castinguri potrivite pentru tine',
      'Căutări salvate',
      'Mementouri',
      'Cereri de self-tape',
    ]) {
      expect(await within(section).findByRole('switch', { name })).toBeInTheDocument();
    }
  });
});
