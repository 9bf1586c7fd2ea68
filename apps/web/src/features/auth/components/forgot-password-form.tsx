import { createForgotPasswordForm } from '@talent/ui/auth/forgot-password-form';
import { FormInput } from '@/components/form-input';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import '@/lib/account-messages';

/** Asks for a reset link (shared with the other app), with this app's input and messages. */
export const ForgotPasswordForm = createForgotPasswordForm(FormInput, translateMessage, errorMessage);
