import type { User } from '@talent/contract/auth';
import { createSessionCheck, type SessionCheckResult as KitResult } from '@talent/ui/app-kit/session-check';

export type SessionCheckResult = KitResult<User>;

/**
 * GET /auth/me, refusing anyone who is not a talent (§1). The server answers 403 ONLY_TALENT itself;
 * the role check covers a token of another role all the same.
 */
export const { fetchUser: fetchTalent, startSessionCheck } = createSessionCheck<User>({
  mePath: '/auth/me',
  refuse: { user: (user) => user.role !== 'TALENT', code: 'ONLY_TALENT' },
});
