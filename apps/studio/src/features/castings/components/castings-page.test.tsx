import { stubApi } from '@talent/ui/test/api-stub';
import { failingRoute, retryAfterFailure } from '@talent/ui/test/failing-route';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';
import { studioCasting } from '../test/studio-casting';

const open = (route = '/castings') => renderApp(route, signedInSession(testStaff()));
const path = () => screen.getByTestId('current-path');

describe('castings list', () => {
  it('shows each casting with its status, place, date and applications per status', async () => {
    const casting = studioCasting(1, {
      status: 'PUBLISHED',
      applicationCounts: { PENDING: 3, REVIEWED: 2, SHORTLISTED: 1, ACCEPTED: 0, REJECTED: 4 },
      applicationsTotal: 10,
      newApplications: 3,
      ageRanges: [{ min: 6, max: 12 }],
      minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 2 },
    });
    stubApi({ 'GET /studio/castings': () => ({ body: page([casting, studioCasting(2)]) }) });
    open();

    const [first, second] = await screen.findAllByTestId('casting-card');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Casting 1' })).toBeInTheDocument();
    expect(card.getByTestId('casting-status-badge')).toHaveTextContent('Published');
    expect(card.getByTestId('casting-status-badge')).toHaveAttribute('data-tone', 'green');
    expect(first).toHaveTextContent('Cluj-Napoca');
    expect(card.getByTestId('casting-date')).toHaveTextContent('15 Jun 2026');
    expect(card.getByTestId('casting-minor-schedule')).toHaveTextContent('Children: 10:00–12:00, 2 days');
    expect(card.getByTestId('count-PENDING')).toHaveTextContent('Pending:3');
    expect(card.getByTestId('count-REJECTED')).toHaveTextContent('Rejected:4');
    expect(card.getByText('Applications: 10')).toBeInTheDocument();
    expect(card.getByTestId('new-applications')).toHaveTextContent(
      '3 new applications since you last looked',
    );
    expect(card.getByRole('link', { name: 'Casting 1' })).toHaveAttribute(
      'href',
      '/castings/casting-1/applicants',
    );
    expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/castings/casting-1/edit');
    expect(card.getByRole('link', { name: 'Presentations of Casting 1' })).toHaveAttribute(
      'href',
      '/castings/casting-1/presentations',
    );

    // No highlight without new applications; a draft can be published, not closed.
    const draft = within(second!);
    expect(draft.queryByTestId('new-applications')).not.toBeInTheDocument();
    expect(draft.getByTestId('casting-status-badge')).toHaveTextContent('Draft');
    expect(draft.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('says "noi" in Romanian for the new applications', async () => {
    const { changeLanguage } = await import('@talent/ui/i18n');
    await changeLanguage('ro', { persist: false });
    stubApi({
      'GET /studio/castings': () => ({
        body: page([studioCasting(1, { newApplications: 2, applicationsTotal: 2 })]),
      }),
    });
    open();
    expect(await screen.findByTestId('new-applications')).toHaveTextContent('2 noi');
  });

  it('keeps the status filter in the URL and asks the API for it', async () => {
    const api = stubApi({
      'GET /studio/castings': ({ search }) => ({
        body: page([studioCasting(1, { status: (search.get('status') as 'CLOSED') ?? 'DRAFT' })]),
      }),
    });
    const { user } = open('/castings?page=2');
    await screen.findByTestId('casting-card');
    expect(api.calls[0]?.search.get('status')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'CLOSED');
    expect(path()).toHaveTextContent(/^\/castings\?status=CLOSED$/);
    expect(
      await screen.findByText('Closed', { selector: '[data-testid="casting-status-badge"]' }),
    ).toBeInTheDocument();
    expect(api.calls.at(-1)?.search.get('status')).toBe('CLOSED');
    expect(api.calls.at(-1)?.search.get('page')).toBe('1');
  });

  it('opens with the filter of the URL chosen', async () => {
    const api = stubApi({ 'GET /studio/castings': () => ({ body: page([]) }) });
    open('/castings?status=PUBLISHED');
    expect(await screen.findByTestId('castings-empty')).toHaveTextContent('No castings with this status');
    expect(screen.getByLabelText('Status')).toHaveValue('PUBLISHED');
    expect(api.calls[0]?.search.get('status')).toBe('PUBLISHED');
  });

  it('invites to create the first casting when there is none', async () => {
    stubApi({ 'GET /studio/castings': () => ({ body: page([]) }) });
    open();
    const empty = await screen.findByTestId('castings-empty');
    expect(empty).toHaveTextContent('No castings yet');
    expect(within(empty).getByRole('link', { name: 'Create casting' })).toHaveAttribute(
      'href',
      '/castings/new',
    );
  });

  it('pages through many castings', async () => {
    stubApi({
      'GET /studio/castings': ({ search }) => {
        const current = Number(search.get('page'));
        return { body: page([studioCasting(current * 100)], { page: current, pageSize: 12, total: 20 }) };
      },
    });
    const { user } = open();
    expect(await screen.findByTestId('pagination-status')).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Casting 200' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/castings?page=2');
  });

  it('shows a failure with a way to try again', async () => {
    const list = failingRoute({ body: page([studioCasting(1)]) });
    stubApi({ 'GET /studio/castings': list.handler });
    const { user } = open();
    await retryAfterFailure(user, list, {
      errorTestId: 'castings-error',
      message: 'The castings could not be loaded',
    });
    expect(await screen.findByTestId('casting-card')).toBeInTheDocument();
  }, 15_000);

  it('is in the main navigation', async () => {
    stubApi({ 'GET /studio/castings': () => ({ body: page([]) }) });
    open('/');
    const links = await screen.findAllByRole('link', { name: 'Castings' });
    expect(links[0]).toHaveAttribute('href', '/castings');
  });
});
