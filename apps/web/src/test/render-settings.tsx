import type { User } from '@talent/contract/auth';
import { stubApi } from '@talent/ui/test/api-stub';
import { eventStream } from '@talent/ui/test/event-stream';
import { AppRoutes } from '@/app/app-routes';
import { SessionProvider } from '@/lib/session-context';
import { renderWithApp } from '@/test/render';

/**
 * Settings as in the app, with the real session provider (the nav and the cards read the user it
 * stores). `user` is what the session check found; GET /auth/me answers whatever `current()` is then.
 */
export function renderSettings(
  user: User,
  routes: Parameters<typeof stubApi>[0],
  current: () => User = () => user,
) {
  const api = stubApi({
    'GET /auth/me': () => ({ body: { data: current() } }),
    // The top bar's bell: a notifications stream that stays open and quiet.
    'GET /notifications/stream': () => eventStream().response(),
    ...routes,
  });
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('refreshToken', 'refresh');
  const rendered = renderWithApp(
    <SessionProvider initialCheck={Promise.resolve({ ok: true, user })}>
      <AppRoutes />
    </SessionProvider>,
    { route: '/settings' },
  );
  return { ...rendered, api };
}

/** Settings where PATCH /auth/me saves: the session's next GET /auth/me sees the change. */
export function renderSettingsSaving(user: User) {
  let current = user;
  return renderSettings(
    user,
    {
      'PATCH /auth/me': ({ body }) => {
        current = { ...current, ...(body as Partial<User>) };
        return { body: { data: current } };
      },
    },
    () => current,
  );
}
