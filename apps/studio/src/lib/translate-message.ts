import { ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { createMessageTranslator } from '@talent/ui/app-kit/translate-message';
import type { ParseKeys } from 'i18next';

/**
 * The studio's messages in the active language (the kit's translator): by the API's code, else by the
 * contract's text, which the features that can meet one register (clients.messages.x, …). staff.ts
 * holds only strings: a talent's refusal is known as text too without waiting for zod.
 */
export const { registerMessageKeys, loadServerMessages, translateMessage, errorMessage } =
  createMessageTranslator<ParseKeys>({
    // A suspended company's sign-in (REPORT_MESSAGES.accountSuspended), known by its code: the
    // contract's module stays out of the entry.
    codes: { ONLY_STAFF: 'errors.onlyStaff', ACCOUNT_SUSPENDED: 'errors.accountSuspended' },
    texts: [[ONLY_STAFF_MESSAGE, 'errors.onlyStaff']],
  });
