import { use } from 'react';
import { loadSignedInTexts } from '../i18n';

let signedInTexts: Promise<void> | null = null;

/**
 * Suspends the signed-in shell until the texts of its screens are loaded (the public pages load only
 * theirs, see createLocaleLoader's `publicNamespaces`). Later language changes bring them along.
 */
export function useSignedInTexts(): void {
  signedInTexts ??= loadSignedInTexts();
  use(signedInTexts);
}
