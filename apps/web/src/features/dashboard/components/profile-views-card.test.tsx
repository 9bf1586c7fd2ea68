import type { ProfileViews } from '@talent/contract/directory';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, signedInSession, testQueryClient } from '@/test/render';
import { ProfileViewsCard } from './profile-views-card';

const views = (overrides: Partial<ProfileViews> = {}): ProfileViews => ({
  viewersThisWeek: 3,
  weeks: [{ weekStart: '2026-11-23', views: 5, viewers: 3 }],
  companies: [
    { name: 'Castel Film SRL', lastViewedAt: '2026-11-27T10:00:00.000Z' },
    { name: 'Agenția Lumière', lastViewedAt: '2026-11-24T09:00:00.000Z' },
  ],
  ...overrides,
});

function renderViews(answer: () => { status?: number; body: unknown }) {
  const api = stubApi({ 'GET /profiles/me/views': answer });
  return {
    ...renderWithApp(<ProfileViewsCard />, { session: signedInSession(), queryClient: testQueryClient() }),
    api,
  };
}

describe('dashboard: who looked at the profile', () => {
  it('says how many casting directors looked this week and which companies, most recent first', async () => {
    renderViews(() => ({ body: { data: views() } }));
    const card = screen.getByRole('region', { name: 'Who looked at your profile' });
    expect(await within(card).findByTestId('profile-views-this-week')).toHaveTextContent(
      'Viewed by 3 casting directors this week',
    );
    const companies = within(card).getAllByRole('listitem');
    expect(companies.map((item) => item.textContent)).toEqual([
      'Castel Film SRLlast on 27 November 2026',
      'Agenția Lumièrelast on 24 November 2026',
    ]);
  });

  it('counts in Romanian: one director, then "de" from twenty on', async () => {
    await changeLanguage('ro', { persist: false });
    const { unmount } = renderViews(() => ({ body: { data: views({ viewersThisWeek: 1 }) } }));
    expect(await screen.findByTestId('profile-views-this-week')).toHaveTextContent(
      'Văzut de 1 director de casting săptămâna aceasta',
    );
    unmount();
    renderViews(() => ({ body: { data: views({ viewersThisWeek: 21 }) } }));
    expect(await screen.findByTestId('profile-views-this-week')).toHaveTextContent(
      'Văzut de 21 de directori de casting săptămâna aceasta',
    );
  });

  it('with no views yet, says so and leads to who can see the profile', async () => {
    renderViews(() => ({ body: { data: views({ viewersThisWeek: 0, weeks: [], companies: [] }) } }));
    expect(await screen.findByTestId('profile-views-this-week')).toHaveTextContent(
      'No casting director has opened your profile this week.',
    );
    expect(screen.getByTestId('profile-views-empty')).toHaveTextContent(
      'No company has opened your profile yet.',
    );
    expect(screen.getByRole('link', { name: 'Who can see my profile' })).toHaveAttribute('href', '/settings');
  });

  it('a failed load says so, and trying again shows the views', async () => {
    let fail = true;
    const { user } = renderViews(() =>
      fail
        ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' } }
        : { body: { data: views() } },
    );
    const error = await screen.findByTestId('profile-views-error');
    expect(error).toHaveTextContent('We could not load who looked at your profile.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-views-this-week')).toHaveTextContent('Viewed by 3');
  });
});
