import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const invalidLink = {
  status: 400,
  body: { statusCode: 400, code: 'INVALID_TOKEN', message: 'This unsubscribe link is not valid.' },
};

describe('/unsubscribe', () => {
  it('names the e-mails that stop before the click, and unsubscribes on the click, without sign-in', async () => {
    const api = stubApi({
      'GET /unsubscribe': () => ({ body: { data: { type: 'APPLICATION_STATUS' } } }),
      'POST /unsubscribe': () => ({
        body: { data: { type: 'APPLICATION_STATUS', message: 'You will no longer receive these e-mails.' } },
      }),
    });
    const { user } = renderApp('/unsubscribe?token=tok%2B1', fakeSession());
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from e-mails' })).toBeInTheDocument();
    // Before the click the page says which e-mails: read from the link, which only a POST acts on.
    expect(
      await screen.findByText('Stop the e-mails about: Decisions on your applications.', { exact: false }),
    ).toBeInTheDocument();
    // Opening the link alone changes nothing: mail scanners open links too.
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
    expect(api.calls[0]?.search.get('token')).toBe('tok+1');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('You are unsubscribed');
    expect(done).toHaveTextContent('You will no longer get e-mails about: Decisions on your applications.');
    expect(done).toHaveFocus();
    expect(api.calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(api.calls[1]).toEqual(expect.objectContaining({ method: 'POST', path: '/unsubscribe' }));
    expect(api.calls[1]?.search.get('token')).toBe('tok+1');
    for (const [, init] of api.fetchMock.mock.calls)
      expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
  });

  it('says at once, before any click, when the link is refused', async () => {
    const api = stubApi({ 'GET /unsubscribe': () => invalidLink });
    renderApp('/unsubscribe?token=forged', fakeSession());
    expect(await screen.findByTestId('unsubscribe-invalid')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('is open to a signed-in talent too, outside the app shell', async () => {
    stubApi({ 'POST /unsubscribe': () => ({ body: { data: { type: 'REMINDER', message: 'ok' } } }) });
    const { user } = renderApp('/unsubscribe?token=abc', signedInSession());
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer get e-mails about: Reminders.',
    );
    expect(screen.getByTestId('current-path')).toHaveTextContent('/unsubscribe');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('says so when the server refuses the link', async () => {
    stubApi({ 'POST /unsubscribe': () => invalidLink });
    const { user } = renderApp('/unsubscribe?token=used', fakeSession());
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link cannot be used');
    expect(alert).toHaveTextContent('This unsubscribe link is not valid.');
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says the link is not valid at once when it has no token, and sends nothing', async () => {
    const api = stubApi({});
    renderApp('/unsubscribe', fakeSession());
    expect(await screen.findByTestId('unsubscribe-invalid')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lets the visitor try again when the server cannot be reached', async () => {
    let failing = true;
    stubApi({
      'POST /unsubscribe': () =>
        failing
          ? { status: 503, body: 'down' }
          : { body: { data: { type: 'SOMETHING_NEW', message: 'ok' } } },
    });
    const { user } = renderApp('/unsubscribe?token=abc', fakeSession());
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You could not be unsubscribed right now.');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    // A type this app has no name for yet: said without its name.
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer get these e-mails.');
  });

  it.each([
    ['NEW_APPLICATIONS', 'New applications'],
    ['AUDITION_RESPONSE', 'Audition answers'],
  ])("leads a casting's client back to the studio, whose e-mails link here too (%s)", async (type, name) => {
    stubApi({ 'POST /unsubscribe': () => ({ body: { data: { type, message: 'ok' } } }) });
    const { user } = renderApp('/unsubscribe?token=abc', fakeSession());
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `You will no longer get e-mails about: ${name}.`,
    );
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/studio/settings');
    expect(screen.getByRole('link', { name: 'Go to the Casting Studio' })).toHaveAttribute(
      'href',
      '/studio/',
    );
  });

  it('speaks Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({
      'GET /unsubscribe': () => ({ body: { data: { type: 'REMINDER' } } }),
      'POST /unsubscribe': () => invalidLink,
    });
    const { user } = renderApp('/unsubscribe?token=x', fakeSession());
    expect(await screen.findByRole('heading', { name: 'Dezabonare de la e-mailuri' })).toBeInTheDocument();
    expect(
      await screen.findByText('Oprește e-mailurile despre: Mementouri.', { exact: false }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dezabonează-mă' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Acest link de dezabonare nu este valid.');
  });
});
