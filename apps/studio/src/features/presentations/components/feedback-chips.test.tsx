import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import {
  CASTING_ID,
  castingFeedbackAnswer,
  castingRoutes,
  DANA,
  feedbackOf,
  MIHAI,
  testPlay,
  testVote,
} from '../feedback-fixtures';

const CASTING_VOTES = [
  // Ioana1: two yes (one in another presentation), one maybe; Dana played her showreel.
  feedbackOf(
    'app-1',
    [
      testVote(DANA, 'YES'),
      testVote(MIHAI, 'MAYBE'),
      testVote({ ...DANA, id: 'viewer-9', name: 'Radu' }, 'YES', { presentationId: 'pres-2' }),
    ],
    [testPlay(DANA)],
  ),
  // Ioana2: one no.
  feedbackOf('app-2', [testVote(DANA, 'NO')]),
];

/** The casting's applicants (three), with the producers' votes answered as given. */
function open(view = '', feedback = () => castingFeedbackAnswer(CASTING_VOTES)) {
  const api = stubApi(castingRoutes(feedback));
  return { api, ...renderApp(`/castings/${CASTING_ID}/applicants${view}`, signedInSession()) };
}

const chipsOf = (item: HTMLElement) => within(item).queryByRole('list', { name: 'Producers’ votes' });

describe('the producers’ votes beside each applicant', () => {
  it('shows each card the kinds of vote it has, with their counts, asked for once for the whole list', async () => {
    const { api } = open();
    // The file's first screen also pays for loading the route's modules.
    const cards = await screen.findAllByTestId('applicant-card', {}, { timeout: 15_000 });
    const first = await within(cards[0]!).findByRole('list', { name: 'Producers’ votes' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Yes 22 viewers voted Yes',
      'Maybe 11 viewer voted Maybe',
      'Watched 11 viewer watched the videos',
    ]);
    // What a screen reader says of a chip is the sentence, not "Yes 2".
    expect(within(first).getByText('Yes 2')).toHaveAttribute('aria-hidden', 'true');
    expect(within(first).getByText('2 viewers voted Yes')).toHaveClass('sr-only');
    // A kind nobody chose has no chip.
    expect(within(first).queryByText(/^No/)).not.toBeInTheDocument();

    const second = chipsOf(cards[1]!);
    expect(
      second &&
        within(second)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
    ).toEqual(['No 11 viewer voted No']);
    expect(within(cards[1]!).getByTestId('feedback-chip-NO')).toHaveAttribute('data-tone', 'red');
    expect(within(cards[0]!).getByTestId('feedback-chip-YES')).toHaveAttribute('data-tone', 'green');
    expect(within(cards[0]!).getByTestId('feedback-chip-MAYBE')).toHaveAttribute('data-tone', 'yellow');
    // No one voted on Ioana3 or watched her: nothing beside her.
    expect(chipsOf(cards[2]!)).toBeNull();

    expect(api.calls.filter((call) => call.path.endsWith('/presentation-feedback'))).toHaveLength(1);
  });

  it('shows the same chips in the rows of the table', async () => {
    open('?view=table');
    const rows = await screen.findAllByTestId('applicant-row');
    const first = await within(rows[0]!).findByRole('list', { name: 'Producers’ votes' });
    expect(first).toHaveTextContent('2 viewers voted Yes');
    expect(chipsOf(rows[1]!)).toHaveTextContent('1 viewer voted No');
    expect(chipsOf(rows[2]!)).toBeNull();
  });

  it('says the counts in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    open();
    const cards = await screen.findAllByTestId('applicant-card');
    const first = await within(cards[0]!).findByRole('list', { name: 'Voturile producătorilor' });
    expect(within(first).getByText('Da 2')).toBeInTheDocument();
    expect(within(first).getByText('2 persoane au votat Da')).toBeInTheDocument();
    expect(within(first).getByText('1 persoană a votat Poate')).toBeInTheDocument();
  });
});
