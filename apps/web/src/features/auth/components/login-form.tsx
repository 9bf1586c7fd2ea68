import { createLoginForm } from '@talent/ui/auth/login-form';
import { FormInput } from '@/components/form-input';
import { errorMessage } from '@/lib/translate-message';

/** Sign-in (shared with the studio), with this app's input and messages; a failure shows as a toast. */
export const LoginForm = createLoginForm(FormInput, errorMessage);
