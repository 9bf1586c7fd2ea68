import { DeferredScrollRestoration } from '@talent/ui/components/deferred-scroll-restoration';
import { Toaster } from '@talent/ui/components/toaster';
import { BrowserRouter } from 'react-router';
import type { SessionCheckResult } from '@/lib/session-check';
import { SessionProvider } from '@/lib/session-provider';
import { AppRoutes } from './app-routes';

export function App({ sessionCheck }: { sessionCheck: Promise<SessionCheckResult> | null }) {
  return (
    // Without transitions a lazy screen shows the spinner at once: the old page never stays on
    // screen, taking input, under the new URL while the next chunk loads.
    <BrowserRouter useTransitions={false}>
      <DeferredScrollRestoration />
      <SessionProvider initialCheck={sessionCheck}>
        <AppRoutes />
        <Toaster />
      </SessionProvider>
    </BrowserRouter>
  );
}
