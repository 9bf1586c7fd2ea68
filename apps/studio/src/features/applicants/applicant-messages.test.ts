import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import { STUDIO_MESSAGES } from '@talent/contract/studio';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/applicants.json';
import ro from '../../locales/ro/applicants.json';
import { STUDIO_APPLICATION_MESSAGES } from './applicant-messages';

describe('the applicant messages of the contract', () => {
  it('has every studio message, in English as the contract writes it and in Romanian', () => {
    expect(en.messages.studio).toEqual(STUDIO_MESSAGES);
    for (const key of Object.keys(STUDIO_MESSAGES) as (keyof typeof STUDIO_MESSAGES)[])
      expect(ro.messages.studio[key], key).not.toBe(en.messages.studio[key]);
  });

  it('translates the application messages a casting director can meet', () => {
    for (const key of STUDIO_APPLICATION_MESSAGES) {
      expect(en.messages.application[key], key).toBeTruthy();
      expect(ro.messages.application[key], key).toBeTruthy();
    }
    // Written in English by the contract: the English file says it the same way.
    expect(en.messages.application.transitionNotAllowed).toBe(APPLICATION_MESSAGES.transitionNotAllowed);
    expect(en.messages.application.castingNotFound).toBe(APPLICATION_MESSAGES.castingNotFound);
  });
});
