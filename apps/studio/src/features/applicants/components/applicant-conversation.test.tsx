import type { ConversationSummary, Message } from '@talent/contract/messages';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import { applicantPage, CASTING_ID, testApplicant, testCastingBody, testDetail } from '../test-fixtures';

const conversation: ConversationSummary = {
  id: 'conv-2',
  applicationId: 'app-2',
  invitationId: null,
  casting: { id: CASTING_ID, title: 'Spot TV' },
  counterpartName: 'Ana2',
  companyId: 'client-1',
  talentName: 'Ana2',
  minor: false,
  lastMessage: null,
  unread: 0,
};

const fromTalent: Message = {
  id: 'm-1',
  conversationId: 'conv-2',
  side: 'TALENT',
  fromMe: false,
  senderName: 'Ana2 Zamfir2',
  text: 'Should I bring a red dress?',
  attachment: null,
  status: 'SENT',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
};

function setup(extra: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    [`GET /studio/castings/${CASTING_ID}`]: () => ({ body: testCastingBody }),
    [`GET /studio/castings/${CASTING_ID}/applications`]: () => ({
      body: applicantPage([testApplicant(1), testApplicant(2)]),
    }),
    'GET /studio/applications/app-2': () => ({ body: { data: testDetail() } }),
    'GET /studio/applications/app-2/self-tape-requests': () => ({ body: { data: [] } }),
    ...extra,
  });
  return { api, ...renderApp(`/castings/${CASTING_ID}/applicants/app-2`, signedInSession()) };
}

describe("the applicant's messages", () => {
  it('shows the thread of the application and sends a message in it', async () => {
    const { api, user } = setup({
      'GET /studio/applications/app-2/conversation': () => ({ body: { data: conversation } }),
      'GET /studio/conversations/conv-2/messages': () => ({
        body: { data: { conversation, messages: [fromTalent], hasMore: false } },
      }),
      'POST /studio/conversations/conv-2/read': () => ({ body: { data: { unread: 0 } } }),
      'POST /studio/conversations/conv-2/messages': ({ body }) => ({
        status: 201,
        body: {
          data: {
            ...fromTalent,
            id: 'm-2',
            side: 'CLIENT',
            fromMe: true,
            text: (body as { text: string }).text,
          },
        },
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Messages', level: 2 })).toBeInTheDocument();
    expect(
      await screen.findByText('Should I bring a red dress?', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message'), 'Yes, please');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(
        api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/messages'))?.body,
      ).toEqual({
        text: 'Yes, please',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue(''));
  }, 20_000);

  it("says plainly when a new company reached its day's limit of conversations", async () => {
    setup({
      'GET /studio/applications/app-2/conversation': () => ({
        status: 429,
        body: {
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          message:
            'A company verified less than 7 days ago can start at most 50 conversations a day. Try again tomorrow.',
        },
      }),
    });
    expect(await screen.findByTestId('thread-limit', {}, { timeout: 10_000 })).toHaveTextContent(
      'can start at most 50 conversations a day',
    );
  }, 20_000);
});
