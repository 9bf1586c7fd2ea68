import { AUDITION_MESSAGES } from '@talent/contract/auditions';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import {
  applicantList,
  CASTING_ID,
  castingAnswer,
  sessionList,
  testAudition,
  testSession,
} from '../test-fixtures';

const SESSIONS = `GET /studio/castings/${CASTING_ID}/audition-sessions`;
const INVITE = 'POST /studio/audition-sessions/session-1/invitations';
const routes = (more: Parameters<typeof stubApi>[0] = {}) => ({
  [`GET /studio/castings/${CASTING_ID}`]: () => castingAnswer(),
  [`GET /studio/castings/${CASTING_ID}/applications`]: () => ({ body: applicantList(3) }),
  ...more,
});
// Selecting, choosing and reading a result on two shared cores takes longer than 5 s.
const LONG = 20_000;

/** The applicants page with the first two applicants selected and the invite dialog open. */
async function openDialog() {
  const view = renderApp(`/castings/${CASTING_ID}/applicants`, signedInSession());
  const { user } = view;
  await user.click(await screen.findByRole('checkbox', { name: /Ana1 Zamfir1/ }));
  await user.click(screen.getByRole('checkbox', { name: /Ana2 Zamfir2/ }));
  await user.click(
    within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Invite to audition' }),
  );
  return {
    ...view,
    dialog: await screen.findByRole('dialog', { name: 'Invite 2 applicants to an audition' }),
  };
}

describe('inviting applicants to an audition', () => {
  it(
    'offers the open sessions and their free slots, posts the applicants and the slot, and says where each landed',
    async () => {
      const api = stubApi(
        routes({
          [SESSIONS]: () => ({
            body: sessionList([
              testSession({
                auditions: [testAudition(7), testAudition(8)],
              }),
              testSession({ id: 'session-old', date: '2025-01-10', endsAt: '2025-01-10T12:00:00.000Z' }),
              testSession({ id: 'session-off', cancelledAt: '2026-11-01T10:00:00.000Z' }),
            ]),
          }),
          [INVITE]: () => ({
            status: 201,
            body: {
              data: {
                invited: [
                  { applicationId: 'app-1', auditionId: 'audition-1', slotStart: '2037-12-01T08:15:00.000Z' },
                ],
                alreadyInvited: ['app-2'],
              },
            },
          }),
        }),
      );
      const { user, dialog } = await openDialog();

      // The one session still to come is chosen; the past and the cancelled ones are not offered.
      const session = within(dialog).getByLabelText('Session');
      await waitFor(() => expect(session).toHaveValue('session-1'));
      expect(
        within(session)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a session',
        expect.stringMatching(/^Audition · Tuesday,? 1 December 2037 · 10:00–10:45$/),
      ]);
      // 10:00 is full (two of two); the others are offered with their free seats.
      const slot = within(dialog).getByLabelText('Slot (Romania time)');
      expect(
        within(slot)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['The next free slots, in order', '10:15 (2 free)', '10:30 (2 free)']);
      await user.selectOptions(slot, '2037-12-01T08:15:00.000Z');
      await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

      const result = await screen.findByTestId('audition-invite-result');
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        applicationIds: ['app-1', 'app-2'],
        slotStart: '2037-12-01T08:15:00.000Z',
      });
      expect(screen.getByRole('dialog', { name: 'Invitations sent' })).toBeInTheDocument();
      expect(within(result).getByTestId('audition-invite-invited')).toHaveTextContent(
        'Ana1 Zamfir1: 10:15 (Romania time)',
      );
      expect(within(result).getByTestId('audition-invite-already')).toHaveTextContent('Ana2 Zamfir2');
      expect(result).toHaveTextContent('1 invited');
      expect(result).toHaveTextContent('1 was already invited');

      // Read and closed: the selection has served.
      const close = within(result).getByRole('button', { name: 'Close' });
      expect(close).toHaveFocus();
      await user.click(close);
      await waitFor(() => expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument());
    },
    LONG,
  );

  it(
    "sends no slot by default, shows who waits, and a child's hours or a full slot in the server's words",
    async () => {
      let answer = 0;
      const api = stubApi(
        routes({
          [SESSIONS]: () => ({ body: sessionList([testSession()]) }),
          [INVITE]: () => {
            answer += 1;
            if (answer === 1)
              return {
                status: 422,
                body: {
                  statusCode: 422,
                  code: 'CHILD_WORK_RULES',
                  message:
                    'Luca (4 years) may work only between 09:00 and 17:00; the slot at 08:30 is outside',
                },
              };
            if (answer === 2)
              return {
                status: 409,
                body: { statusCode: 409, code: 'CONFLICT', message: AUDITION_MESSAGES.slotFull },
              };
            return {
              status: 201,
              body: {
                data: {
                  invited: [
                    {
                      applicationId: 'app-1',
                      auditionId: 'audition-1',
                      slotStart: '2037-12-01T08:00:00.000Z',
                    },
                    { applicationId: 'app-2', auditionId: 'audition-2', slotStart: null },
                  ],
                  alreadyInvited: [],
                },
              },
            };
          },
        }),
      );
      const { user, dialog } = await openDialog();
      await waitFor(() => expect(within(dialog).getByLabelText('Session')).toHaveValue('session-1'));
      await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Luca (4 years) may work only between 09:00 and 17:00; the slot at 08:30 is outside',
      );
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        applicationIds: ['app-1', 'app-2'],
      });

      const slot = within(dialog).getByLabelText('Slot (Romania time)');
      await user.selectOptions(slot, '2037-12-01T08:30:00.000Z');
      await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
      await waitFor(() => expect(slot).toHaveAccessibleDescription(/This slot is full; choose another/));
      expect(slot).toHaveAttribute('aria-invalid', 'true');

      await user.selectOptions(slot, '');
      await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
      const invited = await screen.findByTestId('audition-invite-invited');
      expect(invited).toHaveTextContent('Ana1 Zamfir1: 10:00 (Romania time)');
      expect(invited).toHaveTextContent('Ana2 Zamfir2: waiting for a slot');
    },
    LONG,
  );

  it('sends the director to the auditions page when the casting has no session to invite to', async () => {
    stubApi(routes({ [SESSIONS]: () => ({ body: sessionList([]) }) }));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByTestId('audition-invite-no-sessions')).toHaveTextContent(
      'This casting has no session to invite to.',
    );
    expect(within(dialog).getByRole('link', { name: 'Go to the auditions' })).toHaveAttribute(
      'href',
      `/castings/${CASTING_ID}/auditions`,
    );
  });
});
