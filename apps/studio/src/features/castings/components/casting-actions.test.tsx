import { CLIENT_MESSAGES } from '@talent/contract/clients';
import type { StudioCasting } from '@talent/contract/studio';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';
import { studioCasting } from '../test/studio-casting';

/** The list with one casting whose status follows the PATCHes sent, as the server's would. */
function openList(casting: StudioCasting, patch?: () => { status?: number; body?: unknown }) {
  let current = casting;
  const api = stubApi({
    'GET /studio/castings': () => ({ body: page([current]) }),
    [`PATCH /castings/${casting.id}`]: (request) => {
      const refused = patch?.();
      if (refused) return refused;
      current = { ...current, ...(request.body as Partial<StudioCasting>) };
      return { body: { data: current } };
    },
  });
  return { api, ...renderApp('/castings', signedInSession(testStaff())) };
}

const patches = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('casting actions', () => {
  it('publishes a draft', async () => {
    const { api, user } = openList(studioCasting(1));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Casting 1 is published')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ status: 'PUBLISHED' }]);
    await waitFor(() => expect(screen.getByTestId('casting-status-badge')).toHaveTextContent('Published'));
  });

  it("keeps the verification refusal on screen, in the user's language", async () => {
    const { user } = openList(studioCasting(1), () => ({
      status: 403,
      body: { statusCode: 403, code: 'CLIENT_NOT_VERIFIED', message: CLIENT_MESSAGES.notVerified },
    }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByTestId('publish-refusal');
    expect(alert).toHaveTextContent(CLIENT_MESSAGES.notVerified);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('publish-refusal')).not.toBeInTheDocument();
  });

  it('never offers Suspend to a client', async () => {
    const published = studioCasting(1, { status: 'PUBLISHED' });
    openList(published);
    await screen.findByRole('button', { name: 'Close' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('lets an ADMIN suspend a published casting and publish it again', async () => {
    let current = studioCasting(1, { status: 'PUBLISHED' });
    const api = stubApi({
      'GET /studio/castings': () => ({ body: page([current]) }),
      [`PATCH /castings/${current.id}`]: (request) => {
        current = { ...current, ...(request.body as Partial<StudioCasting>) };
        return { body: { data: current } };
      },
    });
    const { user } = renderApp(
      '/castings',
      signedInSession(testStaff({ role: 'ADMIN', clientStatus: null, company: null })),
    );
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    // Asked first, the way out focused: Escape sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Casting 1?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it as it is' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(patches(api)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend casting' }),
    );
    expect(await screen.findByText('Casting 1 is suspended')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('casting-status-badge')).toHaveTextContent('Suspended'));
    await user.click(await screen.findByRole('button', { name: 'Lift the suspension' }));
    expect(patches(api)).toEqual([{ status: 'SUSPENDED' }, { status: 'PUBLISHED' }]);
  });

  it('asks before closing, and Escape or "Keep" sends nothing', async () => {
    const { api, user } = openList(studioCasting(1, { status: 'PUBLISHED' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    await user.click(close);
    const dialog = await screen.findByRole('dialog', { name: 'Close Casting 1?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it as it is' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).toHaveFocus();

    await user.click(close);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it as it is' }),
    );
    expect(patches(api)).toEqual([]);

    await user.click(close);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close casting' }),
    );
    expect(await screen.findByText('Casting 1 is closed')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ status: 'CLOSED' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The closed casting offers no more moves; focus is not lost with the Close button.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Duplicate' })).toHaveFocus();
  });

  it('cancels after confirmation', async () => {
    const { api, user } = openList(studioCasting(1));
    await user.click(await screen.findByRole('button', { name: 'Cancel casting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Casting 1?' });
    expect(dialog).toHaveTextContent('cannot be reopened');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel casting' }));
    expect(await screen.findByText('Casting 1 is cancelled')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ status: 'CANCELLED' }]);
  });

  it('translates a refused move (another tab closed it first)', async () => {
    const { user } = openList(studioCasting(1, { status: 'PUBLISHED' }), () => ({
      status: 409,
      body: { statusCode: 409, code: 'TRANSITION_NOT_ALLOWED', message: 'This status change is not allowed' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close casting' }),
    );
    expect(await screen.findByText('This status change is not allowed')).toBeInTheDocument();
  });

  it("duplicates a casting and opens the copy's edit page", async () => {
    const copy = studioCasting(2, { title: 'Casting 1 (copie)' });
    const api = stubApi({
      'GET /studio/castings': () => ({ body: page([studioCasting(1, { status: 'CLOSED' })]) }),
      'POST /studio/castings/casting-1/duplicate': () => ({ status: 201, body: { data: copy } }),
      'GET /studio/castings/casting-2': () => ({ body: { data: copy } }),
    });
    const { user } = renderApp('/castings', signedInSession(testStaff()));
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Copy created: Casting 1 (copie)')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/castings/casting-2/edit'),
    );
    expect(await screen.findByLabelText('Title')).toHaveValue('Casting 1 (copie)');
    expect(api.calls.some((call) => call.path.endsWith('/duplicate'))).toBe(true);
  });

  it('offers the same moves on the edit page', async () => {
    let current = studioCasting(3, { status: 'PUBLISHED' });
    stubApi({
      'GET /studio/castings/casting-3': () => ({ body: { data: current } }),
      'PATCH /castings/casting-3': (request) => {
        current = { ...current, ...(request.body as Partial<StudioCasting>) };
        return { body: { data: current } };
      },
    });
    const { user } = renderApp('/castings/casting-3/edit', signedInSession(testStaff()));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close casting' }),
    );
    expect(await screen.findByText('Casting 3 is closed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('casting-status-badge')).toHaveTextContent('Closed'));
  });
});
