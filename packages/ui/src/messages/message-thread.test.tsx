import type { ConversationSummary, Message, Thread } from '@talent/contract/messages';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocaleLoader } from '../app-kit/create-locale-loader';
import { sessionContextOf } from '../app-kit/session-context';
import { changeLanguage, initI18n } from '../i18n';
import { type StubRequest, stubApi } from '../test/api-stub';
import { createAppRender } from '../test/app-render';
import { LazyConversationList, LazyMessageThread } from './lazy-messages';

const { renderWithApp } = createAppRender({ SessionContext: sessionContextOf(), withSearch: false });

const conversation: ConversationSummary = {
  id: 'conv-1',
  applicationId: 'app-1',
  invitationId: null,
  casting: { id: 'casting-1', title: 'Winter lights' },
  counterpartName: 'Studio Nord',
  companyId: 'client-1',
  talentName: 'Ana Pop',
  minor: false,
  lastMessage: null,
  unread: 0,
};

const message = (overrides: Partial<Message> = {}): Message => ({
  id: 'm-1',
  conversationId: 'conv-1',
  side: 'CLIENT',
  fromMe: false,
  senderName: 'Studio Nord',
  text: 'Can you do a Moldovan accent?',
  attachment: null,
  status: 'SENT',
  createdAt: '2026-03-02T10:00:00.000Z',
  read: false,
  ...overrides,
});

const thread = (messages: Message[], summary = conversation, hasMore = false) => ({
  body: { data: { conversation: summary, messages, hasMore } satisfies Thread },
});

const PATH = '/conversations/conv-1';

function renderThread(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'POST /conversations/conv-1/read': () => ({ body: { data: { unread: 0 } } }),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderWithApp(<LazyMessageThread threadPath={PATH} reportCompany />, {
    queryClient,
    route: '/messages/conv-1',
  });
  return { ...rendered, api };
}

async function expectNoAxeViolations(container: HTMLElement) {
  // jsdom computes no colours: contrast is the e2e's to check, everything else is checked here.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const posts = (calls: StubRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

beforeAll(() => initI18n(createLocaleLoader({}), 'en'));

beforeEach(async () => {
  await changeLanguage('en', { persist: false });
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
});

afterEach(() => {
  toast.dismiss();
});

describe('a message thread', () => {
  it('shows what it is about, the never-pay notice and the messages, and marks itself read', async () => {
    const { api } = renderThread({ 'GET /conversations/conv-1/messages': () => thread([message()]) });

    expect(await screen.findByRole('heading', { name: 'About: Winter lights' })).toBeInTheDocument();
    expect(screen.getByText('With: Studio Nord')).toBeInTheDocument();
    expect(screen.getByText(/never asks anyone to pay to apply or to audition/)).toBeInTheDocument();
    expect(screen.getByText('Can you do a Moldovan accent?')).toBeInTheDocument();
    await waitFor(() => expect(posts(api.calls, '/conversations/conv-1/read')).toHaveLength(1));
  });

  it('says "Seen" under an own message the other side has read, and nothing under an unread one', async () => {
    renderThread({
      'GET /conversations/conv-1/messages': () =>
        thread([
          message({
            id: 'm-1',
            fromMe: true,
            side: 'TALENT',
            senderName: 'Ana Pop',
            text: 'Yes, I can',
            read: true,
          }),
          message({
            id: 'm-2',
            fromMe: true,
            side: 'TALENT',
            senderName: 'Ana Pop',
            text: 'When?',
            read: false,
          }),
        ]),
    });

    const [first, second] = await screen.findAllByTestId('message');
    expect(within(first as HTMLElement).getByText('Seen')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText('Seen')).not.toBeInTheDocument();
  });

  it('shows an empty thread as such, with the composer ready', async () => {
    renderThread({ 'GET /conversations/conv-1/messages': () => thread([]) });
    expect(await screen.findByText('No messages yet — write the first')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toBeInTheDocument();
  });

  it('shows the warnings of a flagged message, and "Send anyway" sends the same body confirmed', async () => {
    let sent = 0;
    const { user, api } = renderThread({
      'GET /conversations/conv-1/messages': () => thread([message()]),
      'POST /conversations/conv-1/messages': (request) => {
        sent += 1;
        if (!(request.body as { confirm?: boolean }).confirm)
          return {
            status: 422,
            body: {
              statusCode: 422,
              code: 'MESSAGE_NEEDS_CONFIRMATION',
              message: 'This message looks like it shares contact details or asks for money.',
              warnings: [{ kind: 'PHONE', text: '0722 123 456' }],
            },
          };
        return {
          status: 201,
          body: { data: message({ id: 'm-2', fromMe: true, text: 'Call me on 0722 123 456' }) },
        };
      },
    });

    await user.type(await screen.findByLabelText('Your message'), 'Call me on 0722 123 456');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const warnings = await screen.findByTestId('message-warnings');
    expect(within(warnings).getByText('Check your message before sending it')).toBeInTheDocument();
    expect(within(warnings).getByText(/A phone number/)).toBeInTheDocument();
    expect(within(warnings).getByText('0722 123 456')).toBeInTheDocument();
    expect(within(warnings).getByRole('button', { name: 'Edit message' })).toBeInTheDocument();

    await user.click(within(warnings).getByRole('button', { name: 'Send anyway' }));

    await waitFor(() => expect(sent).toBe(2));
    expect(posts(api.calls, '/conversations/conv-1/messages')).toEqual([
      { text: 'Call me on 0722 123 456' },
      { text: 'Call me on 0722 123 456', confirm: true },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue(''));
    expect(screen.queryByTestId('message-warnings')).not.toBeInTheDocument();
  });

  it('says while the message is written what Send would ask about, and nothing once it is gone', async () => {
    const { user } = renderThread({ 'GET /conversations/conv-1/messages': () => thread([message()]) });
    const text = await screen.findByLabelText('Your message');
    const live = screen.getByTestId('message-live-warning');
    expect(live).toHaveAttribute('role', 'status');
    expect(live).toBeEmptyDOMElement();

    await user.type(text, 'Trimite avansul de 200 lei, sună-mă la 0722 123 456');
    await waitFor(() =>
      expect(live).toHaveTextContent(
        'Before you send: this message seems to contain a request for money and a phone number. Keep contact and payments on the platform.',
      ),
    );

    await user.clear(text);
    await user.type(text, 'Mulțumesc, ne vedem joi.');
    await waitFor(() => expect(live).toBeEmptyDOMElement());
  });

  it('says that a flagged message to a minor will be held, and shows a held answer as held', async () => {
    const minor = { ...conversation, minor: true };
    let stored: Message[] = [message()];
    const { user } = renderThread({
      'GET /conversations/conv-1/messages': () => thread(stored, minor),
      'POST /conversations/conv-1/messages': (request) => {
        if (!(request.body as { confirm?: boolean }).confirm)
          return {
            status: 422,
            body: {
              statusCode: 422,
              code: 'MESSAGE_NEEDS_CONFIRMATION',
              message: 'Check it',
              warnings: [{ kind: 'MONEY', text: 'taxă' }],
            },
          };
        const held = message({
          id: 'm-2',
          fromMe: true,
          side: 'TALENT',
          senderName: 'Ana Pop',
          text: 'Is there a taxă?',
          status: 'HELD',
        });
        stored = [...stored, held];
        return { status: 201, body: { data: held } };
      },
    });

    await user.type(await screen.findByLabelText('Your message'), 'Is there a taxă?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const warnings = await screen.findByTestId('message-warnings');
    expect(within(warnings).getByText(/it will be held for an administrator/)).toBeInTheDocument();
    await user.click(within(warnings).getByRole('button', { name: 'Send anyway' }));

    expect(await screen.findByText(/Your message was held/)).toBeInTheDocument();
    const held = await screen.findByTestId('message-held');
    expect(held).toHaveTextContent('Held for review');
  });

  it('reports a message of the other side with the reason and details chosen, then thanks', async () => {
    const { user, api } = renderThread({
      'GET /conversations/conv-1/messages': () => thread([message({ id: 'm-9' })]),
      'POST /reports': () => ({ status: 201, body: { data: { id: 'report-1' } } }),
    });

    await user.click(await screen.findByRole('button', { name: /Report the message of Studio Nord/ }));
    const dialog = await screen.findByTestId('report-dialog');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('radio', { name: 'Asks for money or bank details' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Asked for a fee');
    expect(within(dialog).getByText('15 of 1000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));

    expect(await screen.findByText('Thank you. Our team will look into your report.')).toBeInTheDocument();
    expect(posts(api.calls, '/reports')).toEqual([
      { targetType: 'MESSAGE', targetId: 'm-9', reason: 'PAYMENT_REQUEST', details: 'Asked for a fee' },
    ]);
  });

  it('reports the company from the header', async () => {
    const { user, api } = renderThread({
      'GET /conversations/conv-1/messages': () => thread([message()]),
      'POST /reports': () => ({ status: 201, body: { data: { id: 'report-1' } } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Report this company' }));
    const dialog = await screen.findByTestId('report-dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'A scam or a fake casting' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));

    await waitFor(() =>
      expect(posts(api.calls, '/reports')).toEqual([
        { targetType: 'CLIENT', targetId: 'client-1', reason: 'SCAM' },
      ]),
    );
  });

  it('refuses an attachment over 10 MB before uploading it', async () => {
    const { user, api } = renderThread({ 'GET /conversations/conv-1/messages': () => thread([]) });

    const big = new File(['%PDF'], 'script.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await screen.findByLabelText('Your message');
    await user.upload(screen.getByTestId('attach-input'), big);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“script.pdf” is over 10 MB: an attachment can be at most 10 MB',
    );
    expect(api.calls.some((call) => call.path === '/attachments')).toBe(false);
  });

  it('loads earlier messages before the oldest one shown', async () => {
    const { user, api } = renderThread({
      'GET /conversations/conv-1/messages': (request) =>
        request.search.get('before') === 'm-5'
          ? thread([message({ id: 'm-4', text: 'An older one' })])
          : thread([message({ id: 'm-5', text: 'The newest' })], conversation, true),
    });

    await user.click(await screen.findByRole('button', { name: 'Earlier messages' }));

    expect(await screen.findByText('An older one')).toBeInTheDocument();
    const texts = screen.getAllByTestId('message').map((item) => item.textContent);
    expect(texts[0]).toContain('An older one');
    expect(texts[1]).toContain('The newest');
    expect(api.calls.filter((call) => call.search.get('before') === 'm-5')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).not.toBeInTheDocument();
  });

  it('sends with Ctrl+Enter from the text, and tells an empty message before sending', async () => {
    const { user, api } = renderThread({
      'GET /conversations/conv-1/messages': () => thread([]),
      'POST /conversations/conv-1/messages': () => ({
        status: 201,
        body: { data: message({ id: 'm-2', fromMe: true, text: 'Hello' }) },
      }),
    });
    const text = await screen.findByLabelText('Your message');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message');

    await user.type(text, 'Hello');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() =>
      expect(posts(api.calls, '/conversations/conv-1/messages')).toEqual([{ text: 'Hello' }]),
    );
  });

  it('passes axe with messages of both sides, a held one and the report dialog open', async () => {
    const { user, container } = renderThread({
      'GET /conversations/conv-1/messages': () =>
        thread([
          message({
            attachment: {
              id: 'file-1',
              fileName: 'script.pdf',
              contentType: 'application/pdf',
              size: 120_000,
            },
          }),
          message({
            id: 'm-2',
            fromMe: true,
            side: 'TALENT',
            senderName: 'Ana Pop',
            status: 'HELD',
            text: 'Hi',
          }),
          message({ id: 'm-3', status: 'HIDDEN', text: '' }),
        ]),
    });
    expect(await screen.findByRole('button', { name: 'Download script.pdf (117 KB)' })).toBeInTheDocument();
    expect(screen.getByText('This message was removed')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: /Report the message of Studio Nord/ }));
    await screen.findByTestId('report-dialog');
    await expectNoAxeViolations(container);
  });
});

describe('a conversation list', () => {
  it('shows each conversation with its last message, own ones as "You:", and links each', async () => {
    stubApi({
      'GET /conversations': () => ({
        body: {
          data: [
            {
              ...conversation,
              unread: 3,
              lastMessage: { text: 'See you', at: '2026-03-02T10:00:00.000Z', fromMe: false, status: 'SENT' },
            },
            {
              ...conversation,
              id: 'conv-2',
              counterpartName: 'Agenția Sud',
              lastMessage: { text: 'Thanks', at: '2026-03-01T10:00:00.000Z', fromMe: true, status: 'SENT' },
            },
          ],
          meta: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
        },
      }),
    });
    const { container } = renderWithApp(
      <LazyConversationList listPath="/conversations" linkTo={(item) => `/messages/${item.id}`} />,
      { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
    );

    const [first, second] = await screen.findAllByTestId('conversation-row');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Studio Nord' })).toHaveAttribute(
      'href',
      '/messages/conv-1',
    );
    expect(first).toHaveTextContent('See you');
    expect(first).toHaveTextContent('3 unread');
    expect(second).toHaveTextContent('You: Thanks');
    await expectNoAxeViolations(container);
  });

  it('says so when there is none', async () => {
    stubApi({
      'GET /conversations': () => ({
        body: { data: [], meta: { page: 1, pageSize: 20, total: 0, totalPages: 1 } },
      }),
    });
    renderWithApp(
      <LazyConversationList listPath="/conversations" linkTo={() => '/'} emptyText="Nothing yet." />,
      {
        queryClient: new QueryClient(),
      },
    );
    expect(await screen.findByTestId('conversations-empty')).toHaveTextContent(
      'No conversations yetNothing yet.',
    );
  });
});
