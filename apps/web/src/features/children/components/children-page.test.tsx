import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testChild } from '@/test/fixtures';
import { renderWithApp, signedInSession, testQueryClient } from '@/test/render';
import { renderApp } from '@/test/render-app';
import { ChildrenPage } from './children-page';

/** Born on 1 January `years` years ago: exactly that old all year. */
function bornYearsAgo(years: number): string {
  return `${new Date().getFullYear() - years}-01-01T00:00:00.000Z`;
}
const roDate = (iso: string) => `01.01.${iso.slice(0, 4)}`;

const ANA = testChild({ dateOfBirth: bornYearsAgo(7), profilePhotoUrl: '/media/photos/ana.webp' });
const DAN = testChild({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  firstName: 'Dan',
  lastName: 'Pop',
  gender: 'MALE',
  dateOfBirth: bornYearsAgo(1),
  talentProfileId: 'profile-dan',
});

function renderChildren(routes: Parameters<typeof stubApi>[0], guardian = true) {
  const api = stubApi(routes);
  const rendered = renderApp(
    '/children',
    signedInSession({ isGuardianModeEnabled: guardian, preferredLanguage: 'RO' }),
  );
  return { ...rendered, api };
}

describe('children list', () => {
  it("shows 'Copiii mei' with a card per child: name, age, Băiat/Fată, ro-RO birth date, photo and links", async () => {
    await changeLanguage('ro', { persist: false });
    renderChildren({ 'GET /children': () => ({ body: { data: [ANA, DAN] } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Copiii mei' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('child-card');
    expect(cards).toHaveLength(2);
    const [ana, dan] = cards as [HTMLElement, HTMLElement];
    expect(within(ana).getByRole('heading', { name: 'Ana Pop' })).toBeInTheDocument();
    expect(within(ana).getByTestId('child-age')).toHaveTextContent('7 ani');
    expect(within(ana).getByTestId('child-gender')).toHaveTextContent('Fată');
    expect(within(ana).getByTestId('child-date-of-birth')).toHaveTextContent(roDate(ANA.dateOfBirth));
    expect(within(ana).getByRole('img', { name: 'Fotografia lui Ana Pop' })).toHaveAttribute(
      'src',
      '/media/photos/ana.webp',
    );
    expect(within(ana).getByRole('link', { name: 'Vezi profilul de talent al lui Ana Pop' })).toHaveAttribute(
      'href',
      `/children/${ANA.id}/talent-profile`,
    );
    expect(within(ana).getByRole('link', { name: 'Editează informațiile lui Ana Pop' })).toHaveAttribute(
      'href',
      `/children/${ANA.id}/edit`,
    );
    expect(within(ana).getByText('Vezi Profil Talent')).toBeInTheDocument();
    expect(within(ana).getByText('Editează Info')).toBeInTheDocument();
    expect(within(dan).getByTestId('child-age')).toHaveTextContent('1 an');
    expect(within(dan).getByTestId('child-gender')).toHaveTextContent('Băiat');
    expect(screen.getByRole('link', { name: 'Adaugă copil' })).toHaveAttribute('href', '/children/add');
  });

  it('shows Boy/Girl and the English date format in English', async () => {
    renderChildren({ 'GET /children': () => ({ body: { data: [ANA] } }) });
    const card = await screen.findByTestId('child-card');
    expect(within(card).getByTestId('child-gender')).toHaveTextContent('Girl');
    expect(within(card).getByTestId('child-age')).toHaveTextContent('7 years');
    expect(within(card).getByTestId('child-date-of-birth')).toHaveTextContent(
      `01/01/${ANA.dateOfBirth.slice(0, 4)}`,
    );
  });

  it('invites adding the first child when there is none', async () => {
    await changeLanguage('ro', { persist: false });
    renderChildren({ 'GET /children': () => ({ body: { data: [] } }) });
    const empty = await screen.findByTestId('children-empty');
    expect(
      within(empty).getByRole('heading', { name: 'Nu ai adăugat încă niciun copil' }),
    ).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Adaugă primul copil' })).toHaveAttribute(
      'href',
      '/children/add',
    );
  });

  it('deletes a child after a confirmation that says it cannot be undone', async () => {
    await changeLanguage('ro', { persist: false });
    let children = [ANA, DAN];
    const { user, api } = renderChildren({
      'GET /children': () => ({ body: { data: children } }),
      [`DELETE /children/${ANA.id}`]: () => {
        children = [DAN];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Șterge profilul lui Ana Pop' }));
    const dialog = screen.getByRole('dialog', { name: 'Ștergi profilul lui Ana Pop?' });
    expect(dialog).toHaveTextContent('Această acțiune nu poate fi anulată.');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByTestId('confirm-delete-button'));
    expect(await screen.findByText('Profilul lui Ana Pop a fost șters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('child-card')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Copiii mei' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Ana Pop' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/children/${ANA.id}`,
    ]);
  });

  it('keeps the child and says so when the delete fails', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderChildren({
      'GET /children': () => ({ body: { data: [ANA] } }),
      [`DELETE /children/${ANA.id}`]: () => ({ status: 500, body: 'oops' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Șterge profilul lui Ana Pop' }));
    await user.click(screen.getByTestId('confirm-delete-button'));
    expect(await screen.findByText('Nu am putut șterge profilul copilului')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ana Pop' })).toBeInTheDocument();
  });

  it("says 'Nu am putut încărca lista copiilor' when the list fails", async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({ 'GET /children': () => ({ status: 500, body: 'oops' }) });
    // A query cache without retries: the failure shows at once.
    renderWithApp(<ChildrenPage />, {
      route: '/children',
      session: signedInSession({ isGuardianModeEnabled: true }),
      queryClient: testQueryClient(),
    });
    expect(
      await screen.findByText('Nu am putut încărca lista copiilor', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('children-load-error')).toHaveTextContent(
      'Nu am putut încărca lista copiilor',
    );
    expect(await screen.findByRole('button', { name: 'Încearcă din nou' })).toBeInTheDocument();
  });

  it('points to Settings without calling the API while guardian mode is off', async () => {
    const { api } = renderChildren({ 'GET /children': () => ({ body: { data: [ANA] } }) }, false);
    const notice = await screen.findByTestId('guardian-mode-required');
    expect(within(notice).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    expect(api.calls.some((call) => call.path.startsWith('/children'))).toBe(false);
  });
});
