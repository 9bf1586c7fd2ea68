import { BrowserRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { SessionProvider } from '@/features/auth/session-provider';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <AppRoutes />
        <Toaster />
      </SessionProvider>
    </BrowserRouter>
  );
}
