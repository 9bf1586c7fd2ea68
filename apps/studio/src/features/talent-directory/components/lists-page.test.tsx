import { TALENT_LIST_MESSAGES } from '@talent/contract/talent-lists';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import { sendInvitations } from '../invite-steps';
import { publishedCasting, testList, testListDetail, verifiedClient } from '../test-fixtures';

const LISTS = 'GET /studio/talent-lists';
const LIST = 'GET /studio/talent-lists/list-1';
const path = () => screen.getByTestId('current-path').textContent ?? '';
const session = () => signedInSession(verifiedClient());
// The first screen of a file waits for its lazily loaded route; dialogs and requests follow.
const LONG = 20_000;

describe('talent lists', () => {
  it(
    'shows the lists with their sizes, creates one, and says why a name is refused',
    async () => {
      let lists = [testList()];
      const api = stubApi({
        [LISTS]: () => ({ body: { data: lists } }),
        'POST /studio/talent-lists': (request) => {
          const { name } = request.body as { name: string };
          if (name === 'Blonde dancers, Cluj')
            return fieldRefused('name', TALENT_LIST_MESSAGES.duplicateName);
          lists = [...lists, testList({ id: 'list-2', name, memberCount: 0 })];
          return { status: 201, body: { data: lists.at(-1) } };
        },
      });
      const { user } = renderApp('/lists', session());
      const list = await screen.findByTestId('talent-lists', {}, { timeout: 15_000 });
      expect(within(list).getByRole('link', { name: /Blonde dancers, Cluj/ })).toHaveAttribute(
        'href',
        '/lists/list-1',
      );
      expect(list).toHaveTextContent('2 talents');

      const name = screen.getByLabelText('Name of a new list');
      await user.type(name, 'Blonde dancers, Cluj');
      await user.click(screen.getByRole('button', { name: 'Create list' }));
      expect(await screen.findByText('You already have a list with this name')).toBeInTheDocument();

      await user.clear(name);
      await user.type(name, 'Tall actors');
      await user.click(screen.getByRole('button', { name: 'Create list' }));
      expect(
        await within(screen.getByTestId('talent-lists')).findByRole('link', { name: /Tall actors/ }),
      ).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
        name: 'Tall actors',
      });
    },
    LONG,
  );

  it('has an empty state', async () => {
    stubApi({ [LISTS]: () => ({ body: { data: [] } }) });
    renderApp('/lists', session());
    expect(await screen.findByTestId('lists-empty', {}, { timeout: 15_000 })).toHaveTextContent(
      'No lists yet',
    );
  });

  it(
    'opens a list with its talents, removes one, renames the list and deletes it',
    async () => {
      let detail = testListDetail();
      const api = stubApi({
        [LISTS]: () => ({ body: { data: [] } }),
        [LIST]: () => ({ body: { data: detail } }),
        'DELETE /studio/talent-lists/list-1/members/profile-1': () => {
          detail = { ...detail, members: detail.members.slice(1) };
          return { status: 204 };
        },
        'PATCH /studio/talent-lists/list-1': (request) => {
          detail = { ...detail, name: (request.body as { name: string }).name };
          return { body: { data: testList({ name: detail.name }) } };
        },
        'DELETE /studio/talent-lists/list-1': () => ({ status: 204 }),
      });
      const { user } = renderApp('/lists/list-1', session());
      const cards = await screen.findAllByTestId('talent-card', {}, { timeout: 15_000 });
      expect(cards).toHaveLength(2);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blonde dancers, Cluj');
      expect(within(cards[0]!).getByRole('link', { name: 'Ioana1' })).toHaveAttribute(
        'href',
        '/talents/profile-1',
      );

      await user.click(screen.getByRole('button', { name: 'Remove Ioana1 from the list' }));
      await waitFor(() => expect(screen.getAllByTestId('talent-card')).toHaveLength(1));
      // The removed card took its button along: focus waits on the list's heading, not on the body.
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Rename' }));
      const field = screen.getByLabelText('Rename the list');
      // The form opens on its field, and the page keeps its h1 meanwhile.
      expect(field).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blonde dancers, Cluj');
      await user.clear(field);
      await user.type(field, 'Dancers{Enter}');
      expect(await screen.findByRole('heading', { level: 1, name: 'Dancers' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus());

      await user.click(screen.getByTestId('delete-list'));
      await user.click(await screen.findByTestId('confirm-delete-button'));
      await waitFor(() => expect(path()).toBe('/lists'));
      expect(
        api.calls.some((call) => call.method === 'DELETE' && call.path === '/studio/talent-lists/list-1'),
      ).toBe(true);
    },
    LONG,
  );

  it(
    'invites the ticked talents of a list',
    async () => {
      const api = stubApi({
        [LIST]: () => ({ body: { data: testListDetail() } }),
        'GET /studio/castings': () => ({
          body: { data: [publishedCasting('casting-9', 'Summer commercial')], meta: {} },
        }),
        'POST /studio/castings/casting-9/invitations': () => ({
          status: 201,
          body: { data: { invited: ['profile-2'], alreadyInvited: ['profile-1'] } },
        }),
      });
      const { user } = renderApp('/lists/list-1', session());
      await screen.findAllByTestId('talent-card', {}, { timeout: 15_000 });
      await user.click(screen.getByRole('checkbox', { name: 'Select Ioana1' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Ioana2' }));
      expect(screen.getByTestId('selection-count')).toHaveTextContent('2 selected');
      expect(screen.queryByTestId('selection-add-to-list')).not.toBeInTheDocument();
      await user.click(screen.getByTestId('selection-invite'));
      await sendInvitations(user, 'casting-9', 'Come to the casting.');
      expect(
        await screen.findByText('1 talent invited. 1 was already invited to this casting'),
      ).toBeInTheDocument();
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        profileIds: ['profile-1', 'profile-2'],
        message: 'Come to the casting.',
      });
      expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument();
      // The selection bar that opened the dialog is gone: focus goes to the list's heading.
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    },
    LONG,
  );
});
