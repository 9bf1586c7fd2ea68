import { createAuthRoute } from '@talent/ui/auth/auth-route';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';

export default createAuthRoute('register', AuthPage, RegisterForm);
