import { createAuthPage } from '@talent/ui/auth/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The portal's public pages (the kit's frame): headed by the product's name, in indigo. */
export const AuthPage = createAuthPage({
  backgroundClassName: 'from-indigo-50 to-gray-50',
  logoSrc: '/favicon.svg',
  appNameIsHeading: true,
  useDocumentTitle,
});
