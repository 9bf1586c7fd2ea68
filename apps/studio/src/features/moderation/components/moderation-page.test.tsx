import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { page, testAdmin } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';
import { testHeld, testMessageReport, testReport } from '../test-fixtures';

const open = (route = '/moderation') => renderApp(route, signedInSession(testAdmin()));

async function expectNoAxeViolations(container: HTMLElement) {
  // jsdom computes no colours: contrast is the e2e's to check, everything else is checked here.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('moderation', () => {
  it('lists the open reports with what was reported, why, by whom, and the counts on the tabs', async () => {
    const api = stubApi({
      'GET /admin/reports': () => ({ body: page([testReport('report-1')], { total: 1 }) }),
      'GET /admin/held-messages': () => ({ body: { data: [testHeld('held-1'), testHeld('held-2')] } }),
    });
    open();

    const card = await screen.findByTestId('report-card');
    expect(within(card).getByRole('heading', { name: 'Spot TV Lumière' })).toBeInTheDocument();
    for (const text of [
      'Scam',
      'They asked for a 200 lei registration fee',
      'Spot TV Lumière (Published)',
      'Fake Films SRL (verified)',
      'Ana Pop (ana@example.com)',
    ])
      expect(card).toHaveTextContent(text);
    expect(api.calls.find((call) => call.path === '/admin/reports')?.search.get('status')).toBe('OPEN');
    expect(await screen.findByRole('tab', { name: 'Reports (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Held messages (2)' })).toBeInTheDocument();
    // A casting's report: no message to hide.
    const actions = within(within(card).getByTestId('report-actions')).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual([
      'Dismiss',
      'Suspend casting',
      'Suspend company',
    ]);
  });

  it('dismisses a report with a note', async () => {
    const api = stubApi({
      'GET /admin/reports': () => ({ body: page([testReport('report-1')]) }),
      'GET /admin/held-messages': () => ({ body: { data: [] } }),
      'PATCH /admin/reports/report-1': () => ({
        body: { data: testReport('report-1', { status: 'RESOLVED', action: 'DISMISS' }) },
      }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Dismiss: report of Casting/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'A real production, checked');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));

    expect(await screen.findByText('The report was dismissed')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      action: 'DISMISS',
      note: 'A real production, checked',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('says what suspending a company does before it is sent, and sends it without a note', async () => {
    const api = stubApi({
      'GET /admin/reports': () => ({ body: page([testReport('report-1')]) }),
      'GET /admin/held-messages': () => ({ body: { data: [] } }),
      'PATCH /admin/reports/report-1': () => ({
        body: { data: testReport('report-1', { status: 'RESOLVED', action: 'SUSPEND_CLIENT' }) },
      }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Suspend company: report of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Fake Films SRL' });
    expect(within(dialog).getByTestId('report-action-intro')).toHaveTextContent(
      'Fake Films SRL cannot sign in, its castings are suspended and their applicants are told.',
    );
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend company' }));

    expect(await screen.findByText('Fake Films SRL is suspended')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      action: 'SUSPEND_CLIENT',
      note: '',
    });
  }, 15_000);

  it("hides a reported message, and offers to suspend the message's casting", async () => {
    const api = stubApi({
      'GET /admin/reports': () => ({ body: page([testMessageReport('report-2')]) }),
      'GET /admin/held-messages': () => ({ body: { data: [] } }),
      'PATCH /admin/reports/report-2': () => ({ body: { data: testMessageReport('report-2') } }),
    });
    const { user } = open();
    const card = await screen.findByTestId('report-card');
    expect(card).toHaveTextContent('“Send the deposit to RO49AAAA1B31007593840000” (delivered)');
    expect(
      within(card).getByRole('button', { name: /^Suspend casting: report of Message/ }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Hide message: report of Message/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this message' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide message' }));

    expect(await screen.findByText('The message is hidden')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      action: 'HIDE_MESSAGE',
      note: '',
    });
  }, 15_000);

  it("offers no company to suspend for a talent's own message, and does for the casting's", async () => {
    const talentsOwn = testMessageReport('report-3');
    talentsOwn.target = { ...talentsOwn.target, messageSide: 'TALENT' };
    stubApi({
      'GET /admin/reports': () => ({ body: page([talentsOwn, testMessageReport('report-4')]) }),
      'GET /admin/held-messages': () => ({ body: { data: [] } }),
    });
    open();
    const [own, clients] = await screen.findAllByTestId('report-card');
    expect(within(own!).queryByRole('button', { name: /^Suspend company/ })).not.toBeInTheDocument();
    expect(within(own!).getByRole('button', { name: /^Hide message/ })).toBeInTheDocument();
    expect(within(clients!).getByRole('button', { name: /^Suspend company/ })).toBeInTheDocument();
  }, 15_000);

  it('translates a decision another administrator already made, and closes the dialog', async () => {
    stubApi({
      'GET /admin/reports': () => ({ body: page([testReport('report-1')]) }),
      'GET /admin/held-messages': () => ({ body: { data: [] } }),
      'PATCH /admin/reports/report-1': () => ({
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'This report has already been resolved' },
      }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Dismiss: report of/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByText('This report has already been resolved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);

  it('shows the resolved reports with their decision, without actions', async () => {
    const api = stubApi({
      'GET /admin/reports': ({ search }) => ({
        body: page(
          search.get('status') === 'RESOLVED'
            ? [
                testReport('report-3', {
                  status: 'RESOLVED',
                  action: 'SUSPEND_CASTING',
                  note: 'Asked for money',
                  resolvedAt: '2026-11-22T10:00:00.000Z',
                }),
              ]
            : [],
        ),
      }),
      'GET /admin/held-messages': () => ({ body: { data: [] } }),
    });
    const { user } = open();
    expect(await screen.findByTestId('reports-empty')).toHaveTextContent('Nothing to review');
    await user.selectOptions(screen.getByLabelText('Show'), 'RESOLVED');

    const card = await screen.findByTestId('report-card');
    expect(card).toHaveTextContent('Suspend casting');
    expect(card).toHaveTextContent('Asked for money');
    expect(within(card).queryByTestId('report-actions')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/moderation?status=RESOLVED');
    expect(api.calls.at(-1)?.search.get('status')).toBe('RESOLVED');
  }, 15_000);

  it('shows a held message with what was flagged marked, and releases it after a confirmation', async () => {
    const api = stubApi({
      'GET /admin/reports': () => ({ body: page([]) }),
      'GET /admin/held-messages': () => ({ body: { data: [testHeld('held-1')] } }),
      'POST /admin/held-messages/held-1/release': () => ({
        body: { data: testHeld('held-1', { status: 'SENT' }) },
      }),
    });
    const { user } = open('/moderation?tab=held');

    const card = await screen.findByTestId('held-message');
    expect(within(card).getByRole('heading', { name: 'Reclamă lapte' })).toBeInTheDocument();
    expect(card).toHaveTextContent("Fake Films SRL (the casting's company)");
    expect(card).toHaveTextContent('Matei');
    expect(within(card).getByTestId('held-text').querySelector('mark')).toHaveTextContent('0722 123 456');
    expect(within(card).getByTestId('held-warnings')).toHaveTextContent('Flagged: phone number');
    expect(within(card).getByRole('button', { name: 'script.pdf' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Release the message from Fake Films SRL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this message?' });
    expect(dialog).toHaveTextContent("It reaches Matei's family as it was written");
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));

    expect(await screen.findByText('The message was released')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/held-messages/held-1/release',
    ]);
  }, 15_000);

  it('rejects a held message after a confirmation; Cancel sends nothing', async () => {
    const api = stubApi({
      'GET /admin/reports': () => ({ body: page([]) }),
      'GET /admin/held-messages': () => ({ body: { data: [testHeld('held-1')] } }),
      'POST /admin/held-messages/held-1/reject': () => ({
        body: { data: testHeld('held-1', { status: 'REJECTED' }) },
      }),
    });
    const { user } = open('/moderation?tab=held');
    const reject = await screen.findByRole('button', { name: 'Reject the message from Fake Films SRL' });
    await user.click(reject);
    let dialog = await screen.findByRole('dialog', { name: 'Reject this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(reject);
    dialog = await screen.findByRole('dialog', { name: 'Reject this message?' });
    expect(dialog).toHaveTextContent("It is never delivered to Matei's family");
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The message was rejected')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.path).toBe('/admin/held-messages/held-1/reject');
  }, 15_000);

  it('says when there is nothing to review', async () => {
    stubApi({
      'GET /admin/reports': () => ({ body: page([]) }),
      'GET /admin/held-messages': () => ({ body: { data: [] } }),
    });
    const { user } = open();
    expect(await screen.findByTestId('reports-empty')).toHaveTextContent('Nothing to review');
    await user.click(await screen.findByRole('tab', { name: 'Held messages (0)' }));
    expect(await screen.findByTestId('held-empty')).toHaveTextContent('Nothing to review');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/moderation?tab=held');
  });

  it('speaks Romanian, its texts loaded with the screen', async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({
      'GET /admin/reports': () => ({ body: page([testReport('report-1')]) }),
      'GET /admin/held-messages': () => ({ body: { data: [] } }),
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Moderare', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Suspendă compania: raportarea pentru/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspendă Fake Films SRL' });
    expect(dialog).toHaveTextContent(
      'Fake Films SRL nu se mai poate autentifica, castingurile ei sunt suspendate, iar aplicanții lor sunt anunțați.',
    );
  }, 15_000);

  it('passes axe with a report, a held message and a decision dialog open', async () => {
    stubApi({
      'GET /admin/reports': () => ({ body: page([testReport('report-1'), testMessageReport('report-2')]) }),
      'GET /admin/held-messages': () => ({ body: { data: [testHeld('held-1')] } }),
    });
    const { user, container } = open();
    await screen.findAllByTestId('report-card');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('tab', { name: /^Held messages/ }));
    await screen.findByTestId('held-message');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Reject the message from Fake Films SRL' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations(document.body);
  }, 20_000);

  it('sends a client home', async () => {
    stubApi({});
    renderApp('/moderation', signedInSession());
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });
});
