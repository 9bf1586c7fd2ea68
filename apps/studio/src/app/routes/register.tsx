import { createAuthRoute } from '@talent/ui/auth/auth-route';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';

/** A casting client's sign-up: company, contact person and sign-in details, side by side when wide. */
export default createAuthRoute('register', AuthPage, RegisterForm, { wide: true });
