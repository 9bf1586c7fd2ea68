import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { eventStream } from '@talent/ui/test/event-stream';
import { itSavesTheLanguage } from '@talent/ui/test/language-card-checks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAdmin, testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';

function open(user = testStaff(), email: Record<string, boolean> = { NEW_APPLICATIONS: true }) {
  let choices = { ...email };
  const api = stubApi({
    'GET /notifications/stream': () => eventStream().response(),
    'GET /notification-preferences': () => ({ body: { data: { email: choices } } }),
    'PUT /notification-preferences': ({ body }) => {
      choices = { ...choices, ...(body as { email: typeof choices }).email };
      return { body: { data: { email: choices } } };
    },
  });
  return { ...renderApp('/', signedInSession(user)), api };
}

/** Settings opened directly, the language change answered by `answer`. */
function openSettings(answer: () => { status?: number; body: unknown }) {
  const api = stubApi({
    'GET /notifications/stream': () => eventStream().response(),
    'GET /notification-preferences': () => ({ body: { data: { email: { NEW_APPLICATIONS: true } } } }),
    'PATCH /staff/me': answer,
  });
  return { ...renderApp('/settings', signedInSession(testStaff())), api };
}

describe('studio settings', () => {
  it('is reached from the user menu and saves the e-mail choice for new applications', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: /Ana Ionescu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/settings');
    const card = screen.getByTestId('email-notifications-card');
    expect(within(card).getByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
    const applications = await within(card).findByRole('switch', { name: 'New applications' });
    expect(applications).toBeChecked();
    expect(within(card).getAllByRole('switch')).toHaveLength(1);

    await user.click(applications);
    expect(await screen.findByText('No more e-mails for: New applications')).toBeInTheDocument();
    expect(applications).not.toBeChecked();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      email: { NEW_APPLICATIONS: false },
    });
  });

  it('is in the mobile menu too, and speaks Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = open();
    await user.click(await screen.findByTestId('mobile-menu-button'));
    await user.click(screen.getByRole('link', { name: 'Setări' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Setări' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Aplicări noi' })).toBeChecked();
  });

  itSavesTheLanguage({
    open: (refuse) =>
      openSettings(
        refuse ? () => refuse : () => ({ body: { data: { ...testStaff(), preferredLanguage: 'RO' } } }),
      ),
    legend: 'Studio language',
    refusal: {
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: 'The account is being changed elsewhere' },
    },
    afterSwitch: ({ session }) => expect(session.refreshUser).toHaveBeenCalled(),
  });

  it('lets a client choose e-mails for new messages, named in both languages', async () => {
    const { user, api } = open(testStaff(), { NEW_APPLICATIONS: true, MESSAGE: true });
    await user.click(await screen.findByRole('button', { name: /Ana Ionescu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    const messages = await screen.findByRole('switch', { name: 'New messages' });
    expect(messages).toBeChecked();
    await user.click(messages);
    expect(await screen.findByText('No more e-mails for: New messages')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ email: { MESSAGE: false } });

    await changeLanguage('ro', { persist: false });
    expect(await screen.findByRole('switch', { name: 'Mesaje noi' })).not.toBeChecked();
  });

  it('tells an administrator, who gets no notices by e-mail, that there is nothing to choose', async () => {
    const { user } = open(testAdmin(), {});
    await user.click(await screen.findByRole('button', { name: /Radu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByText('Your account gets no notifications by e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
