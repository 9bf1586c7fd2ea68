import { createResetPasswordForm } from '@talent/ui/auth/reset-password-form';
import { FormInput } from '@/components/form-input';
import { errorMessage, loadServerMessages, translateMessage } from '@/lib/translate-message';
import '@/lib/account-messages';

/** The e-mailed link's page (shared with the other app), with this app's input and messages. */
export const ResetPasswordForm = createResetPasswordForm(
  FormInput,
  translateMessage,
  errorMessage,
  loadServerMessages,
);
