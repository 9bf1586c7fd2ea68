import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { CLIENT_MESSAGES } from '@talent/contract/clients';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from '@talent/contract/errors';
import { ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { filesHidingKitTexts, KIT_LOCALE_FILES } from '@talent/ui/test/kit-locale-files';
import { itChecksLocales, localesOf, type Tree } from '@talent/ui/test/locale-checks';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
// The app's texts with the kit's shared ones (notifications, validation), as the app loads them.
const { ro, en } = localesOf({ ...files, ...KIT_LOCALE_FILES });

describe('translations', () => {
  itChecksLocales({ ro, en });

  it("names none of its files like the kit's shared namespaces", () => {
    expect(filesHidingKitTexts(files)).toEqual([]);
  });

  it('has the server error texts of the contract in English', () => {
    expect(en.get('errors.json')).toEqual({
      onlyStaff: ONLY_STAFF_MESSAGE,
      invalidCredentials: INVALID_CREDENTIALS_MESSAGE,
      tooManyLoginAttempts: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
      emailTaken: EMAIL_TAKEN_MESSAGE,
    });
  });

  it('translates every client message of the contract (sign-up and verification)', () => {
    const enMessages = en.get('clients.json')?.messages as Tree;
    const roMessages = ro.get('clients.json')?.messages as Tree;
    expect(enMessages).toEqual(CLIENT_MESSAGES);
    for (const key of Object.keys(CLIENT_MESSAGES)) expect(roMessages[key], key).not.toBe(enMessages[key]);
  });

  it('translates the account messages that the forgotten and reset password screens meet', () => {
    const enMessages = en.get('auth.json')?.messages as Tree;
    for (const [key, text] of Object.entries(enMessages)) {
      expect(text, key).toBe(ACCOUNT_MESSAGES[key as keyof typeof ACCOUNT_MESSAGES]);
    }
  });
});
