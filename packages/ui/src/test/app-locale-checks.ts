import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from '@talent/contract/errors';
import { expect, it } from 'vitest';
import { filesHidingKitTexts, KIT_LOCALE_FILES } from './kit-locale-files';
import { itChecksLocales, localesOf, type Tree } from './locale-checks';

/**
 * An app's translation checks, as tests of the caller's describe(): its locale files (its
 * `import.meta.glob('./*\/*.json')`) together with the kit's shared ones, as the app loads them, pass
 * itChecksLocales, and none of its files takes a kit namespace's name. Its `errors.json` holds, in
 * English, the server's sign-in error texts of the contract and `ownErrors` (the app's refusal); with
 * `onlyThoseErrors`, nothing else. Returns the texts by language for the app's own checks.
 */
export function itChecksAppLocales(
  files: Record<string, Tree>,
  { ownErrors, onlyThoseErrors = false }: { ownErrors: Record<string, string>; onlyThoseErrors?: boolean },
) {
  const locales = localesOf({ ...files, ...KIT_LOCALE_FILES });
  itChecksLocales(locales);

  it("names none of its files like the kit's shared namespaces", () => {
    expect(filesHidingKitTexts(files)).toEqual([]);
  });

  it('has the server error texts of the contract in English', () => {
    const errors = {
      ...ownErrors,
      invalidCredentials: INVALID_CREDENTIALS_MESSAGE,
      tooManyLoginAttempts: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
      emailTaken: EMAIL_TAKEN_MESSAGE,
    };
    if (onlyThoseErrors) expect(locales.en.get('errors.json')).toEqual(errors);
    else expect(locales.en.get('errors.json')).toMatchObject(errors);
  });
  return locales;
}
