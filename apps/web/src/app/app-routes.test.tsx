import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { fillSignIn } from '@talent/ui/test/app-render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import type { Session } from '@/lib/session-context';
import { CHILD_ID, page, testChild, testProfile } from '@/test/fixtures';
import { fakeSession, renderWithApp, SignsIn, signedInSession, testUser } from '@/test/render';
import { renderApp } from '@/test/render-app';

const path = () => screen.getByTestId('current-path');

/** Signed in at `route`: the screen's h1 inside the shell's top bar and main region. */
async function expectInShell(route: string, title: string) {
  renderApp(route, signedInSession());
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
}

beforeEach(() => {
  // The signed-in screens load their data: a talent with a complete profile and nothing applied yet.
  stubApi({
    'GET /profiles/me': () => ({ body: { data: testProfile() } }),
    'GET /applications': () => ({ body: { data: [] } }),
    'GET /applications/my-stats': () => ({
      body: { data: { pendingApplications: 0, acceptedApplications: 0, availableCastings: 0 } },
    }),
    'GET /castings': () => ({ body: page([]) }),
  });
});

afterEach(() => {
  document.head.querySelector('meta[name="agency-url"]')?.remove();
});

describe('routes', () => {
  it('shows an accessible spinner while the session check runs', () => {
    renderApp('/profile', fakeSession({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('sends a visitor without a session to sign in, from any screen', async () => {
    renderApp('/castings', fakeSession());
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Casting Platform - Talent Portal' }),
    ).toBeInTheDocument();
    expect(path()).toHaveTextContent('/login');
  });

  it('brings a visitor back to the page asked for (a link from a notice e-mail) once signed in', async () => {
    const { user } = renderWithApp(
      <SignsIn me={testUser}>
        <AppRoutes />
      </SignsIn>,
      { route: '/castings?category=ACTOR' },
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    await fillSignIn(user, 'ioana@example.com');
    await waitFor(() => expect(path()).toHaveTextContent(/^\/castings$/));
    expect(screen.getByTestId('current-search')).toHaveTextContent('?category=ACTOR');
  });

  it('redirects unknown paths to the dashboard (and so, signed out, to sign in)', async () => {
    renderApp('/no/such/page', fakeSession());
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/login');
  });

  it('links sign-in and registration to each other, and offers a way back from a forgotten password, keeping the way back to the page asked for', async () => {
    const { user } = renderWithApp(
      <SignsIn me={testUser}>
        <AppRoutes />
      </SignsIn>,
      { route: '/castings?category=ACTOR' },
    );
    await user.click(await screen.findByRole('link', { name: 'create a new account' }));
    expect(await screen.findByRole('heading', { name: 'Create your talent account' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();

    await fillSignIn(user, 'ioana@example.com');
    await waitFor(() => expect(path()).toHaveTextContent(/^\/castings$/));
    expect(screen.getByTestId('current-search')).toHaveTextContent('?category=ACTOR');
  }, 20_000);

  it('switches the public pages between Romanian and English and remembers the choice', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderApp('/login', fakeSession());
    expect(await screen.findByRole('heading', { name: 'Autentifică-te în contul tău' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Română' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('sends a signed-in talent from sign-in and registration straight to the dashboard', async () => {
    renderApp('/register', signedInSession({ firstName: 'Radu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Radu!' })).toBeInTheDocument();
    expect(path()).toHaveTextContent(/^\/$/);
  });

  it('greets by the e-mail before the @ when there is no first name', async () => {
    renderApp('/', signedInSession({ firstName: '', lastName: '', email: 'mara.i@example.com' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, mara.i!' })).toBeInTheDocument();
  });

  it.each([
    ['/castings', 'Castings'],
    ['/castings/summer-commercial', 'Casting not found'],
    ['/my-applications', 'My applications'],
    ['/my-applications/42', 'Application not found'],
    ['/auditions', 'My auditions'],
  ])('shows %s in the shell, titled "%s"', async (route, title) => {
    await expectInShell(route, title);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/profile', 'My profile'],
    ['/onboarding', "Welcome! Let's complete your profile"],
  ])('shows %s in the shell with its heading "%s"', async (route, title) => {
    await expectInShell(route, title);
  });

  it.each([
    ['/settings', 'Settings'],
    ['/children', 'My children'],
    ['/children/add', 'Add child'],
    [`/children/${CHILD_ID}/edit`, 'Edit child'],
  ])('shows %s in the shell with its heading "%s" in guardian mode', async (route, title) => {
    stubApi({
      'GET /children': () => ({ body: { data: [testChild()] } }),
      [`GET /children/${CHILD_ID}`]: () => ({ body: { data: testChild() } }),
    });
    renderApp(route, signedInSession({ isGuardianModeEnabled: true }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("shows a child's talent profile in the shell with the child's name as its heading", async () => {
    stubApi({
      [`GET /children/${CHILD_ID}`]: () => ({ body: { data: testChild() } }),
      [`GET /profiles/children/${CHILD_ID}`]: () => ({
        body: {
          data: testProfile({ id: 'child-profile-1', childId: CHILD_ID, firstName: 'Ana', lastName: 'Pop' }),
        },
      }),
    });
    renderApp(`/children/${CHILD_ID}/talent-profile`, signedInSession({ isGuardianModeEnabled: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Pop' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personal' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('has a help page with a title and a subtitle', async () => {
    renderApp('/help', signedInSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getByText('Guides and answers to your questions are coming soon.')).toBeInTheDocument();
  });
});

describe('shell', () => {
  it('marks the current screen in the navigation and lists Children only in guardian mode', async () => {
    const { unmount } = renderApp('/castings', signedInSession());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Castings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Castings', 'Applications', 'Auditions', 'Messages', 'Profile']);
    unmount();

    renderApp('/', signedInSession({ isGuardianModeEnabled: true }));
    const guardianNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(guardianNav).getByRole('link', { name: 'Children' })).toHaveAttribute('href', '/children');
  });

  it('counts the unread messages beside Messages in the navigation', async () => {
    stubApi({
      'GET /profiles/me': () => ({ body: { data: testProfile() } }),
      'GET /castings': () => ({ body: page([]) }),
      'GET /notifications': () => ({
        body: { data: [], meta: { page: 1, pageSize: 1, total: 0, totalPages: 1, unread: 0, messages: 3 } },
      }),
    });
    // The counts are asked for with the session's token.
    localStorage.setItem('accessToken', 'access-1');
    renderApp('/castings', signedInSession());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Messages, 3 unread messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it('shows who is signed in: initial, name and "talent account", or the photo', async () => {
    const { unmount } = renderApp('/', signedInSession());
    const button = await screen.findByRole('button', { name: /Ioana Popescu/ });
    expect(button).toHaveTextContent('IIoana Popescutalent account');
    unmount();

    renderApp(
      '/',
      signedInSession({ firstName: '', lastName: '', profilePhotoUrl: '/media/photos/me-thumb.webp' }),
    );
    const photoButton = await screen.findByRole('button', { name: /ioana\.popescu@example\.com/ });
    expect(photoButton.querySelector('img')).toHaveAttribute('src', '/media/photos/me-thumb.webp');
  });

  it('leads to profile, settings and help from the user menu, and logs out to sign in', async () => {
    const logout = vi.fn<Session['logout']>(async () => {});
    const { user } = renderApp('/', signedInSession({}, { logout }));

    await user.click(await screen.findByRole('button', { name: /Ioana Popescu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ioana Popescu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(path()).toHaveTextContent('/login'));
  });

  it('folds the navigation behind a menu button on small screens', async () => {
    const { user } = renderApp('/', signedInSession());
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile navigation' });
    await user.click(within(mobileNav).getByRole('link', { name: 'Applications' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    // Following a link folds the menu again.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a skip link, and a footer with the year, the agency site and the version', async () => {
    const meta = document.createElement('meta');
    meta.name = 'agency-url';
    meta.content = 'https://agency.example.ro';
    document.head.append(meta);
    renderApp('/', signedInSession());

    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(footer).toHaveTextContent('v1.0.0');
    expect(within(footer).getByRole('link', { name: /Agency website/ })).toHaveAttribute(
      'href',
      'https://agency.example.ro',
    );
  });

  it('speaks Romanian in the shell too', async () => {
    await changeLanguage('ro', { persist: false });
    renderApp('/', signedInSession());
    const nav = await screen.findByRole('navigation', { name: 'Navigare principală' });
    expect(within(nav).getByRole('link', { name: 'Castinguri' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bine ai venit, Ioana!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ioana Popescu/ })).toHaveTextContent('cont de talent');
  });
});
