import { use } from 'react';
import { hasSignedInTexts, loadSignedInTexts } from '../i18n';

let signedInTexts: Promise<void> | null = null;

/**
 * Suspends the signed-in shell until the texts of its screens are loaded (the public pages load only
 * theirs, see createLocaleLoader's `publicNamespaces`). Later language changes bring them along.
 * Texts already in never suspend: a fresh promise would, for a render, even when nothing is missing.
 */
export function useSignedInTexts(): void {
  if (hasSignedInTexts()) return;
  signedInTexts ??= loadSignedInTexts();
  use(signedInTexts);
}
