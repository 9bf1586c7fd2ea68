import { createAuthPage } from '@talent/ui/auth/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The studio's public pages (the kit's frame), under /studio, in slate. */
export const AuthPage = createAuthPage({
  backgroundClassName: 'from-slate-100 to-gray-50',
  logoSrc: `${import.meta.env.BASE_URL}favicon.svg`,
  useDocumentTitle,
});
