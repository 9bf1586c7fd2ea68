import type { StaffMe } from '@talent/contract/clients';
import { mayFindTalent } from '@/lib/may-find-talent';

export interface NavItem {
  key: 'home' | 'castings' | 'messages' | 'talents' | 'lists' | 'clients' | 'moderation';
  to: string;
  /** Home is "/", a prefix of every path: match it exactly. */
  end?: boolean;
}

/** "Clients to verify" and "Moderation" are the ADMIN's alone; finding talent a verified client's too. */
export function navItemsFor(user: Pick<StaffMe, 'role' | 'clientStatus'>): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: '/', end: true },
    { key: 'castings', to: '/castings' },
    { key: 'messages', to: '/messages' },
  ];
  if (mayFindTalent(user)) items.push({ key: 'talents', to: '/talents' }, { key: 'lists', to: '/lists' });
  if (user.role === 'ADMIN')
    items.push({ key: 'clients', to: '/clients' }, { key: 'moderation', to: '/moderation' });
  return items;
}
