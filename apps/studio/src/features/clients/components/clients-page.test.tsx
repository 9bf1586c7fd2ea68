import { stubApi } from '@talent/ui/test/api-stub';
import { failingRoute, retryAfterFailure } from '@talent/ui/test/failing-route';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, testAdmin, testClient } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';

const open = (route = '/clients') => renderApp(route, signedInSession(testAdmin()));

/** One company waiting, and the decision on it accepted. */
const stubDecidable = () =>
  stubApi({
    'GET /admin/clients': () => ({ body: page([testClient(1)]) }),
    'PATCH /admin/clients/client-1': () => ({ body: { data: testClient(1) } }),
  });

describe('clients to verify', () => {
  it('lists the waiting companies with their data', async () => {
    const api = stubApi({ 'GET /admin/clients': () => ({ body: page([testClient(1), testClient(2)]) }) });
    open();

    const cards = await screen.findAllByTestId('client-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Company 1 SRL' })).toBeInTheDocument();
    for (const text of ['RO14399840', 'Maria Pop 1', 'client1@example.com', '+40730000000', '2025']) {
      expect(cards[0]).toHaveTextContent(text);
    }
    expect(api.calls[0]?.search.get('status')).toBe('UNVERIFIED');
    expect(api.calls[0]?.search.get('page')).toBe('1');
    expect(screen.getByText(/Waiting: 2/)).toBeInTheDocument();
  });

  it('warns when the CUI is already used by another client account', async () => {
    stubApi({
      'GET /admin/clients': () => ({
        body: page([
          testClient(1, { sameCode: [{ name: 'Agenția Lumière SRL', status: 'VERIFIED' }] }),
          testClient(2),
        ]),
      }),
    });
    open();
    const cards = await screen.findAllByTestId('client-card');
    expect(within(cards[0]!).getByTestId('same-code-warning')).toHaveTextContent(
      'The CUI RO14399840 is also used by another client account:Agenția Lumière SRL (verified)',
    );
    expect(within(cards[1]!).queryByTestId('same-code-warning')).not.toBeInTheDocument();
  });

  it('says when nobody is waiting', async () => {
    stubApi({ 'GET /admin/clients': () => ({ body: page([]) }) });
    open();
    expect(await screen.findByTestId('clients-empty')).toHaveTextContent('No clients to verify');
  });

  it('shows a failure with a way to try again', async () => {
    const list = failingRoute({ body: page([testClient(1)]) });
    stubApi({ 'GET /admin/clients': list.handler });
    const { user } = open();
    await retryAfterFailure(user, list, {
      errorTestId: 'clients-error',
      message: 'The clients could not be loaded',
    });
    expect(await screen.findByTestId('client-card')).toBeInTheDocument();
  }, 15_000);

  it('approves a company', async () => {
    const api = stubDecidable();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Approve Company 1 SRL' }));

    expect(await screen.findByText('Company 1 SRL is verified')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'VERIFIED' });
    // The list is asked again: the decided company leaves it.
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('rejects only with a reason, asked for in a dialog', async () => {
    const api = stubDecidable();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reject Company 1 SRL' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject Company 1 SRL' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject client' }));
    expect(await within(dialog).findByText('A reason is required when rejecting')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(reason, 'The CUI belongs to another company');
    await user.click(within(dialog).getByRole('button', { name: 'Reject client' }));
    expect(await screen.findByText('Company 1 SRL was rejected')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'REJECTED',
      reason: 'The CUI belongs to another company',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('closes the dialog with Escape, sending nothing', async () => {
    const api = stubApi({ 'GET /admin/clients': () => ({ body: page([testClient(1)]) }) });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reject Company 1 SRL' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('translates the refusal of a decision another administrator already made', async () => {
    stubApi({
      'GET /admin/clients': () => ({ body: page([testClient(1)]) }),
      'PATCH /admin/clients/client-1': () => ({
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'This client has already been verified' },
      }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Approve Company 1 SRL' }));
    expect(await screen.findByText('This client has already been verified')).toBeInTheDocument();
  });

  it('pages through a long queue', async () => {
    const api = stubApi({
      'GET /admin/clients': ({ search }) => {
        const current = Number(search.get('page'));
        return { body: page([testClient(current * 100)], { page: current, pageSize: 20, total: 25 }) };
      },
    });
    const { user } = open();
    expect(await screen.findByTestId('pagination-status')).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Company 200 SRL' })).toBeInTheDocument();
    expect(screen.getByTestId('pagination-status')).toHaveTextContent('Page 2 of 2');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/clients?page=2');
    expect(api.calls.at(-1)?.search.get('page')).toBe('2');
  });
});
