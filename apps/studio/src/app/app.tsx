import { DeferredScrollRestoration } from '@talent/ui/components/deferred-scroll-restoration';
import { Toaster } from '@talent/ui/components/toaster';
import { BrowserRouter } from 'react-router';
import type { SessionCheckResult } from '@/lib/session-check';
import { SessionProvider } from '@/lib/session-provider';
import { AppRoutes } from './app-routes';

export function App({ sessionCheck }: { sessionCheck: Promise<SessionCheckResult> | null }) {
  return (
    // The studio lives under /studio (vite.config.ts `base`); its routes are written from its root.
    // Without transitions a lazy screen shows the spinner at once, as in the portal.
    <BrowserRouter basename="/studio" useTransitions={false}>
      <DeferredScrollRestoration />
      <SessionProvider initialCheck={sessionCheck}>
        <AppRoutes />
        <Toaster />
      </SessionProvider>
    </BrowserRouter>
  );
}
