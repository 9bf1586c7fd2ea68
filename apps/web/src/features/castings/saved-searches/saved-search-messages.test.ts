import { NOTIFICATION_MESSAGES } from '@talent/contract/notifications';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/castings.json';
import ro from '../../../locales/ro/castings.json';
import { SAVED_SEARCH_MESSAGE_KEYS } from './saved-search-messages';

describe('saved search messages', () => {
  it("translates the contract's saved-search texts; English is the contract's text", () => {
    expect(Object.keys(en.savedSearches.messages).sort()).toEqual([...SAVED_SEARCH_MESSAGE_KEYS].sort());
    for (const key of SAVED_SEARCH_MESSAGE_KEYS) {
      expect(en.savedSearches.messages[key], key).toBe(NOTIFICATION_MESSAGES[key]);
      expect(ro.savedSearches.messages[key], key).not.toBe(NOTIFICATION_MESSAGES[key]);
    }
  });

  it('knows every saved-search text of the contract', () => {
    const savedSearchKeys = Object.keys(NOTIFICATION_MESSAGES).filter((key) => key.startsWith('savedSearch'));
    expect([...SAVED_SEARCH_MESSAGE_KEYS].sort()).toEqual(savedSearchKeys.sort());
  });
});
