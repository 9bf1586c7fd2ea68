import { useSignedInTexts } from '@talent/ui/app-kit/use-signed-in-texts';
import { Spinner } from '@talent/ui/components/spinner';
import { onSessionEnd } from '@talent/ui/http/session-events';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutlet } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session-context';
import { TopBar } from './top-bar';

/**
 * The signed-in layout. It is a lazy chunk and owns the QueryClientProvider, so TanStack Query
 * stays off the sign-in page's JavaScript budget (DESIGN §5).
 */
export default function AppShell() {
  useSignedInTexts();
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  // The current screen stays up until the next screen's chunk has loaded, as in the portal.
  const screen = useDeferredValue(useOutlet());

  // Whoever ends the session (logout, a refused refresh), no cached data of this user may survive it.
  useEffect(() => onSessionEnd(() => queryClient.clear()), []);

  if (!user) return null;

  const handleLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-dvh flex-col bg-gray-50">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-indigo-700"
        >
          {t('common.skipToContent')}
        </a>
        <TopBar user={user} onLogout={() => void handleLogout()} />
        <main id="main-content" tabIndex={-1} className="flex-1 py-8 focus:outline-none">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <Suspense fallback={<Spinner label={t('common.loading')} className="py-24" />}>{screen}</Suspense>
          </div>
        </main>
      </div>
    </QueryClientProvider>
  );
}
