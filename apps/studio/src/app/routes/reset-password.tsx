import { createAuthRoute } from '@talent/ui/auth/auth-route';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /studio/reset-password?token=…: the link of the reset e-mail. Open to anyone, signed in or not. */
export default createAuthRoute('resetPassword', AuthPage, ResetPasswordForm);
