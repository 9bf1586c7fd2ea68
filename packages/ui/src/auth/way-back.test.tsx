import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { bindSession } from '../app-kit/bind-session';
import { createLocaleLoader } from '../app-kit/create-locale-loader';
import { useSessionOf } from '../app-kit/session-context';
import { createMessageTranslator } from '../app-kit/translate-message';
import { createFormInput } from '../components/form-input';
import { emitSessionEnd } from '../http/session-events';
import { initI18n } from '../i18n';
import { stubApi } from '../test/api-stub';
import { bootApp, fillSignIn } from '../test/app-render';
import { AuthPageLink } from './auth-page-link';
import { createLoginForm } from './login-form';
import { PublicOnly, RequireAuth } from './route-guards';

/** The least an app declares to sign in with the kit: its user, its paths, its translator. */
interface TestUser {
  id: string;
  firstName: string;
  email: string;
  preferredLanguage: 'EN' | 'RO';
}

const { errorMessage, translateMessage } = createMessageTranslator<string>({ codes: {}, texts: [] });
const session = bindSession<TestUser, never>({
  mePath: '/me',
  loginPath: '/auth/login',
  registerPath: '/auth/register',
  errorMessage,
  refusedText: () => 'Not for this app',
});
const LoginForm = createLoginForm(createFormInput(translateMessage), errorMessage);

function Home() {
  const { user } = useSessionOf<TestUser, never>();
  return <h1>Welcome, {user?.firstName}</h1>;
}

/** The kit's guards around an app's pages, as RouteTable places them. */
const routes = (
  <Routes>
    <Route element={<PublicOnly />}>
      <Route
        path="/login"
        element={
          <>
            <h1>Sign in</h1>
            <LoginForm />
            <AuthPageLink to="/register">Create an account</AuthPageLink>
          </>
        }
      />
      <Route path="/register" element={<AuthPageLink to="/login">Back to sign in</AuthPageLink>} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route index element={<Home />} />
      <Route path="/help" element={<h1>Help</h1>} />
    </Route>
  </Routes>
);

const ana: TestUser = { id: 'user-a', firstName: 'Ana', email: 'ana@example.com', preferredLanguage: 'EN' };
const radu: TestUser = {
  id: 'user-b',
  firstName: 'Radu',
  email: 'radu@example.com',
  preferredLanguage: 'EN',
};
const path = () => screen.getByTestId('current-path');

/** Signed in as `me()` at /help (the tokens stored), the sign-in answering as `me()` then is. */
async function bootAtHelp(me: () => TestUser) {
  localStorage.setItem('accessToken', 'a1');
  localStorage.setItem('refreshToken', 'r1');
  stubApi({
    'POST /auth/login': () => ({ body: { data: { accessToken: 'a2', refreshToken: 'r2' } } }),
    'GET /me': () => ({ body: { data: me() } }),
  });
  const user = bootApp(session, routes, '/help');
  expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
  return user;
}

async function signIn(user: UserEvent, email: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  await fillSignIn(user, email);
}

beforeAll(() => initI18n(createLocaleLoader({}), 'en'));

describe('the way back after signing in', () => {
  it('leads the same user back to the page where the session ended', async () => {
    const user = await bootAtHelp(() => ana);

    // What the API client does when a refresh is refused.
    act(() => emitSessionEnd('refused'));
    await signIn(user, ana.email);
    await waitFor(() => expect(path()).toHaveTextContent(/^\/help$/));
  }, 20_000);

  it('sends another user home, never to the page of the one whose session ended', async () => {
    let me = ana;
    const user = await bootAtHelp(() => me);

    act(() => emitSessionEnd('refused'));
    me = radu;
    await signIn(user, radu.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Radu' })).toBeInTheDocument();
    expect(path()).toHaveTextContent(/^\/$/);
  }, 20_000);

  it('survives a detour through another public page', async () => {
    const user = await bootAtHelp(() => ana);

    act(() => emitSessionEnd('refused'));
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));
    await signIn(user, ana.email);
    await waitFor(() => expect(path()).toHaveTextContent(/^\/help$/));
  }, 20_000);
});
