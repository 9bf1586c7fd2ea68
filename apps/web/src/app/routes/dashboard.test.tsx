import type { User } from '@talent/contract/auth';
import { queryClient } from '@talent/ui/app-kit/query-client';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testApplication, testCasting, testProfile } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const stats = { pendingApplications: 3, acceptedApplications: 1, availableCastings: 64 };

function applications(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const { applications: _own, ...casting } = testCasting({
      id: `casting-${index}`,
      slug: `casting-${index}`,
      title: `Casting ${index + 1}`,
    });
    return testApplication({
      id: `application-${index}`,
      casting,
      appliedAt: `2026-12-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
    });
  });
}

function stubDashboardApi(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /profiles/me': () => ({ body: { data: testProfile() } }),
    'GET /applications/my-stats': () => ({ body: { data: stats } }),
    'GET /applications': () => ({ body: { data: applications(7) } }),
    'GET /invitations': () => ({
      body: { data: [], meta: { page: 1, pageSize: 50, total: 0, totalPages: 1 } },
    }),
    'GET /profiles/me/views': () => ({ body: { data: { viewersThisWeek: 0, weeks: [], companies: [] } } }),
    ...routes,
  });
}

function renderDashboard(routes: Parameters<typeof stubApi>[0] = {}, user: Partial<User> = {}) {
  const api = stubDashboardApi(routes);
  return { ...renderApp('/', signedInSession(user)), api };
}

describe('dashboard', () => {
  it('shows the three numbers, the quick actions and the five latest applications', async () => {
    const { api } = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ioana!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('stat-active-applications')).toHaveTextContent('Active applications3'),
    );
    expect(screen.getByTestId('stat-accepted-applications')).toHaveTextContent('Accepted applications1');
    expect(screen.getByTestId('stat-available-castings')).toHaveTextContent('Available castings64');

    for (const [name, href] of [
      ['Browse castings', '/castings'],
      ['My applications', '/my-applications'],
      ['My profile', '/profile'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }

    const recent = await screen.findAllByTestId('recent-application');
    expect(recent).toHaveLength(5);
    expect(api.calls.find((call) => call.path === '/applications')?.search.get('pageSize')).toBe('5');
    expect(recent[0]).toHaveTextContent('Casting 1');
    expect(recent[0]).toHaveTextContent('Applied on 20 December 2026');
    expect(within(recent[0] as HTMLElement).getByTestId('application-status-badge')).toHaveTextContent(
      'Pending',
    );
    expect(
      within(recent[0] as HTMLElement).getByRole('link', { name: 'Details: Casting 1' }),
    ).toHaveAttribute('href', '/castings/casting-0');
    expect(screen.getByRole('link', { name: 'View all applications' })).toHaveAttribute(
      'href',
      '/my-applications',
    );
    // A complete profile: no warning.
    expect(screen.queryByTestId('profile-completeness-banner')).not.toBeInTheDocument();
  });

  it("warns about an incomplete profile and names a vanished casting 'Unknown Casting'", async () => {
    renderDashboard({
      'GET /profiles/me': () => ({ body: { data: testProfile({ profilePhotoUrl: null }) } }),
      'GET /applications': () => ({ body: { data: [testApplication({ casting: null })] } }),
    });
    expect(await screen.findByTestId('profile-completeness-banner')).toHaveTextContent(
      'Missing: a profile photo.',
    );
    const [item] = await screen.findAllByTestId('recent-application');
    expect(item).toHaveTextContent('Unknown Casting');
    expect(within(item as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an empty state when nothing was applied to yet, in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    renderDashboard({ 'GET /applications': () => ({ body: { data: [] } }) });
    expect(await screen.findByRole('heading', { name: 'Nicio aplicare încă' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-available-castings')).toHaveTextContent('Castinguri disponibile64');
  });

  it('only logs failures (§8): no toast, empty lists, the profile counted as incomplete', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = () => ({ status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Nope' } });
    renderDashboard({
      'GET /profiles/me': refused,
      'GET /applications/my-stats': refused,
      'GET /applications': refused,
    });
    expect(await screen.findByTestId('profile-completeness-banner')).toHaveTextContent(
      /could not check your profile/,
    );
    expect(await screen.findByTestId('recent-activity-empty')).toBeInTheDocument();
    expect(screen.getByTestId('stat-active-applications')).toHaveTextContent('Not available');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  });
  it('offers the onboarding wizard until it is finished, on the server or in this browser', async () => {
    const { unmount } = renderDashboard();
    const card = await screen.findByTestId('onboarding-card');
    expect(within(card).getByRole('link', { name: 'Start onboarding' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    unmount();

    localStorage.setItem(
      'onboarding:user-1',
      JSON.stringify({ currentStep: 3, formData: {}, completedSteps: [1, 2], isOnboardingComplete: false }),
    );
    const resumed = renderDashboard();
    expect(await screen.findByRole('link', { name: 'Continue onboarding' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    resumed.unmount();
    // The app's one query cache would answer the next render with the profile above.
    queryClient.clear();

    renderDashboard({
      'GET /profiles/me': () => ({
        body: { data: testProfile({ onboardingCompletedAt: '2026-11-01T10:00:00.000Z' }) },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ioana!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-active-applications')).toHaveTextContent('3'));
    expect(screen.queryByTestId('onboarding-card')).not.toBeInTheDocument();
  });

  it("does not ask for a guardian's own profile when the account has none (no 404 in the console)", async () => {
    const { api } = renderDashboard(
      {
        'GET /profiles/me': () => ({
          status: 404,
          body: { statusCode: 404, code: 'PROFILE_NOT_FOUND', message: 'Profile not found' },
        }),
      },
      { isGuardianModeEnabled: true, hasOwnProfile: false },
    );
    await waitFor(() => expect(screen.getByTestId('stat-active-applications')).toHaveTextContent('3'));
    expect(await screen.findAllByTestId('recent-application')).toHaveLength(5);
    expect(api.calls.some((call) => call.path === '/profiles/me')).toBe(false);
    // Nor who looked at it; the children's invitations are still there.
    expect(api.calls.some((call) => call.path === '/profiles/me/views')).toBe(false);
    expect(screen.queryByTestId('profile-views')).not.toBeInTheDocument();
    expect(screen.getByTestId('open-invitations')).toBeInTheDocument();
    // No profile to complete or to onboard: neither the warning nor the wizard's card.
    expect(screen.queryByTestId('profile-completeness-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('onboarding-card')).not.toBeInTheDocument();
  });
});
