import type { StaffMe, StaffRegisterPayload } from '@talent/contract/clients';
import {
  type Session as KitSession,
  sessionContextOf,
  useSessionOf,
} from '@talent/ui/app-kit/session-context';

/** The studio's session: a CLIENT or ADMIN, with the company's verification. */
export type Session = KitSession<StaffMe, StaffRegisterPayload>;
export const SessionContext = sessionContextOf<StaffMe, StaffRegisterPayload>();
export const useSession = (): Session => useSessionOf<StaffMe, StaffRegisterPayload>();
