import { MESSAGE_MESSAGES } from '@talent/contract/message-limits';
import { NOTIFICATION_TYPES } from '@talent/contract/notifications';
import { describe, expect, it } from 'vitest';
import enNotifications from '../locales/en/notifications.json';
import roNotifications from '../locales/ro/notifications.json';
import { KIT_LOCALE_FILES } from '../test/kit-locale-files';
import { itChecksLocales, localesOf } from '../test/locale-checks';
import enMessages from './on-demand/en/messages.json';

describe("the app kit's shared translations", () => {
  itChecksLocales(localesOf(KIT_LOCALE_FILES));

  // The e-mail choices in both apps' settings list a type only when it has a name here.
  it('name and describe every notice type, in both languages', () => {
    for (const types of [roNotifications.types, enNotifications.types])
      expect(Object.keys(types).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  // Every thread shows it in the reader's language (DESIGN §14): the English is the contract's.
  it('says in every thread that the platform never asks for money, as the contract words it', () => {
    expect(enMessages.thread.neverPay).toBe(MESSAGE_MESSAGES.neverPay);
    expect(enMessages.composer.threadLimit).toBe(MESSAGE_MESSAGES.threadLimit);
  });
});
