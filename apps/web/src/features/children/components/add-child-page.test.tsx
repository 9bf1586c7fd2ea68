import { CHILD_MESSAGES } from '@talent/contract/children-messages';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testChild } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const year = new Date().getFullYear();

function renderAddChild(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /children': () => ({ body: { data: [] } }), ...routes });
  const rendered = renderApp(
    '/children/add',
    signedInSession({ isGuardianModeEnabled: true, preferredLanguage: 'RO' }),
  );
  return { ...rendered, api };
}

const field = (name: string) => screen.getByLabelText(name);

describe('add child', () => {
  it("shows the spec's Romanian errors on the fields, linked to them, and clears each on edit", async () => {
    await changeLanguage('ro', { persist: false });
    const { user, api } = renderAddChild();
    await user.click(await screen.findByRole('button', { name: 'Adaugă copilul' }));
    expect(await screen.findByText('Prenumele este obligatoriu')).toBeInTheDocument();
    expect(field('Prenume')).toHaveAccessibleDescription('Prenumele este obligatoriu');
    expect(field('Nume')).toHaveAccessibleDescription('Numele este obligatoriu');
    expect(field('Data nașterii')).toHaveAccessibleDescription('Data nașterii este obligatorie');
    expect(field('Prenume')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Prenume'), 'A');
    expect(screen.queryByText('Prenumele este obligatoriu')).not.toBeInTheDocument();
    expect(screen.getByText('Numele este obligatoriu')).toBeInTheDocument();

    await user.type(field('Nume'), 'Pop');
    await user.type(field('Data nașterii'), `${year - 18}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Adaugă copilul' }));
    expect(await screen.findByText('Copilul trebuie să aibă sub 18 ani')).toBeInTheDocument();

    await user.clear(field('Data nașterii'));
    expect(screen.queryByText('Copilul trebuie să aibă sub 18 ani')).not.toBeInTheDocument();
    await user.type(field('Data nașterii'), `${year + 1}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Adaugă copilul' }));
    expect(await screen.findByText('Data nașterii nu poate fi în viitor')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('defaults to Băiat, explains the talent profile, and creates the child with the toast naming them', async () => {
    await changeLanguage('ro', { persist: false });
    const { user, api } = renderAddChild({
      'POST /children': ({ body }) => ({
        status: 201,
        body: { data: testChild({ ...(body as object), dateOfBirth: `${year - 7}-05-03T00:00:00.000Z` }) },
      }),
    });
    expect(await screen.findByRole('radio', { name: 'Băiat' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fată' })).not.toBeChecked();
    expect(
      screen.getByText('Pentru copilul tău se creează automat un profil de talent.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Îl poți completa cu poze, videoclipuri și abilități.')).toBeInTheDocument();
    expect(screen.getByText('Ca tutore, poți aplica la castinguri pentru copilul tău.')).toBeInTheDocument();

    await user.type(field('Prenume'), '  Ana ');
    await user.type(field('Nume'), 'Pop');
    await user.type(field('Data nașterii'), `${year - 7}-05-03`);
    await user.click(screen.getByRole('radio', { name: 'Fată' }));
    await user.click(screen.getByRole('button', { name: 'Adaugă copilul' }));

    expect(await screen.findByText('Profilul pentru Ana Pop a fost creat cu succes!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Pop',
      dateOfBirth: `${year - 7}-05-03`,
      gender: 'FEMALE',
    });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/children$/));
  });

  it('shows the success toast in English in English', async () => {
    const { user } = renderAddChild({
      'POST /children': ({ body }) => ({ status: 201, body: { data: testChild(body as object) } }),
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(field('Last name'), 'Pop');
    await user.type(field('Date of birth'), `${year - 7}-05-03`);
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(await screen.findByText('The profile for Ana Pop was created successfully!')).toBeInTheDocument();
  });

  it("shows the server's field errors on the fields and its message, else the fallback", async () => {
    await changeLanguage('ro', { persist: false });
    let answer = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: CHILD_MESSAGES.mustBeUnder18,
        fields: { dateOfBirth: CHILD_MESSAGES.mustBeUnder18 },
      },
    } as { status: number; body: unknown };
    const { user } = renderAddChild({ 'POST /children': () => answer });
    await user.type(await screen.findByLabelText('Prenume'), 'Ana');
    await user.type(field('Nume'), 'Pop');
    await user.type(field('Data nașterii'), `${year - 7}-05-03`);
    await user.click(screen.getByRole('button', { name: 'Adaugă copilul' }));
    await waitFor(() =>
      expect(field('Data nașterii')).toHaveAccessibleDescription('Copilul trebuie să aibă sub 18 ani'),
    );
    expect(
      await screen.findByText('Copilul trebuie să aibă sub 18 ani', { selector: '[data-title]' }),
    ).toBeInTheDocument();

    answer = { status: 500, body: 'oops' };
    await user.click(screen.getByRole('button', { name: 'Adaugă copilul' }));
    expect(await screen.findByText('Nu am putut crea profilul copilului')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/children/add');
  });

  it('Cancel goes back to the list without creating anything', async () => {
    await changeLanguage('ro', { persist: false });
    const { user, api } = renderAddChild();
    await user.click(await screen.findByRole('link', { name: 'Anulează' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/children$/));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
