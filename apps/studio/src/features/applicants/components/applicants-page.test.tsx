import { SELF_TAPE_MESSAGES } from '@talent/contract/self-tapes';
import { stubApi } from '@talent/ui/test/api-stub';
import { fillFields } from '@talent/ui/test/fill-fields';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import { applicantPage, CASTING_ID, testApplicant, testCastingBody, testMinor } from '../test-fixtures';

const LIST = `GET /studio/castings/${CASTING_ID}/applications`;
const CASTING = `GET /studio/castings/${CASTING_ID}`;
const open = (query = '') => renderApp(`/castings/${CASTING_ID}/applicants${query}`, signedInSession());
const listCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path.endsWith('/applications'));
const path = () => screen.getByTestId('current-path').textContent ?? '';
/** The casting and a list of one applicant, plus any other routes the test needs. */
const stubOneApplicant = (routes: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [CASTING]: () => ({ body: testCastingBody }),
    [LIST]: () => ({ body: applicantPage([testApplicant(1)]) }),
    ...routes,
  });

describe('the applicants of a casting', () => {
  it('shows cards with photo, name, age, city, height, categories, status and date; a minor never with a surname', async () => {
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1), testMinor(2)]) }),
    });
    open();

    const cards = await screen.findAllByTestId('applicant-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Ana1 Zamfir1' })).toHaveAttribute(
      'href',
      `/castings/${CASTING_ID}/applicants/app-1`,
    );
    for (const text of ['21 years', 'Cluj-Napoca', '165 cm', 'Actor, Model', 'Pending', '2 May 2025'])
      expect(cards[0]).toHaveTextContent(text);
    expect(cards[1]).toHaveTextContent('Luca');
    expect(cards[1]).toHaveTextContent('Minor');
    expect(cards[1]).toHaveTextContent('Contact: Gabriela Secretescu (guardian)');
    expect(cards[1]).not.toHaveTextContent('Zamfir');
    expect(await screen.findByText(/Summer commercial/)).toBeInTheDocument();
  });

  it('switches to a table with the same columns, kept in the URL', async () => {
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1), testMinor(2)]) }),
    });
    const { user } = open();
    await screen.findAllByTestId('applicant-card');
    await user.click(screen.getByRole('button', { name: 'Table' }));

    const table = await screen.findByTestId('applicant-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Select',
      'Photo',
      'Name',
      'Age',
      'City',
      'Height',
      'Categories',
      'Status',
      'Applied',
    ]);
    expect(within(table).getAllByTestId('applicant-row')[1]).toHaveTextContent('Minor');
    expect(path()).toBe(`/castings/${CASTING_ID}/applicants?view=table`);
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('counts each status and filters by it', async () => {
    const api = stubOneApplicant();
    const { user } = open();
    await screen.findAllByTestId('applicant-card');
    expect(screen.getByTestId('status-chip-ALL')).toHaveTextContent('All10');
    expect(screen.getByTestId('status-chip-REJECTED')).toHaveTextContent('Rejected4');
    await user.click(screen.getByTestId('status-chip-SHORTLISTED'));

    expect(path()).toBe(`/castings/${CASTING_ID}/applicants?status=SHORTLISTED`);
    await waitFor(() => expect(listCalls(api).at(-1)?.search.get('status')).toBe('SHORTLISTED'));
    expect(screen.getByTestId('status-chip-SHORTLISTED')).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes the filters and the sort to the URL and asks the API for them', async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1)], { total: 60, page: 1 }) }),
    });
    const { user } = open('?page=2');
    await screen.findAllByTestId('applicant-card');
    await fillFields(user, {
      'Age from': '18',
      'Age to': '30',
      City: 'Cluj-Napoca',
      Category: 'ACTOR',
      Gender: 'FEMALE',
      'Search by name': 'ana{Enter}',
    });

    // Applied once the contract's rules (fetched on the form's first focus) have checked the values.
    await waitFor(() =>
      expect(path()).toBe(
        `/castings/${CASTING_ID}/applicants?gender=FEMALE&ageMin=18&ageMax=30&city=Cluj-Napoca&category=ACTOR&q=ana`,
      ),
    );
    await waitFor(() => expect(listCalls(api).at(-1)?.search.get('q')).toBe('ana'));
    const search = listCalls(api).at(-1)!.search;
    expect(Object.fromEntries(search)).toMatchObject({
      gender: 'FEMALE',
      ageMin: '18',
      ageMax: '30',
      city: 'Cluj-Napoca',
      category: 'ACTOR',
      page: '1',
      sort: 'appliedAt',
      order: 'desc',
    });

    await fillFields(user, { 'Sort by': 'name', Order: 'asc' });
    expect(path()).toContain('sort=name&order=asc');
    await waitFor(() => expect(listCalls(api).at(-1)?.search.get('order')).toBe('asc'));
  });

  it('reads the filters back from a shared link', async () => {
    const api = stubOneApplicant();
    open('?heightMin=160&heightMax=180&q=zam&sort=age&order=asc&page=3');
    await screen.findAllByTestId('applicant-card');
    expect(screen.getByLabelText('Height from (cm)')).toHaveValue(160);
    expect(screen.getByLabelText('Height to (cm)')).toHaveValue(180);
    expect(screen.getByLabelText('Search by name')).toHaveValue('zam');
    expect(screen.getByLabelText('Sort by')).toHaveValue('age');
    expect(Object.fromEntries(listCalls(api)[0]!.search)).toMatchObject({
      heightMin: '160',
      heightMax: '180',
      q: 'zam',
      sort: 'age',
      order: 'asc',
      page: '3',
    });
  });

  it('refuses a range the wrong way round with the contract message, sending nothing', async () => {
    const api = stubOneApplicant();
    const { user } = open();
    await screen.findAllByTestId('applicant-card');
    await fillFields(user, { 'Age from': '40', 'Age to': '20' });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('The minimum age cannot be greater than the maximum age'),
    ).toBeInTheDocument();
    expect(listCalls(api)).toHaveLength(1);
  });

  it('says when no applicant matches, and when the list cannot load', async () => {
    let failing = false;
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () =>
        failing
          ? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Casting not found' } }
          : { body: applicantPage([]) },
    });
    const first = open('?city=Arad');
    expect(await screen.findByTestId('applicants-empty')).toHaveTextContent('No applicants match');
    first.unmount();
    failing = true;
    open('?city=Iasi');
    expect(await screen.findByTestId('applicants-error')).toHaveTextContent(
      'The applicants could not be loaded',
    );
  });

  it('says a page past the end is empty and leads back to the first page', async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: ({ search }) =>
        search.get('page') === '2'
          ? { body: applicantPage([], { page: 2, total: 17 }) }
          : { body: applicantPage([testApplicant(1)], { total: 17 }) },
    });
    const { user } = open('?page=2');
    const pastEnd = await screen.findByTestId('applicants-page-past-end');
    expect(pastEnd).toHaveTextContent('Page 2 has no applicants any more');
    expect(pastEnd).toHaveTextContent('The list has 17 applicants, on the pages before.');
    expect(screen.queryByTestId('applicants-empty')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findAllByTestId('applicant-card')).toHaveLength(1);
    expect(listCalls(api).at(-1)?.search.get('page')).toBe('1');
  });

  it('moves the selected applicants after a confirmation that says how many, and lists the refused ones', async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({
        body: applicantPage([testApplicant(1), testApplicant(2, { status: 'ACCEPTED' }), testApplicant(3)]),
      }),
      'POST /studio/applications/bulk-status': () => ({
        body: {
          data: {
            moved: ['app-1'],
            refused: [
              {
                id: 'app-2',
                message: 'ACCEPTED → REJECTED is not allowed: from ACCEPTED that status is final',
              },
            ],
          },
        },
      }),
    });
    const { user } = open();
    await screen.findAllByTestId('applicant-card');
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana1 Zamfir1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana2 Zamfir2' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('2 selected');
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applicants?' });
    expect(within(dialog).getByTestId('move-count')).toHaveTextContent(
      '2 selected applicants will be rejected',
    );
    await user.type(
      within(dialog).getByLabelText('Message to the talent (optional)'),
      'Thank you for applying',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject (2)' }));

    const refused = await screen.findByTestId('bulk-refused');
    expect(refused).toHaveTextContent('Moved: 1. 1 applicant could not be moved:');
    expect(refused).toHaveTextContent('Ana2 Zamfir2: already Accepted, a final decision');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      ids: ['app-1', 'app-2'],
      status: 'REJECTED',
      message: 'Thank you for applying',
    });
    expect(await screen.findByText('1 applicant rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
  });

  it('asks the selected applicants for a self-tape, one request each, and sums up who could not be asked', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({
        body: applicantPage([testApplicant(1), testApplicant(2, { status: 'REJECTED' }), testApplicant(3)]),
      }),
      'POST /studio/applications/app-1/self-tape-requests': () => ({ status: 201, body: { data: {} } }),
      'POST /studio/applications/app-2/self-tape-requests': () => ({
        status: 409,
        body: { statusCode: 409, code: 'APPLICATION_CLOSED', message: SELF_TAPE_MESSAGES.applicationClosed },
      }),
      // The last answer waits, so the dialog's progress can be seen.
      'POST /studio/applications/app-3/self-tape-requests': async () => {
        await held;
        return { status: 201, body: { data: {} } };
      },
    });
    const { user } = open();
    await screen.findAllByTestId('applicant-card');
    await user.click(screen.getByLabelText('Select all on this page'));
    await user.click(
      within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Request self-tape' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Request a self-tape from 3 applicants' });
    await user.click(within(dialog).getByRole('button', { name: 'Send (3)' }));
    expect(await within(dialog).findByText('Write what the talent should film.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Instructions'), 'Introduce yourself in 30 seconds');
    await user.click(within(dialog).getByRole('button', { name: 'Send (3)' }));

    expect(await within(dialog).findByText('2 of 3 answered…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Requests on their way cannot be called back: Escape waits for them.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    release();

    const summary = await screen.findByTestId('bulk-self-tape-summary');
    expect(summary).toHaveTextContent('2 self-tape requests sent.');
    expect(summary).toHaveTextContent('1 applicant could not be asked:');
    expect(summary).toHaveTextContent(
      'Ana2 Zamfir2: The application was rejected; no more recordings can be requested.',
    );
    // The dialog hands focus over in its effect's cleanup, which React runs after the summary is drawn.
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(
      [1, 2, 3].map((n) => `/studio/applications/app-${n}/self-tape-requests`),
    );
    for (const post of posts)
      expect(post.body).toEqual({
        instructions: 'Introduce yourself in 30 seconds',
        deadline: expect.stringMatching(/T18:00:00\+1[23]:00$/),
      });
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('bulk-self-tape-summary')).not.toBeInTheDocument();
  });

  it('selects every applicant of the page at once, and cancels without moving anyone', async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1), testApplicant(2), testApplicant(3)]) }),
    });
    const { user } = open();
    await screen.findAllByTestId('applicant-card');
    await user.click(screen.getByLabelText('Select all on this page'));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('3 selected');
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByRole('dialog', { name: 'Shortlist 3 applicants?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByLabelText('Select all on this page'));
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
  });

  it('exports the current filter as CSV in the language of the screen', async () => {
    const api = stubOneApplicant({
      [`GET /studio/castings/${CASTING_ID}/applications.csv`]: () => ({ body: 'csv' }),
    });
    const createObjectURL = vi.fn(() => 'blob:applicants');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = open('?status=PENDING&city=Arad&page=2');
    await screen.findAllByTestId('applicant-card');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.calls.find((request) => request.path.endsWith('.csv'))!;
    expect(Object.fromEntries(call.search)).toEqual({
      status: 'PENDING',
      city: 'Arad',
      sort: 'appliedAt',
      order: 'desc',
      lang: 'en',
    });
    expect(createObjectURL).toHaveBeenCalled();
  });
});
