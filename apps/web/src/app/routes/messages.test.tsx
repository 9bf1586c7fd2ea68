import type { ConversationSummary, Message } from '@talent/contract/messages';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testApplication, testCasting, testProfile } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const conversation = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 'conv-1',
  applicationId: 'application-1',
  invitationId: null,
  casting: { id: 'casting-1', title: 'Lumini de iarnă' },
  counterpartName: 'Studio Nord',
  companyId: 'client-1',
  talentName: 'Ioana Popescu',
  minor: false,
  lastMessage: { text: 'Bring a red dress', at: '2026-11-20T10:00:00.000Z', fromMe: false, status: 'SENT' },
  unread: 2,
  ...overrides,
});

const message = (overrides: Partial<Message> = {}): Message => ({
  id: 'm-1',
  conversationId: 'conv-1',
  side: 'CLIENT',
  fromMe: false,
  senderName: 'Studio Nord',
  text: 'Bring a red dress',
  attachment: null,
  status: 'SENT',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  ...overrides,
});

const thread = (messages: Message[]) => ({
  body: { data: { conversation: conversation(), messages, hasMore: false } },
});

const read = () => ({ body: { data: { unread: 0 } } });

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-1');
});

describe('messages', () => {
  it('lists the conversations, and a row opens its thread with a way back', async () => {
    stubApi({
      'GET /conversations': () => ({
        body: {
          data: [
            conversation(),
            conversation({
              id: 'conv-2',
              counterpartName: 'Agenția Sud',
              casting: { id: 'casting-2', title: 'Reclamă de vară' },
              lastMessage: {
                text: 'Yes, I can',
                at: '2026-11-19T10:00:00.000Z',
                fromMe: true,
                status: 'SENT',
              },
              unread: 0,
            }),
          ],
          meta: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
        },
      }),
      'GET /conversations/conv-1/messages': () => thread([message()]),
      'POST /conversations/conv-1/read': read,
    });
    const { user } = renderApp('/messages', signedInSession());

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('conversation-row');
    expect(first).toHaveTextContent('Lumini de iarnă');
    expect(first).toHaveTextContent('Bring a red dress');
    expect(within(first as HTMLElement).getByTestId('conversation-unread')).toHaveTextContent('2 unread');
    expect(second).toHaveTextContent('You: Yes, I can');
    expect(within(second as HTMLElement).queryByTestId('conversation-unread')).not.toBeInTheDocument();

    await user.click(within(first as HTMLElement).getByRole('link', { name: 'Studio Nord' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About: Lumini de iarnă' })).toBeInTheDocument();
    expect(screen.getByTestId('never-pay-notice')).toHaveTextContent(/never asks anyone to pay/);
    expect(screen.getByText('Bring a red dress', { selector: 'article *' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
  });

  it('says so when there is no conversation yet', async () => {
    stubApi({
      'GET /conversations': () => ({
        body: { data: [], meta: { page: 1, pageSize: 20, total: 0, totalPages: 1 } },
      }),
    });
    renderApp('/messages', signedInSession());
    expect(await screen.findByTestId('conversations-empty')).toHaveTextContent('No conversations yet');
  });

  it('shows the thread of an application on its page, and sends from there', async () => {
    const api = stubApi({
      'GET /applications/application-1': () => ({ body: { data: testApplication() } }),
      'GET /applications/application-1/conversation': () => ({ body: { data: conversation() } }),
      'GET /conversations/conv-1/messages': () => thread([message()]),
      'POST /conversations/conv-1/read': read,
      'POST /conversations/conv-1/messages': () => ({
        status: 201,
        body: { data: message({ id: 'm-2', fromMe: true, side: 'TALENT', text: 'Sure!' }) },
      }),
      'GET /profiles/me': () => ({ body: { data: testProfile() } }),
    });
    const { user } = renderApp('/my-applications/application-1', signedInSession());

    const section = await screen.findByTestId('application-messages');
    expect(within(section).getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(await within(section).findByText('Bring a red dress')).toBeInTheDocument();

    await user.type(within(section).getByLabelText('Your message'), 'Sure!');
    await user.click(within(section).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST' && call.path === '/conversations/conv-1/messages'),
      ).toHaveLength(1),
    );
    expect(
      api.calls.find((call) => call.path === '/conversations/conv-1/messages' && call.method === 'POST')
        ?.body,
    ).toEqual({
      text: 'Sure!',
    });
  });

  it('reports a casting from its page', async () => {
    const casting = testCasting();
    const api = stubApi({
      [`GET /castings/slug/${casting.slug}`]: () => ({ body: { data: casting } }),
      'GET /profiles/me': () => ({ body: { data: testProfile() } }),
      'POST /reports': () => ({ status: 201, body: { data: { id: 'report-1' } } }),
    });
    const { user } = renderApp(`/castings/${casting.slug}`, signedInSession());

    await user.click(await screen.findByRole('button', { name: 'Report this casting' }));
    const dialog = await screen.findByTestId('report-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Report this casting' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'A scam or a fake casting' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));

    expect(await screen.findByText('Thank you. Our team will look into your report.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/reports')?.body).toEqual({
      targetType: 'CASTING',
      targetId: casting.id,
      reason: 'SCAM',
    });
  });
});
