import { DIRECTORY_MESSAGES } from '@talent/contract/directory';
import { changeLanguage } from '@talent/ui/i18n';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';
import { sendInvitations } from '../invite-steps';
import {
  publishedCasting,
  talentPage,
  testCard,
  testList,
  testListDetail,
  verifiedClient,
} from '../test-fixtures';

const SEARCH = 'GET /studio/talents';
const searches = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path === '/studio/talents');
const path = () => screen.getByTestId('current-path').textContent ?? '';
// Many fields typed, or three screens in turn: on two shared cores this takes longer than 5 s.
const LONG = 20_000;
const open = (query = '') => renderApp(`/talents${query}`, signedInSession(verifiedClient()));

describe('the talent directory', () => {
  it('is in the menu of a verified client, and not of one still waiting: their address leads home', async () => {
    stubApi({ [SEARCH]: () => ({ body: talentPage([]) }) });
    open();
    const nav = await screen.findByRole('navigation', { name: /main/i });
    expect(within(nav).getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/talents');
    expect(within(nav).getByRole('link', { name: 'Talent lists' })).toHaveAttribute('href', '/lists');
  });

  it('sends an unverified client home from its address and shows no menu entry', async () => {
    stubApi({});
    renderApp('/talents', signedInSession(testStaff()));
    await waitFor(() => expect(path()).toBe('/'));
    expect(screen.queryByRole('link', { name: 'Find talent' })).not.toBeInTheDocument();
  });

  it('shows cards with photo, first name, age, city, height and categories; never a surname', async () => {
    stubApi({
      [SEARCH]: () => ({ body: talentPage([testCard(1), testCard(2, { isMinor: true, lastName: null })]) }),
    });
    open();
    const cards = await screen.findAllByTestId('talent-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Ioana1' })).toHaveAttribute('href', '/talents/profile-1');
    for (const text of ['25 years', 'Cluj-Napoca', '170 cm', 'Actor, Dancer', 'Has video'])
      expect(cards[0]).toHaveTextContent(text);
    expect(cards[0]).not.toHaveTextContent('Secret1');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/media/p1-thumb.webp');
    expect(cards[1]).toHaveTextContent('Minor');
    expect(screen.getByText(/2 talents found/)).toBeInTheDocument();
  });

  it(
    'writes every filter to the URL and asks the API for them; a reload opens the same search',
    async () => {
      const api = stubApi({ [SEARCH]: () => ({ body: talentPage([testCard(1)], { total: 60 }) }) });
      const { user, unmount } = open('?page=2');
      await screen.findAllByTestId('talent-card');
      await user.click(screen.getByRole('button', { name: 'More filters' }));
      await user.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
      await user.selectOptions(screen.getByLabelText('City'), 'Cluj-Napoca');
      await user.type(screen.getByLabelText('Age from'), '18');
      await user.type(screen.getByLabelText('Age to'), '30');
      await user.type(screen.getByLabelText('Language'), 'English');
      await user.selectOptions(screen.getByLabelText('Language level at least'), 'ADVANCED');
      await user.selectOptions(screen.getByLabelText('Skill'), 'NAMED');
      await user.type(screen.getByLabelText('Skill name'), 'chitară');
      await user.click(screen.getByLabelText('Only with a video'));
      await user.type(screen.getByLabelText('Search by name or skill'), 'ioana{Enter}');

      const expected =
        'q=ioana&gender=FEMALE&ageMin=18&ageMax=30&city=Cluj-Napoca&language=English&languageLevel=ADVANCED&skill=chitar%C4%83&hasVideo=true';
      await waitFor(() => expect(path()).toBe(`/talents?${expected}`));
      await waitFor(() => expect(searches(api).at(-1)?.search.get('q')).toBe('ioana'));
      expect(Object.fromEntries(searches(api).at(-1)!.search)).toEqual({
        ...Object.fromEntries(new URLSearchParams(expected)),
        pageSize: '24',
      });

      // The link, opened again (a reload, a colleague): the same filters are in the form and the request.
      unmount();
      const again = stubApi({ [SEARCH]: () => ({ body: talentPage([testCard(1)]) }) });
      open(`?${expected}&sort=name&page=2`);
      await screen.findAllByTestId('talent-card');
      expect(Object.fromEntries(searches(again)[0]!.search)).toMatchObject({
        city: 'Cluj-Napoca',
        sort: 'name',
        page: '2',
      });
      expect(screen.getByLabelText('City')).toHaveValue('Cluj-Napoca');
      expect(screen.getByLabelText('Skill name')).toHaveValue('chitară');
      expect(screen.getByLabelText('Only with a video')).toBeChecked();
      expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    },
    LONG,
  );

  it(
    'checks the ranges by the contract before searching',
    async () => {
      const api = stubApi({ [SEARCH]: () => ({ body: talentPage([testCard(1)]) }) });
      const { user } = open();
      await screen.findAllByTestId('talent-card');
      await user.click(screen.getByRole('button', { name: 'More filters' }));
      await user.type(screen.getByLabelText('Height from (cm)'), '190');
      await user.type(screen.getByLabelText('Height to (cm)'), '150');
      await user.click(screen.getByRole('button', { name: 'Apply filters' }));
      expect(
        await screen.findByText('The minimum height cannot be greater than the maximum height'),
      ).toBeInTheDocument();
      expect(searches(api)).toHaveLength(1);
      expect(path()).toBe('/talents');
    },
    LONG,
  );

  it('sorts and pages through the URL', async () => {
    const api = stubApi({ [SEARCH]: () => ({ body: talentPage([testCard(1)], { total: 60 }) }) });
    const { user } = open();
    await screen.findAllByTestId('talent-card');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'recent');
    await waitFor(() => expect(path()).toBe('/talents?sort=recent'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(path()).toBe('/talents?sort=recent&page=2'));
    await waitFor(() => expect(searches(api).at(-1)?.search.get('page')).toBe('2'));
  });

  it('says which value of a link the server refused, in the active language, and starts again', async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({ [SEARCH]: () => fieldRefused('city', DIRECTORY_MESSAGES.city) });
    const { user } = open('?city=Paris');
    const refused = await screen.findByTestId('directory-refused');
    expect(refused).toHaveTextContent('Căutarea are o valoare pe care catalogul nu o acceptă');
    await waitFor(() =>
      expect(refused).toHaveTextContent('Oraș: Orașul trebuie să fie unul dintre cele 21 din listă'),
    );
    await user.click(within(refused).getByRole('button', { name: 'Începe o căutare nouă' }));
    await waitFor(() => expect(path()).toBe('/talents'));
  });

  it(
    'has an empty state, a page past the end and a load error with retry',
    async () => {
      let answer: () => { status?: number; body: unknown } = () => ({ body: talentPage([]) });
      stubApi({ [SEARCH]: () => answer() });
      const { user, unmount } = open('?gender=MALE');
      // The first screen of a file waits for its lazily loaded route.
      expect(await screen.findByTestId('directory-empty', {}, { timeout: 15_000 })).toHaveTextContent(
        'No talents match',
      );
      unmount();

      answer = () => ({ body: talentPage([], { page: 9, total: 30 }) });
      const past = open('?page=9');
      expect(await screen.findByTestId('directory-past-end')).toHaveTextContent('Page 9 has no talents');
      await past.user.click(screen.getByRole('button', { name: 'Go to the first page' }));
      await waitFor(() => expect(path()).toBe('/talents'));
      past.unmount();

      answer = () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' } });
      // Another search than the pages before (their answers are cached).
      open('?category=MODEL');
      expect(await screen.findByTestId('directory-error')).toHaveTextContent(
        'The talents could not be loaded',
      );
      answer = () => ({ body: talentPage([testCard(1)]) });
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findAllByTestId('talent-card')).toHaveLength(1);
    },
    LONG,
  );

  it(
    'ticks talents, all of a page or one by one, and adds them to a list',
    async () => {
      const api = stubApi({
        [SEARCH]: () => ({ body: talentPage([testCard(1), testCard(2)]) }),
        'GET /studio/talent-lists': () => ({ body: { data: [testList()] } }),
        'PUT /studio/talent-lists/list-1/members/profile-1': () => ({ body: { data: testListDetail() } }),
        'PUT /studio/talent-lists/list-1/members/profile-2': () => ({ body: { data: testListDetail() } }),
      });
      const { user } = open();
      await screen.findAllByTestId('talent-card');
      await user.click(screen.getByLabelText('Select all on this page'));
      expect(screen.getByTestId('selection-count')).toHaveTextContent('2 selected');
      await user.click(screen.getByRole('checkbox', { name: 'Select Ioana2' }));
      expect(screen.getByTestId('selection-count')).toHaveTextContent('1 selected');
      await user.click(screen.getByRole('checkbox', { name: 'Select Ioana2' }));

      await user.click(screen.getByTestId('selection-add-to-list'));
      const dialog = await screen.findByTestId('add-to-list-dialog');
      expect(dialog).toHaveTextContent('Add 2 talents to a list');
      await user.click(await within(dialog).findByRole('button', { name: /Blonde dancers, Cluj/ }));
      expect(await screen.findByText('2 added to “Blonde dancers, Cluj”')).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
        '/studio/talent-lists/list-1/members/profile-1',
        '/studio/talent-lists/list-1/members/profile-2',
      ]);
      expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument();
      // The bar's button went with the selection: focus goes to how many were found, not the body.
      expect(screen.getByTestId('directory-found')).toHaveFocus();
    },
    LONG,
  );

  it(
    'moves focus to how many were found once the filters are applied from the keyboard',
    async () => {
      stubApi({ [SEARCH]: () => ({ body: talentPage([testCard(1)]) }) });
      const { user } = open();
      await screen.findAllByTestId('talent-card');
      await user.click(screen.getByRole('button', { name: 'More filters' }));
      await user.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
      screen.getByRole('button', { name: 'Apply filters' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(path()).toBe('/talents?gender=FEMALE'));
      const found = screen.getByTestId('directory-found');
      expect(found).toHaveFocus();
      expect(found).toHaveAttribute('aria-live', 'polite');
      expect(found).toHaveTextContent('1 talent found');
    },
    LONG,
  );

  it(
    'invites the ticked talents; focus returns to the bar on cancel, to the count once sent',
    async () => {
      stubApi({
        [SEARCH]: () => ({ body: talentPage([testCard(1), testCard(2)]) }),
        'GET /studio/castings': () => ({
          body: { data: [publishedCasting('casting-9', 'Summer commercial')], meta: {} },
        }),
        'POST /studio/castings/casting-9/invitations': () => ({
          status: 201,
          body: { data: { invited: ['profile-1', 'profile-2'], alreadyInvited: [] } },
        }),
      });
      const { user } = open();
      await screen.findAllByTestId('talent-card');
      await user.click(screen.getByLabelText('Select all on this page'));
      await user.click(screen.getByTestId('selection-invite'));
      await user.click(
        within(await screen.findByTestId('invite-dialog')).getByRole('button', { name: 'Cancel' }),
      );
      expect(screen.getByTestId('selection-invite')).toHaveFocus();

      await user.click(screen.getByTestId('selection-invite'));
      await sendInvitations(user, 'casting-9', 'Come to the casting.');
      expect(await screen.findByText('2 talents invited')).toBeInTheDocument();
      expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument();
      expect(screen.getByTestId('directory-found')).toHaveFocus();
    },
    LONG,
  );
});
