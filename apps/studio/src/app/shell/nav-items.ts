import type { StaffMe } from '@talent/contract/clients';

export interface NavItem {
  key: 'home' | 'castings' | 'clients';
  to: string;
  /** Home is "/", a prefix of every path: match it exactly. */
  end?: boolean;
}

/** "Clients to verify" is the ADMIN's alone. */
export function navItemsFor(user: Pick<StaffMe, 'role'>): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: '/', end: true },
    { key: 'castings', to: '/castings' },
  ];
  if (user.role === 'ADMIN') items.push({ key: 'clients', to: '/clients' });
  return items;
}
