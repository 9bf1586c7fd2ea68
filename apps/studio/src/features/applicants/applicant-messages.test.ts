import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import { MEDIA_MESSAGES } from '@talent/contract/media';
import { SELF_TAPE_MESSAGES } from '@talent/contract/self-tapes';
import { STUDIO_MESSAGES } from '@talent/contract/studio';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '@/lib/translate-message';
import en from '../../locales/en/applicants.json';
import ro from '../../locales/ro/applicants.json';
import { STUDIO_APPLICATION_MESSAGES } from './applicant-messages';
import { STUDIO_SELF_TAPE_MESSAGES } from './self-tape-messages';
import '@/components/video-media';

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

describe('the self-tape and video texts of the server', () => {
  it('has the self-tape messages a casting director can meet, in Romanian as the contract writes them', () => {
    for (const key of STUDIO_SELF_TAPE_MESSAGES) {
      expect(ro.selfTape.messages[key], key).toBe(SELF_TAPE_MESSAGES[key]);
      expect(en.selfTape.messages[key], key).toBeTruthy();
      expect(en.selfTape.messages[key], key).not.toBe(SELF_TAPE_MESSAGES[key]);
    }
    expect(Object.keys(en.selfTape.messages).sort()).toEqual([...STUDIO_SELF_TAPE_MESSAGES].sort());
  });

  it("says why a video's conversion failed in the active language", () => {
    for (const key of Object.keys(en.video.errors) as (keyof typeof en.video.errors)[]) {
      // The contract's slots ('{max}') are i18next's ('{{max}}'); the server fills them (here: 7).
      expect(ro.video.errors[key], key).toBe(MEDIA_MESSAGES[key].replace(/\{(\w+)\}/g, '{{$1}}'));
      const filled = (text: string) => text.replace(/\{?\{\w+\}\}?/g, '7');
      expect(translateMessage(i18next.t, filled(MEDIA_MESSAGES[key])), key).toBe(
        filled(en.video.errors[key]),
      );
    }
    expect(translateMessage(i18next.t, SELF_TAPE_MESSAGES.deadlinePast)).toBe(
      en.selfTape.messages.deadlinePast,
    );
  });
});
