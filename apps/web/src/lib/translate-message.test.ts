import { EMAIL_TAKEN_MESSAGE, ONLY_TALENT_MESSAGE } from '@talent/contract/errors';
import { VALIDATION_MESSAGES } from '@talent/contract/validation-messages';
import { ApiError, UNREADABLE_RESPONSE } from '@talent/ui/http/api-client';
import { changeLanguage } from '@talent/ui/i18n';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import './media-messages';
import { MEDIA_MESSAGES, mediaMessage } from '@talent/contract/media';
import { errorMessage, translateMessage } from './translate-message';

const t = i18next.t.bind(i18next);

describe('translateMessage', () => {
  it('shows every validation message of the contract word for word in English', () => {
    for (const text of Object.values(VALIDATION_MESSAGES)) expect(translateMessage(t, text)).toBe(text);
  });

  it('shows every validation message of the contract in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    expect(translateMessage(t, VALIDATION_MESSAGES.birthDateFormat)).toBe(
      'Data nașterii trebuie să fie în formatul AAAA-LL-ZZ',
    );
    expect(translateMessage(t, VALIDATION_MESSAGES.genderInvalid)).toBe('Te rugăm să selectezi genul');
    for (const text of Object.values(VALIDATION_MESSAGES)) {
      const romanian = translateMessage(t, text);
      expect(romanian, text).not.toBe(text);
      expect(romanian.trim(), text).not.toBe('');
    }
  });

  it('translates registered texts whose slots the server filled in', async () => {
    const tooLarge = MEDIA_MESSAGES.resumableVideoTooLarge.replace('{max}', '250');
    expect(translateMessage(t, tooLarge)).toBe('The file is too large. The maximum size is 250MB.');
    expect(translateMessage(t, mediaMessage('photoTooLarge', 'vară: mare.jpg'))).toBe(
      'vară: mare.jpg: The file is too large. The maximum size is 10MB.',
    );
    expect(translateMessage(t, MEDIA_MESSAGES.videoConversionFailed)).toBe(
      'The video could not be converted.',
    );
    await changeLanguage('ro', { persist: false });
    expect(translateMessage(t, tooLarge)).toBe(tooLarge);
  });

  it('shows a text it does not know as it came', () => {
    expect(translateMessage(t, 'Something new from the server')).toBe('Something new from the server');
  });
});

describe('errorMessage', () => {
  it("translates the server's known messages and falls back when there is none", async () => {
    await changeLanguage('ro', { persist: false });
    const fallback = 'Autentificarea a eșuat';

    expect(await errorMessage(t, new ApiError(403, 'ONLY_TALENT', ONLY_TALENT_MESSAGE), fallback)).toBe(
      'Doar utilizatorii de tip talent pot accesa această aplicație',
    );
    expect(await errorMessage(t, new ApiError(409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE), fallback)).toBe(
      'Există deja un cont cu această adresă de e-mail',
    );
    expect(await errorMessage(t, new ApiError(502, UNREADABLE_RESPONSE, 'Bad Gateway'), fallback)).toBe(
      fallback,
    );
    expect(await errorMessage(t, new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
