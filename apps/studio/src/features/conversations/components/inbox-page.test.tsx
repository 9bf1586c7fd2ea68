import type { ConversationSummary } from '@talent/contract/messages';
import { stubApi } from '@talent/ui/test/api-stub';
import { withNoticeStream } from '@talent/ui/test/notice-stream';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';

const summary = (id: string, overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  applicationId: `app-${id}`,
  invitationId: null,
  casting: { id: 'casting-1', title: 'Spot TV' },
  counterpartName: `Talent ${id}`,
  companyId: 'client-1',
  talentName: `Talent ${id}`,
  minor: false,
  lastMessage: { text: 'See you on Monday', at: '2026-11-20T10:00:00.000Z', fromMe: false, status: 'SENT' },
  unread: 0,
  ...overrides,
});

const counts = (messages: number) => ({
  body: { data: [], meta: { page: 1, pageSize: 1, total: 0, totalPages: 1, unread: 0, messages } },
});

describe('messages in the studio', () => {
  it("lists the conversations: an application's leads to its applicant, an invitation's to its own page", async () => {
    const api = stubApi({
      'GET /notifications': () => counts(0),
      'GET /studio/conversations': () => ({
        body: page([
          summary('c1'),
          summary('c2', { applicationId: null, invitationId: 'inv-2', counterpartName: 'Invited Ion' }),
        ]),
      }),
    });
    renderApp('/messages', signedInSession());

    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('conversation-row', {}, { timeout: 10_000 });
    expect(within(rows[0]!).getByRole('link', { name: 'Talent c1' })).toHaveAttribute(
      'href',
      '/castings/casting-1/applicants/app-c1',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Invited Ion' })).toHaveAttribute(
      'href',
      '/messages/c2',
    );
    expect(api.calls.some((call) => call.path === '/studio/conversations')).toBe(true);
  }, 20_000);

  it('says what will show up when there is no conversation yet', async () => {
    stubApi({
      'GET /notifications': () => counts(0),
      'GET /studio/conversations': () => ({ body: page([]) }),
    });
    renderApp('/messages', signedInSession());
    expect(await screen.findByTestId('conversations-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      'When you write to an applicant, or a talent writes to you, the conversation shows up here.',
    );
  }, 20_000);

  it("opens an invitation's conversation on its own page, with the way back to the inbox", async () => {
    const conversation = summary('c2', {
      applicationId: null,
      invitationId: 'inv-2',
      counterpartName: 'Invited Ion',
    });
    stubApi({
      'GET /notifications': () => counts(0),
      'GET /studio/conversations/c2/messages': () => ({
        body: { data: { conversation, messages: [], hasMore: false } },
      }),
    });
    renderApp('/messages/c2', signedInSession());
    expect(await screen.findByLabelText('Your message', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
  }, 20_000);

  it('shows the unread messages on the nav, in words for screen readers too', async () => {
    // Signed in with a token: the counts are asked for (and the stream opened) only then.
    localStorage.setItem('studio.accessToken', 'studio-access');
    localStorage.setItem('studio.refreshToken', 'studio-refresh');
    withNoticeStream(() => renderApp('/', signedInSession()), {
      'GET /notifications': () => counts(3),
    });
    const link = await screen.findByRole(
      'link',
      { name: 'Messages, 3 unread messages' },
      { timeout: 10_000 },
    );
    expect(within(link).getByTestId('nav-badge-messages')).toHaveTextContent('3');
  }, 20_000);
});
