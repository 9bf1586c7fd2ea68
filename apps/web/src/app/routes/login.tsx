import { createAuthRoute } from '@talent/ui/auth/auth-route';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';

export default createAuthRoute('login', AuthPage, LoginForm);
