import { forgetSavedSidesStartingWith } from './page/use-saved-sides';
import { accountPrefixOf } from './self-tape-origin';
import { clearTakesStartingWith } from './takes/take-store';

/**
 * Forgets what the studio kept in this browser for the account: its unsent takes and its sides.
 * At sign-out (DESIGN §15): on a shared or borrowed phone, a talent's recordings — a child's among
 * them — must not stay behind for whoever signs in next.
 */
export async function forgetSelfTapesOf(userId: string): Promise<void> {
  forgetSavedSidesStartingWith(accountPrefixOf(userId));
  await clearTakesStartingWith(accountPrefixOf(userId));
}
