import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import { CASTING_MESSAGES } from '@talent/contract/castings';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/castings.json';
import ro from '../../locales/ro/castings.json';

describe('casting messages', () => {
  it('has every casting text of the contract, English as the contract says it', () => {
    expect(en.messages).toEqual({
      ...CASTING_MESSAGES,
      castingNotFound: APPLICATION_MESSAGES.castingNotFound,
      transitionNotAllowed: APPLICATION_MESSAGES.transitionNotAllowed,
    });
  });

  it('translates each of them into Romanian', () => {
    for (const [key, text] of Object.entries(en.messages)) {
      expect(ro.messages[key as keyof typeof ro.messages], key).not.toBe(text);
    }
  });
});
