import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { AUDITION_SESSION_MESSAGES } from '@talent/contract/audition-sessions';
import { AUDITION_MESSAGES } from '@talent/contract/auditions';
import { CLIENT_MESSAGES } from '@talent/contract/clients';
import { DIRECTORY_MESSAGES } from '@talent/contract/directory';
import { INVITATION_MESSAGES } from '@talent/contract/invitations';
import { REPORT_MESSAGES } from '@talent/contract/message-limits';
import { PRESENTATION_MESSAGES } from '@talent/contract/presentations';
import { ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { TALENT_LIST_MESSAGES } from '@talent/contract/talent-lists';
import { itChecksAppLocales } from '@talent/ui/test/app-locale-checks';
import type { Tree } from '@talent/ui/test/locale-checks';
import { describe, expect, it } from 'vitest';

// The on-demand files (one screen's texts, loaded by its chunk) are checked as any other: same keys
// in both languages, same placeholders.
const onDemand = import.meta.glob<Tree>('./on-demand/*/*.json', { eager: true, import: 'default' });
const files = {
  ...import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' }),
  ...Object.fromEntries(
    Object.entries(onDemand).map(([path, tree]) => [path.replace('./on-demand/', './'), tree]),
  ),
};

describe('translations', () => {
  // The studio's errors.json holds the sign-in errors and its refusal of talents, nothing else.
  const { ro, en } = itChecksAppLocales(files, {
    ownErrors: { onlyStaff: ONLY_STAFF_MESSAGE, accountSuspended: REPORT_MESSAGES.accountSuspended },
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

  it("translates the directory's, the lists' and the invitations' messages of the contract", () => {
    const enMessages = en.get('directory.json')?.messages as Tree;
    const roMessages = ro.get('directory.json')?.messages as Tree;
    const contract = {
      directory: DIRECTORY_MESSAGES,
      lists: TALENT_LIST_MESSAGES,
      invitations: INVITATION_MESSAGES,
    };
    for (const [group, messages] of Object.entries(contract)) {
      expect(enMessages[group], group).toEqual(messages);
      for (const key of Object.keys(messages))
        expect((roMessages[group] as Tree)[key], `${group}.${key}`).not.toBe(
          (enMessages[group] as Tree)[key],
        );
    }
  });

  it("translates the auditions' messages of the contract", () => {
    const enMessages = en.get('auditions.json')?.messages as Tree;
    const roMessages = ro.get('auditions.json')?.messages as Tree;
    const contract = { session: AUDITION_SESSION_MESSAGES, audition: AUDITION_MESSAGES };
    for (const [group, messages] of Object.entries(contract)) {
      expect(enMessages[group], group).toEqual(messages);
      for (const key of Object.keys(messages))
        expect((roMessages[group] as Tree)[key], `${group}.${key}`).not.toBe(
          (enMessages[group] as Tree)[key],
        );
    }
  });

  it("translates the presentations' messages of the contract", () => {
    const enMessages = en.get('presentations.json')?.messages as Tree;
    const roMessages = ro.get('presentations.json')?.messages as Tree;
    expect(enMessages).toEqual(PRESENTATION_MESSAGES);
    for (const key of Object.keys(PRESENTATION_MESSAGES))
      expect(roMessages[key], key).not.toBe(enMessages[key]);
  });

  it("translates the moderation queue's messages of the contract", () => {
    const enMessages = en.get('moderation.json')?.messages as Tree;
    const roMessages = ro.get('moderation.json')?.messages as Tree;
    expect(enMessages).toEqual(REPORT_MESSAGES);
    for (const key of Object.keys(REPORT_MESSAGES)) expect(roMessages[key], key).not.toBe(enMessages[key]);
  });
});
