import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import { CASTING_MESSAGES } from '@talent/contract/castings';
import { CHILD_WORK_MESSAGES } from '@talent/contract/child-work';
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

  it('has the rules of the hours for children, in both languages', () => {
    expect(en.minorSchedule.messages).toEqual(CHILD_WORK_MESSAGES);
    for (const [key, text] of Object.entries(en.minorSchedule.messages)) {
      expect(ro.minorSchedule.messages[key as keyof typeof ro.minorSchedule.messages], key).not.toBe(text);
    }
  });

  it('translates each of them into Romanian', () => {
    for (const [key, text] of Object.entries(en.messages)) {
      expect(ro.messages[key as keyof typeof ro.messages], key).not.toBe(text);
    }
  });
});
