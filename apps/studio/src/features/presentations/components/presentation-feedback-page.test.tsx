import { changeLanguage } from '@talent/ui/i18n';
import { notFound, stubApi } from '@talent/ui/test/api-stub';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import {
  DANA,
  feedbackOf,
  MIHAI,
  PRESENTATION_FEEDBACK,
  PRESENTATION_ID,
  presentationFeedbackAnswer,
  testPlay,
  testPresentation,
  testVote,
} from '../feedback-fixtures';

type Answer = ReturnType<Parameters<typeof stubApi>[0][string]>;

const open = (feedback: () => Answer) => {
  const api = stubApi({ [PRESENTATION_FEEDBACK]: feedback });
  return { api, ...renderApp(`/presentations/${PRESENTATION_ID}`, signedInSession()) };
};

/** Two talents: Ioana, whom Dana voted for and watched; Vlad, on whom Mihai said no. */
const TWO_TALENTS = presentationFeedbackAnswer({
  talents: [
    {
      ...feedbackOf(
        'app-1',
        [testVote(DANA, 'YES', { comment: 'Perfect for the mother' })],
        [testPlay(DANA)],
      ),
      firstName: 'Ioana',
      photoThumbnailUrl: '/media/ioana-thumb.jpg',
    },
    { ...feedbackOf('app-2', [testVote(MIHAI, 'NO')]), firstName: 'Vlad', photoThumbnailUrl: null },
  ],
});

const talentCards = () => screen.findAllByTestId('presented-talent', {}, { timeout: 15_000 });

// The studio's tests run in Pacific/Auckland (vitest.config.ts): the instants read as times there.
describe("a presentation's votes and views", () => {
  it("shows the link's state, its viewers, and per talent every viewer's vote, comment and watching", async () => {
    open(() => TWO_TALENTS);
    const [ioana, vlad] = await talentCards();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Picks for the agency');
    // The link's end as it was chosen, on Romania's clock (as the presentations page says it).
    expect(screen.getByTestId('presentation-summary')).toHaveTextContent(
      /^Active until 1 Dec 2037, 23:59 \(Romania time\)·With a password$/,
    );
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/castings/casting-1/presentations');
    expect(screen.getByText('New votes show here within seconds while this page is open.')).toBeVisible();

    const viewers = within(screen.getByRole('region', { name: 'Viewers' })).getAllByRole('listitem');
    expect(viewers.map((viewer) => viewer.textContent)).toEqual([
      expect.stringMatching(/^Dana ProducerFirst opened20 Nov 2026, 21:00Last seen20 Nov 2026, 22:30$/),
      expect.stringMatching(/^Mihai RegizorFirst opened22 Nov 2026, 01:00Last seen22 Nov 2026, 01:20$/),
    ]);

    const first = within(ioana!);
    expect(first.getByRole('heading', { name: 'Ioana' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Ioana' })).toHaveAttribute(
      'href',
      '/castings/casting-1/applicants/app-1',
    );
    expect(ioana!.querySelector('img')).toHaveAttribute('src', '/media/ioana-thumb.jpg');
    expect(first.getByText('1 viewer voted Yes')).toBeInTheDocument();
    // Every viewer of the link, in their order: who voted, and who did not yet.
    const ioanaViewers = first.getAllByTestId('viewer-feedback');
    expect(ioanaViewers).toHaveLength(2);
    expect(ioanaViewers[0]).toHaveTextContent('Dana Producer');
    expect(ioanaViewers[0]).not.toHaveTextContent('Picks for the agency');
    expect(within(ioanaViewers[0]!).getByTestId('viewer-vote')).toHaveTextContent('Yes');
    expect(ioanaViewers[0]).toHaveTextContent('Comment: Perfect for the mother');
    expect(ioanaViewers[0]).toHaveTextContent('Showreel · played 3 times · 2:05 in all');
    expect(ioanaViewers[1]).toHaveTextContent('Mihai RegizorNo vote yet');

    const second = within(vlad!);
    expect(second.getAllByTestId('viewer-vote').map((vote) => vote.textContent)).toEqual([
      'No vote yet',
      'No',
    ]);
  });

  it('shows a vote cast while the page is open, within seconds', async () => {
    let answer = presentationFeedbackAnswer({
      talents: [{ ...feedbackOf('app-1', []), firstName: 'Ioana', photoThumbnailUrl: null }],
    });
    const { api } = open(() => answer);
    const [ioana] = await talentCards();
    expect(within(ioana!).getAllByTestId('viewer-vote')[0]).toHaveTextContent('No vote yet');

    answer = TWO_TALENTS;
    const voted = await within(ioana!).findByText('1 viewer voted Yes', {}, { timeout: 9000 });
    expect(voted).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/feedback')).length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('says when the link was revoked, and that no one opened it', async () => {
    open(() =>
      presentationFeedbackAnswer({
        presentation: testPresentation({
          state: 'REVOKED',
          revokedAt: '2026-11-22T10:00:00.000Z',
          hasPassword: false,
        }),
        viewers: [],
        talents: [{ ...feedbackOf('app-1', []), firstName: 'Ioana', photoThumbnailUrl: null }],
      }),
    );
    const [ioana] = await talentCards();
    expect(screen.getByTestId('presentation-summary')).toHaveTextContent(
      /^Revoked on 22 Nov 2026, 12:00 \(Romania time\)·No password$/,
    );
    expect(screen.getByRole('region', { name: 'Viewers' })).toHaveTextContent(
      'No one has opened the link yet.',
    );
    expect(ioana).toHaveTextContent('No votes yet');
  });

  it('says a presentation it cannot find is not there, with the way back to the castings', async () => {
    open(() => notFound('Presentation not found'));
    expect(
      await screen.findByRole('heading', { name: 'Presentation not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/castings');
  });

  it('speaks Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    open(() => TWO_TALENTS);
    const [ioana] = await talentCards();
    expect(screen.getByTestId('presentation-summary')).toHaveTextContent(
      /^Activă până la 1 dec\. 2037, 23:59 \(ora României\)·Cu parolă$/,
    );
    expect(screen.getByRole('region', { name: 'Cine a văzut' })).toBeInTheDocument();
    expect(within(ioana!).getAllByTestId('viewer-vote')[1]).toHaveTextContent('Niciun vot încă');
    expect(screen.getByTestId('back-link')).toHaveTextContent('Prezentări');
  });
});
