import { INVITATION_MESSAGES } from '@talent/contract/invitations';
import { changeLanguage } from '@talent/ui/i18n';
import { notFound, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import { testProfile } from '@/test/talent-fixtures';
import { publishedCasting, testList, testListDetail, verifiedClient } from '../test-fixtures';

const TALENT = 'GET /studio/talents/profile-2';
const LISTS = 'GET /studio/talent-lists';
const CASTINGS = 'GET /studio/castings';
const INVITE = 'POST /studio/castings/casting-9/invitations';
const open = () => renderApp('/talents/profile-2', signedInSession(verifiedClient()));
// The first screen of a file waits for its lazily loaded route; dialogs and requests follow.
const LONG = 20_000;

describe("a talent's page in the studio", () => {
  it(
    'shows photos, videos, measurements and skills, never a phone or an e-mail',
    async () => {
      stubApi({ [TALENT]: () => ({ body: { data: testProfile() } }) });
      open();
      expect(await screen.findByTestId('talent-name', {}, { timeout: 15_000 })).toHaveTextContent(
        'Ana2 Zamfir2',
      );
      const page = screen.getByTestId('talent-page');
      for (const text of [
        '22 years',
        'Female',
        'Cluj-Napoca',
        '168 cm',
        'Green',
        'English (Advanced)',
        'Juggling',
      ])
        expect(page).toHaveTextContent(text);
      expect(within(screen.getByTestId('photo-gallery')).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByTestId('video-list').querySelector('video')).toHaveAttribute('src', '/media/v1.mp4');
      expect(page).not.toHaveTextContent('@');
      expect(page).toHaveTextContent('Phone and e-mail show only if they apply to one of your castings.');
    },
    LONG,
  );

  it('says so when the talent is not in the directory', async () => {
    stubApi({ [TALENT]: () => notFound('This talent is not in the directory') });
    open();
    expect(await screen.findByTestId('talent-error', {}, { timeout: 15_000 })).toHaveTextContent(
      'This talent is not in the directory',
    );
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/talents');
  });

  it(
    'adds the talent to a list, or to a new one named on the spot',
    async () => {
      const api = stubApi({
        [TALENT]: () => ({ body: { data: testProfile() } }),
        [LISTS]: () => ({ body: { data: [testList()] } }),
        'PUT /studio/talent-lists/list-1/members/profile-2': () => ({ body: { data: testListDetail() } }),
        'POST /studio/talent-lists': () => ({
          status: 201,
          body: { data: testList({ id: 'list-2', name: 'Cluj' }) },
        }),
        'PUT /studio/talent-lists/list-2/members/profile-2': () => ({ body: { data: testListDetail() } }),
      });
      const { user } = open();
      await user.click(await screen.findByTestId('talent-add-to-list', {}, { timeout: 15_000 }));
      const dialog = await screen.findByTestId('add-to-list-dialog');
      await user.click(await within(dialog).findByRole('button', { name: /Blonde dancers, Cluj/ }));
      expect(await screen.findByText('Added to “Blonde dancers, Cluj”')).toBeInTheDocument();
      expect(
        api.calls.some((call) => call.method === 'PUT' && call.path.endsWith('list-1/members/profile-2')),
      ).toBe(true);

      await user.click(screen.getByTestId('talent-add-to-list'));
      await user.type(await screen.findByLabelText('Name of a new list'), 'Cluj');
      await user.click(screen.getByRole('button', { name: 'Create the list and add' }));
      expect(await screen.findByText('Added to “Cluj”')).toBeInTheDocument();
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Cluj' });
    },
    LONG,
  );

  it(
    'invites the talent to a published casting with a message',
    async () => {
      const api = stubApi({
        [TALENT]: () => ({ body: { data: testProfile() } }),
        [CASTINGS]: () => ({
          body: { data: [publishedCasting('casting-9', 'Summer commercial')], meta: {} },
        }),
        [INVITE]: () => ({ status: 201, body: { data: { invited: ['profile-2'], alreadyInvited: [] } } }),
      });
      const { user } = open();
      await user.click(await screen.findByTestId('talent-invite', {}, { timeout: 15_000 }));
      const dialog = await screen.findByTestId('invite-dialog');
      expect(dialog).toHaveTextContent('Invite the talent to a casting');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
      expect(await within(dialog).findByText('Choose the casting')).toBeInTheDocument();

      await waitFor(() => expect(within(dialog).getByLabelText('Casting')).toBeEnabled());
      await user.selectOptions(within(dialog).getByLabelText('Casting'), 'casting-9');
      await user.type(within(dialog).getByLabelText('Message to the talents'), 'We think you fit the part.');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
      expect(await screen.findByText('1 talent invited')).toBeInTheDocument();
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        profileIds: ['profile-2'],
        message: 'We think you fit the part.',
      });
      expect(api.calls.find((call) => call.path === '/studio/castings')?.search.get('status')).toBe(
        'PUBLISHED',
      );
    },
    LONG,
  );

  it(
    "shows the server's refusals: a child's rule as it is sent, the daily limit in the active language",
    async () => {
      await changeLanguage('ro', { persist: false });
      const childRule = 'Luca: Un copil de 9 ani poate lucra cel mult 4 ore pe zi, între 08:00 și 20:00.';
      let answer = {
        status: 422,
        body: { statusCode: 422, code: 'MINOR_SCHEDULE_NOT_ALLOWED', message: childRule },
      };
      stubApi({
        [TALENT]: () => ({ body: { data: testProfile() } }),
        [CASTINGS]: () => ({ body: { data: [publishedCasting('casting-9', 'Reclamă de vară')], meta: {} } }),
        [INVITE]: () => answer,
      });
      const { user } = open();
      await user.click(await screen.findByTestId('talent-invite', {}, { timeout: 15_000 }));
      const dialog = await screen.findByTestId('invite-dialog');
      await waitFor(() => expect(within(dialog).getByLabelText('Castingul')).toBeEnabled());
      await user.selectOptions(within(dialog).getByLabelText('Castingul'), 'casting-9');
      await user.type(within(dialog).getByLabelText('Mesajul pentru talente'), 'Te așteptăm.');
      await user.click(within(dialog).getByRole('button', { name: 'Trimite invitațiile' }));
      expect(await within(dialog).findByTestId('invite-error')).toHaveTextContent(childRule);

      answer = {
        status: 429,
        body: {
          statusCode: 429,
          code: 'INVITATION_LIMIT',
          message: `${INVITATION_MESSAGES.dailyLimit} Only 3 are left now; try again later.`,
        },
      };
      await user.click(within(dialog).getByRole('button', { name: 'Trimite invitațiile' }));
      await waitFor(() =>
        expect(within(dialog).getByTestId('invite-error')).toHaveTextContent(
          'Poți trimite cel mult 200 de invitații în 24 de ore. Acum mai poți trimite doar 3; încearcă mai târziu.',
        ),
      );
    },
    LONG,
  );
});
