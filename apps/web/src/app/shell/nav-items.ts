import type { User } from '@talent/contract/auth';

export type NavKey =
  | 'dashboard'
  | 'castings'
  | 'applications'
  | 'auditions'
  | 'messages'
  | 'profile'
  | 'children';

export interface NavItem {
  key: NavKey;
  to: string;
  /** The dashboard is "/", a prefix of every path: match it exactly. */
  end?: boolean;
}

const ALL: (NavItem & { guardianOnly?: boolean })[] = [
  { key: 'dashboard', to: '/', end: true },
  { key: 'castings', to: '/castings' },
  { key: 'applications', to: '/my-applications' },
  { key: 'auditions', to: '/auditions' },
  { key: 'messages', to: '/messages' },
  { key: 'profile', to: '/profile' },
  { key: 'children', to: '/children', guardianOnly: true },
];

/** Children appears only in guardian mode (§2). */
export function navItemsFor(user: Pick<User, 'isGuardianModeEnabled'> | null): NavItem[] {
  return ALL.filter((item) => !item.guardianOnly || user?.isGuardianModeEnabled);
}
