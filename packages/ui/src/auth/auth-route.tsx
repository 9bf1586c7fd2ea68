import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleCallback } from '../use-idle-callback';
import type { AuthPageProps } from './auth-page';

/**
 * Each public page's title and its way to the other form. The titles and the sign-in page's lead are
 * the app's own texts (`auth.*`: the portal greets talents, the studio clients); the rest is the kit's.
 */
const PAGES = {
  login: { title: 'auth.login.title', switchTo: ['auth.login.or', '/register', 'auth.login.createAccount'] },
  register: {
    title: 'auth.register.title',
    switchTo: ['signIn.register.haveAccount', '/login', 'signIn.register.signIn'],
  },
  forgotPassword: { title: 'auth.forgotPassword.title' },
  resetPassword: { title: 'auth.resetPassword.title' },
} as const satisfies Record<string, { title: string; switchTo?: readonly [string, string, string] }>;

export type AuthRouteName = keyof typeof PAGES;

/**
 * A public page's route (the default export of its lazy route module): the app's AuthPage around the
 * app's form. `preloadOther`, given by the router to sign-in and sign-up, fetches the other one's chunk
 * once this page is idle.
 */
export function createAuthRoute(
  name: AuthRouteName,
  AuthPage: ComponentType<AuthPageProps>,
  Form: ComponentType,
  { wide = false }: { wide?: boolean } = {},
) {
  const page: { title: string; switchTo?: readonly [string, string, string] } = PAGES[name];
  return function AuthRoute({ preloadOther = noPreload }: { preloadOther?: () => void }) {
    const { t } = useTranslation();
    // The keys are the app's and the kit's, so the app's typed t() takes them as plain strings.
    const text = t as unknown as (key: string) => string;
    useIdleCallback(preloadOther);
    const switchTo = page.switchTo && {
      lead: text(page.switchTo[0]),
      to: page.switchTo[1],
      label: text(page.switchTo[2]),
    };
    return (
      <AuthPage title={text(page.title)} switchTo={switchTo} wide={wide}>
        <Form />
      </AuthPage>
    );
  };
}

function noPreload(): void {}
