import { NOTIFICATION_MESSAGES, type SavedSearch } from '@talent/contract/notifications';
import { changeLanguage } from '@talent/ui/i18n';
import { fieldRefused, type StubRequest, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, testCasting } from '@/test/fixtures';
import { renderWithApp, retype, testQueryClient } from '@/test/render';
import { CastingsPage } from '../components/castings-page';

const clujSearch: SavedSearch = {
  id: 'search-cluj',
  name: 'Cluj, bine plătite',
  filters: { location: 'Cluj-Napoca', minRemuneration: 500 },
  alerts: true,
  createdAt: '2026-12-02T10:00:00.000Z',
};
const extrasSearch: SavedSearch = {
  id: 'search-extras',
  name: 'Figuranți',
  filters: { q: 'figuranți' },
  alerts: false,
  createdAt: '2026-12-01T10:00:00.000Z',
};

type Reply = { status?: number; body?: unknown };

/** The castings page with a saved-search API over `searches`; `create` answers the POST. */
function renderCastings(
  route = '/castings',
  {
    searches = [clujSearch, extrasSearch],
    create,
    patch,
  }: {
    searches?: SavedSearch[];
    create?: (request: StubRequest) => Reply;
    patch?: (request: StubRequest) => Reply | undefined;
  } = {},
) {
  let stored = [...searches];
  const api = stubApi({
    'GET /castings': () => ({ body: page([testCasting()]) }),
    'GET /castings/search': () => ({ body: page([testCasting()]) }),
    'GET /saved-searches': () => ({ body: { data: stored } }),
    'POST /saved-searches': (request) => {
      if (create) return create(request);
      const body = request.body as Omit<SavedSearch, 'id' | 'createdAt'>;
      const saved: SavedSearch = { ...body, id: 'search-new', createdAt: '2026-12-03T10:00:00.000Z' };
      stored = [saved, ...stored];
      return { status: 201, body: { data: saved } };
    },
    ...Object.fromEntries(
      searches.flatMap((search) => [
        [
          `PATCH /saved-searches/${search.id}`,
          (request: StubRequest) => {
            const refusal = patch?.(request);
            if (refusal) return refusal;
            const { alerts } = request.body as { alerts: boolean };
            stored = stored.map((s) => (s.id === search.id ? { ...s, alerts } : s));
            return { body: { data: stored.find((s) => s.id === search.id) } };
          },
        ],
        [
          `DELETE /saved-searches/${search.id}`,
          () => {
            stored = stored.filter((s) => s.id !== search.id);
            return { status: 204 };
          },
        ],
      ]),
    ),
  });
  const rendered = renderWithApp(<CastingsPage />, { route, queryClient: testQueryClient() });
  const calls = (method: string, path = '/saved-searches') =>
    api.calls.filter((call) => call.method === method && call.path.startsWith(path));
  return { ...rendered, api, calls };
}

const currentSearch = () => screen.getByTestId('current-search');
/** The toasts on screen (each one a second announcement of what it says). */
const toastTitles = () => Array.from(document.querySelectorAll('[data-title]'), (node) => node.textContent);
/** Intl puts a no-break space between a currency code and its amount. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

async function openSaveDialog(user: ReturnType<typeof renderCastings>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save search' }));
  return screen.findByRole('dialog', { name: 'Save search' });
}

describe('Saving a search', () => {
  it('is offered only once a filter or a search is set, and says why', async () => {
    renderCastings('/castings');
    const save = screen.getByRole('button', { name: 'Save search' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Set a filter or search for something to save this search.');
  });

  it('sends the URL filters (numbers as numbers, never the page) with a summary name and alerts on', async () => {
    const { user, calls } = renderCastings(
      '/castings?location=Bucuresti&minRemuneration=500&maxRemuneration=abc&page=2',
    );
    const dialog = await openSaveDialog(user);
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(plain((name as HTMLInputElement).value)).toBe('Bucuresti · from RON 500');
    expect(plain(within(dialog).getByTestId('save-search-filters').textContent)).toBe(
      'Location: Bucuresti · Min: RON 500',
    );
    const alerts = within(dialog).getByRole('checkbox', { name: 'Tell me when new castings match' });
    expect(alerts).toBeChecked();
    expect(alerts).toHaveAccessibleDescription(
      'You get a notification when castings matching this search are published.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(/^Search saved: Bucuresti/, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save search' })).toHaveFocus();
    const [post] = calls('POST');
    expect(post?.body).toEqual({
      name: (name as HTMLInputElement).value,
      filters: { location: 'Bucuresti', minRemuneration: 500 },
      alerts: true,
    });
  });

  it('saves a search text under the name typed, without alerts when unticked, and lists it first', async () => {
    const { user, calls } = renderCastings('/castings?q=dansatori');
    const dialog = await openSaveDialog(user);
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('“dansatori”');
    await retype(user, name, '  Dansatori  ');
    await user.click(within(dialog).getByLabelText('Tell me when new castings match'));
    await user.type(name, '{Enter}');
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(calls('POST')[0]?.body).toEqual({ name: 'Dansatori', filters: { q: 'dansatori' }, alerts: false });

    await user.click(screen.getByRole('button', { name: 'My saved searches', expanded: false }));
    const items = await screen.findAllByTestId('saved-search-name');
    expect(items.map((item) => item.textContent)).toEqual(['Dansatori', clujSearch.name, extrasSearch.name]);
    expect(screen.getByRole('checkbox', { name: 'Alerts for Dansatori' })).not.toBeChecked();
  });

  it('keeps the dialog open until the name follows the rules, and Cancel or Escape leave without saving', async () => {
    const { user, calls } = renderCastings('/castings?location=Arad');
    let dialog = await openSaveDialog(user);
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the search a name')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/Give the search a name/);
    expect(name).toHaveFocus();

    await user.type(name, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The name can have at most 60 characters')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save search' })).toHaveFocus();

    dialog = await openSaveDialog(user);
    // A fresh form: the summary name again, no error left over.
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Arad');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it("shows the server's name refusal under the name and the limit in the dialog, in English", async () => {
    let reply: Reply = fieldRefused('name', NOTIFICATION_MESSAGES.savedSearchDuplicate);
    const { user } = renderCastings('/castings?location=Arad', { create: () => reply });
    const dialog = await openSaveDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/You already have a saved search with this name/),
    );
    expect(name).toHaveFocus();
    // The refusal is announced once, by the name it belongs to: no toast says it again.
    expect(toastTitles()).toEqual([]);

    reply = limitReached();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can keep at most 20 saved searches. Delete one to save another.',
    );
    expect(toastTitles()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Save search' })).toBeInTheDocument();
  });

  it('says the same in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    let reply: Reply = fieldRefused('name', NOTIFICATION_MESSAGES.savedSearchDuplicate);
    const { user } = renderCastings('/castings?location=Bucuresti&minRemuneration=500', {
      create: () => reply,
    });
    await user.click(screen.getByRole('button', { name: 'Salvează căutarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvează căutarea' });
    const name = within(dialog).getByLabelText('Nume');
    expect(plain((name as HTMLInputElement).value)).toBe('Bucuresti · de la 500 RON');
    expect(within(dialog).getByLabelText('Anunță-mă când apar castinguri noi')).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Ai deja o căutare salvată cu acest nume/));
    // Said once, where it is to be fixed: no toast repeats it.
    expect(toastTitles()).toEqual([]);

    reply = limitReached();
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Poți păstra cel mult 20 de căutări salvate. Șterge una ca să salvezi alta.',
    );

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await within(dialog).findByText('Dă un nume căutării')).toBeInTheDocument();
  });

  it('says the save failed when the server gives no reason', async () => {
    const { user } = renderCastings('/castings?location=Arad', {
      create: () => ({ status: 503, body: 'down' }),
    });
    const dialog = await openSaveDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save the search');
    expect(toastTitles()).toEqual([]);
  });
});

const notFoundBody = {
  statusCode: 404,
  code: 'NOT_FOUND',
  message: NOTIFICATION_MESSAGES.savedSearchNotFound,
};

function limitReached(): Reply {
  return {
    status: 409,
    body: { statusCode: 409, code: 'CONFLICT', message: NOTIFICATION_MESSAGES.savedSearchLimit },
  };
}

describe('My saved searches', () => {
  it('lists each search with its filters in words and its alerts, loaded when opened', async () => {
    const { user, calls } = renderCastings();
    expect(calls('GET')).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'My saved searches' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'My saved searches' });
    const items = await within(panel).findAllByTestId('saved-search');
    expect(
      items.map((item) => [
        within(item).getByTestId('saved-search-name').textContent,
        plain(within(item).getByTestId('saved-search-filters').textContent),
      ]),
    ).toEqual([
      ['Cluj, bine plătite', 'Location: Cluj-Napoca · Min: RON 500'],
      ['Figuranți', 'Search: figuranți'],
    ]);
    expect(within(panel).getByRole('checkbox', { name: 'Alerts for Cluj, bine plătite' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Alerts for Figuranți' })).not.toBeChecked();

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'My saved searches' })).not.toBeInTheDocument();
  });

  it('opens a search: the castings page shows its filters, and the list folds away', async () => {
    const { user, api } = renderCastings();
    await user.click(screen.getByRole('button', { name: 'My saved searches' }));
    await user.click(await screen.findByRole('link', { name: 'Open Cluj, bine plătite' }));

    expect(currentSearch()).toHaveTextContent(/^\?location=Cluj-Napoca&minRemuneration=500$/);
    expect(screen.getByLabelText('Location')).toHaveValue('Cluj-Napoca');
    expect(screen.getByLabelText('Minimum remuneration (RON)')).toHaveValue(500);
    const toggle = screen.getByRole('button', { name: 'My saved searches' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await waitFor(() =>
      expect(
        Object.fromEntries(api.calls.filter((call) => call.path === '/castings').at(-1)?.search ?? []),
      ).toMatchObject({
        location: 'Cluj-Napoca',
        minRemuneration: '500',
        page: '1',
      }),
    );

    await user.click(toggle);
    await user.click(await screen.findByRole('link', { name: 'Open Figuranți' }));
    expect(currentSearch()).toHaveTextContent(/^\?q=figuran%C8%9Bi$/);
    expect(screen.getByRole('searchbox', { name: 'Search castings' })).toHaveValue('figuranți');
  });

  it('deletes a search only after asking, and keeps focus in the list', async () => {
    const { user, calls } = renderCastings();
    await user.click(screen.getByRole('button', { name: 'My saved searches' }));
    const remove = await screen.findByRole('button', { name: 'Delete Cluj, bine plătite' });

    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete the saved search “Cluj, bine plătite”?' });
    expect(dialog).toHaveTextContent('You will no longer get alerts for it. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE')).toHaveLength(0);
    expect(remove).toHaveFocus();

    await user.click(remove);
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Saved search deleted: Cluj, bine plătite', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(calls('DELETE').map((call) => call.path)).toEqual([`/saved-searches/${clujSearch.id}`]);
    await waitFor(() => expect(screen.getAllByTestId('saved-search')).toHaveLength(1));
    expect(screen.queryByText('Cluj, bine plătite')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My saved searches' })).toHaveFocus();
  });

  it('turns alerts off and on, and puts the switch back when the server refuses', async () => {
    let refuse = false;
    const { user, calls } = renderCastings('/castings', {
      patch: () => (refuse ? { status: 404, body: notFoundBody } : undefined),
    });
    await user.click(screen.getByRole('button', { name: 'My saved searches' }));
    const alerts = await screen.findByRole('checkbox', { name: 'Alerts for Cluj, bine plătite' });

    await user.click(alerts);
    await waitFor(() => expect(alerts).not.toBeChecked());
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0]).toMatchObject({
      path: `/saved-searches/${clujSearch.id}`,
      body: { alerts: false },
    });

    refuse = true;
    await user.click(alerts);
    expect(
      await screen.findByText('Saved search not found', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(calls('PATCH').at(-1)?.body).toEqual({ alerts: true });
    await waitFor(() => expect(alerts).not.toBeChecked());
  });

  it('says when there is nothing saved yet, in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderCastings('/castings', { searches: [] });
    await user.click(screen.getByRole('button', { name: 'Căutările mele salvate' }));
    expect(await screen.findByTestId('saved-searches-empty')).toHaveTextContent(
      'Nu ai căutări salvate deocamdată',
    );
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /castings': () => ({ body: page([]) }),
      'GET /saved-searches': () => (fail ? { status: 500, body: 'oops' } : { body: { data: [clujSearch] } }),
    });
    const { user } = renderWithApp(<CastingsPage />, { route: '/castings', queryClient: testQueryClient() });
    await user.click(screen.getByRole('button', { name: 'My saved searches' }));
    expect(await screen.findByTestId('saved-searches-error')).toHaveTextContent(
      'Failed to load saved searches',
    );
    // The toast library loads on the first toast (DESIGN §5), so the toast follows the inline message.
    expect(
      await screen.findByText('Failed to load saved searches', { selector: '[data-title]' }),
    ).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open Cluj, bine plătite' })).toBeInTheDocument();
  });
});
