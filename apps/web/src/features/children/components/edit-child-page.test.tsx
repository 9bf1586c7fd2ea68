import { changeLanguage } from '@talent/ui/i18n';
import { notFound, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHILD_ID, testChild } from '@/test/fixtures';
import { retype, signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const ANA = testChild({ dateOfBirth: '2019-05-03T00:00:00.000Z', gender: 'FEMALE' });

function renderEditChild(route: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /children': () => ({ body: { data: [ANA] } }),
    [`GET /children/${CHILD_ID}`]: () => ({ body: { data: ANA } }),
    ...routes,
  });
  const rendered = renderApp(
    route,
    signedInSession({ isGuardianModeEnabled: true, preferredLanguage: 'RO' }),
  );
  return { ...rendered, api };
}

describe('edit child', () => {
  it('preloads the child and sends only the changed fields', async () => {
    await changeLanguage('ro', { persist: false });
    const { user, api } = renderEditChild(`/children/${CHILD_ID}/edit`, {
      [`PATCH /children/${CHILD_ID}`]: ({ body }) => ({ body: { data: { ...ANA, ...(body as object) } } }),
    });
    const firstName = await screen.findByLabelText('Prenume');
    expect(firstName).toHaveValue('Ana');
    expect(screen.getByLabelText('Nume')).toHaveValue('Pop');
    expect(screen.getByLabelText('Data nașterii')).toHaveValue('2019-05-03');
    expect(screen.getByRole('radio', { name: 'Fată' })).toBeChecked();

    await retype(user, firstName, 'Ioana');
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    expect(await screen.findByText('Profilul lui Ioana Pop a fost actualizat')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ firstName: 'Ioana' });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/children$/));
  });

  it('applies the rules only to the fields with a value, and still checks those', async () => {
    await changeLanguage('ro', { persist: false });
    const { user, api } = renderEditChild(`/children/${CHILD_ID}/edit`, {
      [`PATCH /children/${CHILD_ID}`]: ({ body }) => ({ body: { data: { ...ANA, ...(body as object) } } }),
    });
    const date = await screen.findByLabelText('Data nașterii');
    await retype(user, date, `${new Date().getFullYear() + 1}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    expect(await screen.findByText('Data nașterii nu poate fi în viitor')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(date);
    await user.click(screen.getByRole('radio', { name: 'Băiat' }));
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await screen.findByText('Profilul lui Ana Pop a fost actualizat');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ gender: 'MALE' });
  });

  it("says 'Nu am putut actualiza profilul copilului' when the update fails and stays", async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderEditChild(`/children/${CHILD_ID}/edit`, {
      [`PATCH /children/${CHILD_ID}`]: () => ({ status: 500, body: 'oops' }),
    });
    const lastName = await screen.findByLabelText('Nume');
    await user.type(lastName, 'escu');
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    expect(await screen.findByText('Nu am putut actualiza profilul copilului')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/children/${CHILD_ID}/edit`);
  });

  it("toasts 'ID copil invalid' and goes to the list for a malformed id, without asking for it", async () => {
    await changeLanguage('ro', { persist: false });
    const { api } = renderEditChild('/children/not-an-id/edit');
    expect(await screen.findByText('ID copil invalid')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/children$/));
    expect(api.calls.some((call) => call.path === '/children/not-an-id')).toBe(false);
  });

  it("toasts 'Nu am putut încărca datele copilului' and goes to the list for an unknown child", async () => {
    await changeLanguage('ro', { persist: false });
    renderEditChild(`/children/${CHILD_ID}/edit`, {
      [`GET /children/${CHILD_ID}`]: () => notFound('Copilul nu a fost găsit'),
    });
    expect(await screen.findByText('Nu am putut încărca datele copilului')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/children$/));
  });
});
