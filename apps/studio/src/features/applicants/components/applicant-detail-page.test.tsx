import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import { applicantPage, CASTING_ID, testApplicant, testCastingBody, testDetail } from '../test-fixtures';

const LIST = `GET /studio/castings/${CASTING_ID}/applications`;
const CASTING = `GET /studio/castings/${CASTING_ID}`;
const path = () => screen.getByTestId('current-path').textContent ?? '';

/** Three applicants in the list; app-2 is open, with the list's query carried in its URL. */
function setup(detail = testDetail(), extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [CASTING]: () => ({ body: testCastingBody }),
    [LIST]: () => ({ body: applicantPage([testApplicant(1), testApplicant(2), testApplicant(3)]) }),
    'GET /studio/applications/app-2': () => ({ body: { data: detail } }),
    ...extra,
  });
  const rendered = renderApp(
    `/castings/${CASTING_ID}/applicants/app-2?city=Cluj-Napoca&sort=name&order=asc`,
    signedInSession(),
  );
  return { api, ...rendered };
}

describe('one applicant', () => {
  it('shows the whole profile on one screen and refreshes the list it came from', async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1), testApplicant(2), testApplicant(3)]) }),
      'GET /studio/applications/app-2': () => ({ body: { data: testDetail() } }),
    });
    const { user } = renderApp(`/castings/${CASTING_ID}/applicants?sort=name`, signedInSession());
    await user.click(await screen.findByRole('link', { name: 'Ana2 Zamfir2' }));

    expect(await screen.findByTestId('applicant-name')).toHaveTextContent('Ana2 Zamfir2');
    expect(path()).toBe(`/castings/${CASTING_ID}/applicants/app-2?sort=name`);
    for (const text of ['168 cm', '55 kg', 'Shoe size', '38', 'English (Advanced)', 'Juggling', 'B · 2015'])
      expect(screen.getByTestId('applicant-detail')).toHaveTextContent(text);
    expect(screen.getByTestId('applicant-message')).toHaveTextContent('I would love to play this part.');
    expect(screen.getByTestId('status-history')).toHaveTextContent('Moved by Dana Director');
    expect(screen.getByTestId('video-list').querySelector('video')).toHaveAttribute(
      'poster',
      '/media/v1.jpg',
    );
    expect(await screen.findByTestId('applicant-position')).toHaveTextContent('2 of 3');
    // Opening moved it PENDING → REVIEWED on the server: the list it came from is asked again.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/applications')).length).toBe(2),
    );
  });

  it('offers only the moves allowed from the current status', async () => {
    setup(testDetail({ status: 'SHORTLISTED' }));
    const actions = await screen.findByTestId('status-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['AcceptA', 'RejectR']);
  });

  it('says a decision is final', async () => {
    setup(testDetail({ status: 'REJECTED' }));
    expect(await screen.findByTestId('status-final')).toBeInTheDocument();
  });

  it('shortlists with S and a message to the talent', async () => {
    const { api, user } = setup(testDetail(), {
      'PATCH /applications/app-2/status': () => ({ body: { data: {} } }),
    });
    await screen.findByTestId('applicant-name');
    await user.keyboard('s');
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist Ana2 Zamfir2' });
    const message = within(dialog).getByLabelText('Message to the talent (optional)');
    expect(message).toHaveFocus();
    // Typed in the dialog, S is text, not a shortcut.
    await user.type(message, 'See you on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist' }));

    expect(await screen.findByText('Shortlisted')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'SHORTLISTED',
      message: 'See you on Monday',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('translates a refused move', async () => {
    const { user } = setup(testDetail(), {
      'PATCH /applications/app-2/status': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'TRANSITION_NOT_ALLOWED',
          message: 'This status change is not allowed',
          fields: { status: 'REJECTED → ACCEPTED is not allowed: from REJECTED that status is final' },
        },
      }),
    });
    await screen.findByTestId('applicant-name');
    await user.keyboard('a');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('already Rejected, a final decision')).toBeInTheDocument();
  });

  it('walks the list with J and K, keeping its query, and goes back with Escape', async () => {
    const { user } = setup();
    await screen.findByTestId('applicant-position');
    await user.keyboard('j');
    await waitFor(() =>
      expect(path()).toBe(`/castings/${CASTING_ID}/applicants/app-3?city=Cluj-Napoca&sort=name&order=asc`),
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(path()).toContain('/applicants/app-2?'));
    await user.keyboard('k');
    await waitFor(() => expect(path()).toContain('/applicants/app-1?'));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(path()).toBe(`/castings/${CASTING_ID}/applicants?city=Cluj-Napoca&sort=name&order=asc`),
    );
  });

  it('ignores shortcuts while typing the note, which N focuses and Save keeps', async () => {
    const { api, user } = setup(testDetail(), {
      'PUT /studio/applications/app-2/note': ({ body }) => ({
        body: { data: { note: (body as { text: string }).text } },
      }),
    });
    await screen.findByTestId('applicant-name');
    await user.keyboard('n');
    const note = screen.getByLabelText('Note');
    expect(note).toHaveFocus();
    await user.type(note, 'Strong for the lead; jaunty');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(path()).toContain('/applicants/app-2');
    expect(screen.getByTestId('note-state')).toHaveTextContent('Unsaved changes');

    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByTestId('note-state')).toHaveTextContent('Saved'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      text: 'Strong for the lead; jaunty',
    });
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
  });

  it('opens the photos in a lightbox: arrows page, Escape closes and focus returns', async () => {
    const { user } = setup();
    await screen.findByTestId('applicant-name');
    const thumbnail = screen.getByRole('button', { name: 'Open photo 1 of 2' });
    await user.click(thumbnail);
    const lightbox = await screen.findByTestId('lightbox');
    expect(within(lightbox).getByTestId('lightbox-image')).toHaveAttribute('src', '/media/d1.jpg');
    expect(within(lightbox).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByTestId('lightbox-image')).toHaveAttribute('src', '/media/d2.jpg');
    expect(within(lightbox).getByTestId('lightbox-position')).toHaveTextContent('2 / 2');
    // Tab stays inside the lightbox.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(lightbox).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('lightbox')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
    // The Escape closed the lightbox only: still on the applicant.
    expect(path()).toContain('/applicants/app-2');
  });

  it('shows a minor with the guardian as contact and no surname', async () => {
    const detail = testDetail({
      isMinor: true,
      guardian: { name: 'Gabriela Pop', email: 'gabriela@example.com', phone: '+40721000000' },
    });
    setup({ ...detail, talent: { ...detail.talent, firstName: 'Luca', lastName: null, age: 9 } });
    expect(await screen.findByTestId('applicant-name')).toHaveTextContent(/^Luca$/);
    const contact = screen.getByTestId('guardian-contact');
    expect(contact).toHaveTextContent('Minor');
    expect(contact).toHaveTextContent('Gabriela Pop');
    expect(within(contact).getByRole('link', { name: 'gabriela@example.com' })).toHaveAttribute(
      'href',
      'mailto:gabriela@example.com',
    );
  });

  it('keeps walking the list as it was opened, even when a move takes the applicant out of its filter', async () => {
    let moved = false;
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      // Once app-2 is shortlisted, the PENDING list no longer holds it.
      [LIST]: () => ({
        body: applicantPage(
          moved ? [testApplicant(1), testApplicant(3)] : [1, 2, 3].map((n) => testApplicant(n)),
        ),
      }),
      'GET /studio/applications/app-2': () => ({ body: { data: testDetail() } }),
      'GET /studio/applications/app-3': () => ({ body: { data: testDetail({ id: 'app-3' }) } }),
      'PATCH /applications/app-2/status': () => {
        moved = true;
        return { body: { data: {} } };
      },
    });
    const { user } = renderApp(`/castings/${CASTING_ID}/applicants/app-2?status=PENDING`, signedInSession());
    await screen.findByTestId('applicant-position');
    await user.keyboard('s');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Shortlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('j');
    await waitFor(() => expect(path()).toBe(`/castings/${CASTING_ID}/applicants/app-3?status=PENDING`));
    expect(await screen.findByTestId('applicant-position')).toHaveTextContent('3 of 3');
    await user.keyboard('k');
    await waitFor(() => expect(path()).toBe(`/castings/${CASTING_ID}/applicants/app-2?status=PENDING`));
  });
});
