import { authLinkClassName } from '@talent/ui/auth/auth-page-link';
import { createLoginForm } from '@talent/ui/auth/login-form';
import { FormInput } from '@/components/form-input';
import { errorMessage } from '@/lib/translate-message';

/**
 * Sign-in (shared with the portal), with this app's input and messages. A failure stays in the form;
 * a talent's account (403) belongs in the portal, so the answer links there. The portal is another app
 * on this origin: a full page load, outside this router.
 */
export const LoginForm = createLoginForm(FormInput, errorMessage, (t) => (
  <a href="/login" className={authLinkClassName}>
    {t('auth.login.talentPortal')}
  </a>
));
