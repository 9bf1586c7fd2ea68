import { changeLanguage } from '@talent/ui/i18n';
import { type StubRequest, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, testCasting } from '@/test/fixtures';
import { renderWithApp, retype, testQueryClient } from '@/test/render';
import { CastingsPage } from './castings-page';

const clujCasting = testCasting({
  id: 'c-cluj',
  slug: 'reclama-cluj',
  title: 'Reclamă pentru o cafenea din Cluj',
  location: 'Cluj-Napoca',
});
const bucharestCasting = testCasting();

function History() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        history forward
      </button>
    </>
  );
}

/** The list answers from a tiny catalogue, filtered by location like the API; search by title. */
function renderCastings(route = '/castings', { totalPages = 1 } = {}) {
  const api = stubApi({
    'GET /castings': ({ search }: StubRequest) => {
      const location = search.get('location');
      const data = [bucharestCasting, clujCasting].filter((c) => !location || c.location === location);
      return { body: page(data, Number(search.get('page') ?? 1), totalPages) };
    },
    'GET /castings/search': ({ search }: StubRequest) => {
      const q = (search.get('q') ?? '').toLowerCase();
      return { body: page([bucharestCasting, clujCasting].filter((c) => c.title.toLowerCase().includes(q))) };
    },
  });
  const rendered = renderWithApp(
    <>
      <CastingsPage />
      <History />
    </>,
    { route, queryClient: testQueryClient() },
  );
  const lastRequest = () => api.calls.at(-1);
  return { ...rendered, api, lastRequest };
}

const search = () => screen.getByTestId('current-search');

describe('CastingsPage filters and the URL', () => {
  it('fills the form, the chips and the request from a shared link', async () => {
    const { lastRequest } = renderCastings(
      '/castings?location=Cluj-Napoca&minRemuneration=100&maxRemuneration=2000&page=2',
      {
        totalPages: 3,
      },
    );

    expect(await screen.findByRole('link', { name: clujCasting.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: bucharestCasting.title })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Cluj-Napoca');
    expect(screen.getByLabelText('Minimum remuneration (RON)')).toHaveValue(100);
    expect(screen.getByLabelText('Maximum remuneration (RON)')).toHaveValue(2000);

    const chips = screen.getByRole('list', { name: 'Active filters' });
    // Intl puts a no-break space between the currency and the amount.
    const chipTexts = within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent?.replace(/\s/g, ' '));
    expect(chipTexts).toEqual(['Location: Cluj-Napoca', 'Min: RON 100', 'Max: RON 2,000']);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    const request = lastRequest();
    expect(request?.path).toBe('/castings');
    expect(Object.fromEntries(request?.search ?? [])).toEqual({
      status: 'PUBLISHED',
      location: 'Cluj-Napoca',
      minRemuneration: '100',
      maxRemuneration: '2000',
      page: '2',
      pageSize: '12',
    });
  });

  it('writes a chosen location to the URL at once, back to the first page', async () => {
    const { user } = renderCastings('/castings?page=2', { totalPages: 2 });
    await screen.findByRole('link', { name: clujCasting.title });

    await user.selectOptions(screen.getByLabelText('Location'), 'Cluj-Napoca');

    expect(search()).toHaveTextContent(/^\?location=Cluj-Napoca$/);
    expect(await screen.findByTestId('filter-chip-location')).toHaveTextContent('Location: Cluj-Napoca');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: bucharestCasting.title })).not.toBeInTheDocument(),
    );
  });

  it('writes remuneration after typing settles, and never an invalid one', async () => {
    const { user } = renderCastings();
    await screen.findByRole('link', { name: clujCasting.title });
    const min = screen.getByLabelText('Minimum remuneration (RON)');
    const max = screen.getByLabelText('Maximum remuneration (RON)');

    await user.type(min, '-5');
    expect(await screen.findByText('Remuneration must be a number of 0 or more')).toBeInTheDocument();
    expect(min).toHaveAccessibleDescription('Remuneration must be a number of 0 or more');

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(search()).toHaveTextContent(/^$/);

    // Leaving a valid field writes it without waiting.
    await user.clear(min);
    await user.type(max, '100');
    await user.click(min);
    expect(search()).toHaveTextContent(/^\?maxRemuneration=100$/);

    await user.type(min, '500');
    expect(
      await screen.findByText('Minimum remuneration cannot be greater than maximum remuneration'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(search()).toHaveTextContent(/^\?maxRemuneration=100$/);

    await retype(user, max, '1000');
    await waitFor(() => expect(search()).toHaveTextContent('?minRemuneration=500&maxRemuneration=1000'));
    expect(screen.getByTestId('filter-chip-minRemuneration')).toHaveTextContent(/Min: RON\s500/);
  });

  it('removes one filter with its chip, and all of them with "Clear filters"', async () => {
    const { user } = renderCastings('/castings?location=Cluj-Napoca&minRemuneration=100');
    await screen.findByRole('link', { name: clujCasting.title });

    await user.click(screen.getByRole('button', { name: /^Remove filter Min: RON\s100$/ }));
    expect(search()).toHaveTextContent(/^\?location=Cluj-Napoca$/);
    expect(screen.getByLabelText('Minimum remuneration (RON)')).toHaveValue(null);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search()).toHaveTextContent(/^$/);
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(await screen.findByRole('link', { name: bucharestCasting.title })).toBeInTheDocument();
  });

  it('follows back and forward through the filters', async () => {
    const { user } = renderCastings();
    await screen.findByRole('link', { name: clujCasting.title });
    await user.selectOptions(screen.getByLabelText('Location'), 'Cluj-Napoca');
    await user.selectOptions(screen.getByLabelText('Location'), 'Bucuresti');
    expect(search()).toHaveTextContent('?location=Bucuresti');

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(search()).toHaveTextContent('?location=Cluj-Napoca');
    expect(screen.getByLabelText('Location')).toHaveValue('Cluj-Napoca');

    await user.click(screen.getByRole('button', { name: 'history forward' }));
    expect(screen.getByLabelText('Location')).toHaveValue('Bucuresti');
  });

  it('searches after 500 ms of quiet, sets the filters aside meanwhile, and falls back to the list when emptied', async () => {
    const { user, lastRequest } = renderCastings('/castings?location=Cluj-Napoca');
    await screen.findByRole('link', { name: clujCasting.title });

    await user.type(screen.getByRole('searchbox', { name: 'Search castings' }), 'figuranți');
    expect(screen.getByLabelText('Location')).toBeDisabled();
    expect(search()).not.toHaveTextContent('q=');
    await waitFor(() => expect(search()).toHaveTextContent('q=figuran'));
    expect(await screen.findByRole('link', { name: bucharestCasting.title })).toBeInTheDocument();
    expect(lastRequest()?.path).toBe('/castings/search');
    expect(lastRequest()?.search.get('q')).toBe('figuranți');
    expect(screen.getByTestId('filter-chip-q')).toHaveTextContent('Search: figuranți');

    await user.clear(screen.getByRole('searchbox'));
    expect(search()).toHaveTextContent(/^\?location=Cluj-Napoca$/);
    expect(screen.getByLabelText('Location')).toBeEnabled();
    await waitFor(() => expect(lastRequest()?.path).toBe('/castings'));
  });

  it('pages with Previous and Next, kept in the URL', async () => {
    const { user } = renderCastings('/castings', { totalPages: 3 });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search()).toHaveTextContent('?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('turns a shared link past the last page into the last page', async () => {
    renderCastings('/castings?location=Cluj-Napoca&page=9', { totalPages: 3 });
    await waitFor(() => expect(search()).toHaveTextContent(/^\?location=Cluj-Napoca&page=3$/));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches, and speaks Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({ 'GET /castings': () => ({ body: page([]) }) });
    const { user } = renderWithApp(<CastingsPage />, {
      route: '/castings?location=Arad',
      queryClient: testQueryClient(),
    });
    expect(
      await screen.findByRole('heading', { name: 'Niciun casting nu corespunde căutării sau filtrelor' }),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('castings-no-results')).getByRole('button', { name: 'Șterge filtrele' }),
    );
    expect(search()).toHaveTextContent(/^$/);
    expect(
      await screen.findByRole('heading', { name: 'Nu există castinguri disponibile acum' }),
    ).toBeInTheDocument();
  });

  it("toasts the server's message when the list fails, else 'Failed to load castings'", async () => {
    stubApi({ 'GET /castings': () => ({ status: 503, body: 'down' }) });
    renderWithApp(<CastingsPage />, { route: '/castings', queryClient: testQueryClient() });
    expect(
      await screen.findByText('Failed to load castings', { selector: '[data-title]' }),
    ).toBeInTheDocument();
  });
});
