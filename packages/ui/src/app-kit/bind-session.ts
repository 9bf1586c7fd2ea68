import { createSessionProvider, type SessionProviderOptions } from '../auth/session-provider';
import { createSessionCheck, type SessionCheckOptions } from './session-check';
import { type Session, type SessionUser, sessionContextOf, useSessionOf } from './session-context';

export type BindSessionOptions<User> = Omit<SessionProviderOptions<User>, 'fetchUser'> &
  SessionCheckOptions<User>;

/**
 * An app's whole session, typed once by its user and sign-up payload: the check main.tsx starts at
 * boot, the provider that takes it over, the context (tests hand a fake session through it) and the
 * hook. The app's file then says only what is its own: its paths, its refusal, its texts.
 */
export function bindSession<User extends SessionUser, RegisterPayload>(options: BindSessionOptions<User>) {
  const { mePath, refuse, ...providerOptions } = options;
  const { fetchUser, startSessionCheck } = createSessionCheck<User>({ mePath, refuse });
  return {
    startSessionCheck,
    SessionProvider: createSessionProvider<User, RegisterPayload>({ ...providerOptions, fetchUser }),
    SessionContext: sessionContextOf<User, RegisterPayload>(),
    useSession: (): Session<User, RegisterPayload> => useSessionOf<User, RegisterPayload>(),
  };
}
