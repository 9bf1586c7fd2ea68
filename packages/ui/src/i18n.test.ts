import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  type AppLanguage,
  changeLanguage,
  currentLanguage,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  type LocalePart,
  loadSignedInTexts,
  storedLanguage,
} from './i18n';

const TEXTS: Record<AppLanguage, Record<string, unknown>> = {
  ro: { common: { hello: 'Bună' } },
  en: { common: { hello: 'Hello' } },
};

describe('i18n', () => {
  it("loads the app's texts of the language in use only, each language once", async () => {
    const loadLocale = vi.fn(async (language: AppLanguage) => TEXTS[language]);

    await initI18n(loadLocale);
    expect(loadLocale.mock.calls).toEqual([['ro']]);
    expect(i18next.t('common.hello')).toBe('Bună');
    expect(document.documentElement.lang).toBe('ro');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    await changeLanguage('en');
    await changeLanguage('ro');
    await changeLanguage('en');
    expect(loadLocale.mock.calls).toEqual([['ro'], ['en']]);
    expect(currentLanguage()).toBe('en');
    expect(i18next.t('common.hello')).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("starts in the visitor's stored language, and in Romanian when it is missing or unknown", () => {
    expect(storedLanguage()).toBe('ro');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('ro');
  });

  it("loads the signed-in screens' texts only once asked for, then with every language change", async () => {
    const loadLocale = vi.fn(async (language: AppLanguage, part: LocalePart = 'public') =>
      part === 'public'
        ? TEXTS[language]
        : { dashboard: { title: language === 'ro' ? 'Panou' : 'Dashboard' } },
    );
    await initI18n(loadLocale, 'ro');
    expect(loadLocale.mock.calls).toEqual([['ro']]);
    expect(i18next.exists('dashboard.title')).toBe(false);

    await loadSignedInTexts();
    await loadSignedInTexts();
    expect(loadLocale.mock.calls).toEqual([['ro'], ['ro', 'signedIn']]);
    expect(i18next.t('dashboard.title')).toBe('Panou');
    expect(i18next.t('common.hello')).toBe('Bună');

    await changeLanguage('en');
    expect(loadLocale.mock.calls).toEqual([['ro'], ['ro', 'signedIn'], ['en'], ['en', 'signedIn']]);
    expect(i18next.t('dashboard.title')).toBe('Dashboard');
  });
});
