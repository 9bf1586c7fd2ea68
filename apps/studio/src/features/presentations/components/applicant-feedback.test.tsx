import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import {
  applicantDetail,
  CASTING_ID,
  castingFeedbackAnswer,
  castingRoutes,
  DANA,
  feedbackOf,
  MIHAI,
  testPlay,
  testVote,
} from '../feedback-fixtures';

/** Ioana1's application opened, with the casting's feedback answered as given. */
function open(feedback: Parameters<typeof castingRoutes>[0]) {
  const api = stubApi(
    castingRoutes(feedback, {
      'GET /studio/applications/app-1': () => ({ body: { data: applicantDetail() } }),
      'GET /studio/applications/app-1/self-tape-requests': () => ({ body: { data: [] } }),
    }),
  );
  return { api, ...renderApp(`/castings/${CASTING_ID}/applicants/app-1`, signedInSession()) };
}

const THREE_VIEWERS = castingFeedbackAnswer([
  feedbackOf('app-2', [testVote(DANA, 'NO', { comment: 'Not for this part' })]),
  feedbackOf(
    'app-1',
    [
      testVote(DANA, 'YES', { comment: 'Great energy.\nCall her back.' }),
      testVote(MIHAI, 'MAYBE', {
        presentationId: 'pres-2',
        presentationTitle: 'Second round',
        votedAt: '2026-11-21T12:10:00.000Z',
      }),
    ],
    [
      testPlay(DANA),
      testPlay(DANA, { videoId: 'tape-1', videoTitle: null, plays: 1, seconds: 42 }),
      // Radu only watched (he never voted).
      testPlay({ ...MIHAI, id: 'viewer-3', name: 'Radu Agent' }, { plays: 1, seconds: 3671 }),
    ],
  ),
]);

const section = () => screen.findByRole('region', { name: 'Producer feedback' }, { timeout: 10_000 });

describe('the producer feedback in the applicant view', () => {
  it('shows per viewer the presentation, the vote, the comment, when, and what they watched', async () => {
    open(() => THREE_VIEWERS);
    const feedback = await section();
    const viewers = await within(feedback).findAllByTestId('viewer-feedback');
    expect(viewers).toHaveLength(3);

    const dana = within(viewers[0]!);
    expect(viewers[0]).toHaveTextContent('Dana Producer · “Picks for the agency”');
    expect(dana.getByTestId('viewer-vote')).toHaveTextContent('Yes');
    expect(dana.getByText(/^Voted 20 Nov 2026, 22:15$/)).toHaveAttribute(
      'datetime',
      '2026-11-20T09:15:00.000Z',
    );
    expect(dana.getByTestId('viewer-comment')).toHaveTextContent('Comment: Great energy. Call her back.');
    expect(
      within(dana.getByTestId('watch-record'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Showreel · played 3 times · 2:05 in all', 'Untitled video · played once · 0:42 in all']);

    const mihai = within(viewers[1]!);
    expect(viewers[1]).toHaveTextContent('Mihai Regizor · “Second round”');
    expect(mihai.getByTestId('viewer-vote')).toHaveTextContent('Maybe');
    expect(mihai.queryByTestId('viewer-comment')).not.toBeInTheDocument();
    expect(mihai.getByTestId('watch-record')).toHaveTextContent('Has not played a video');

    const radu = within(viewers[2]!);
    expect(viewers[2]).toHaveTextContent('Radu Agent');
    expect(radu.getByTestId('viewer-vote')).toHaveTextContent('No vote yet');
    expect(radu.getByTestId('watch-record')).toHaveTextContent('Showreel · played once · 61:11 in all');
    // Another applicant's votes are not this one's.
    expect(feedback).not.toHaveTextContent('Not for this part');
  });

  it('says so when no one voted on the applicant yet', async () => {
    open(() => castingFeedbackAnswer([feedbackOf('app-2', [testVote(DANA, 'NO')])]));
    const feedback = await section();
    expect(await within(feedback).findByTestId('feedback-empty')).toHaveTextContent('No votes yet');
  });

  it('says when the feedback could not be loaded, and tries again on request', async () => {
    let fail = true;
    const { user } = open(() =>
      fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Down' } } : THREE_VIEWERS,
    );
    const feedback = await section();
    const error = await within(feedback).findByTestId('feedback-error', {}, { timeout: 10_000 });
    expect(error).toHaveTextContent('The producers’ feedback could not be loaded');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await within(feedback).findAllByTestId('viewer-feedback')).toHaveLength(3);
  });

  it('speaks Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    open(() => THREE_VIEWERS);
    const feedback = await screen.findByRole(
      'region',
      { name: 'Părerea producătorilor' },
      { timeout: 10_000 },
    );
    const viewers = await within(feedback).findAllByTestId('viewer-feedback');
    expect(within(viewers[0]!).getByTestId('viewer-vote')).toHaveTextContent('Da');
    expect(viewers[0]).toHaveTextContent('Showreel · pornit de 3 ori · 2:05 în total');
    expect(viewers[2]).toHaveTextContent('Niciun vot încă');
  });
});
