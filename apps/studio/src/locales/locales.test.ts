import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { CLIENT_MESSAGES } from '@talent/contract/clients';
import { ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { itChecksAppLocales } from '@talent/ui/test/app-locale-checks';
import type { Tree } from '@talent/ui/test/locale-checks';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

describe('translations', () => {
  // The studio's errors.json holds the sign-in errors and its refusal of talents, nothing else.
  const { ro, en } = itChecksAppLocales(files, {
    ownErrors: { onlyStaff: ONLY_STAFF_MESSAGE },
    onlyThoseErrors: true,
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
