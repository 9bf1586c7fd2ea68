import { createMessageTranslator } from '@talent/ui/app-kit/translate-message';
import type { ParseKeys } from 'i18next';

/**
 * The portal's messages in the active language (the kit's translator): by the API's code, else by the
 * contract's text, which the features that can meet one register (castings.messages.x, …).
 */
export const { registerMessageKeys, loadServerMessages, translateMessage, errorMessage } =
  createMessageTranslator<ParseKeys>({ codes: { ONLY_TALENT: 'errors.onlyTalent' } });
