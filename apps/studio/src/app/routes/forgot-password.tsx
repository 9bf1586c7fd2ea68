import { createAuthRoute } from '@talent/ui/auth/auth-route';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** The sign-in page's "Forgot password?" target: asks for a reset link by e-mail. */
export default createAuthRoute('forgotPassword', AuthPage, ForgotPasswordForm);
