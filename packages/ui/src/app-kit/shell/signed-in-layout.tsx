import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutlet } from 'react-router';
import { Spinner } from '../../components/spinner';
import { onSessionEnd } from '../../http/session-events';

/**
 * The signed-in screens' frame: skip link, the app's top bar, the screen, an optional footer. It
 * lives in the app's lazy shell chunk and owns the QueryClientProvider, so TanStack Query stays off
 * the sign-in page's JavaScript budget (DESIGN §5).
 */
export function SignedInLayout({
  queryClient,
  topBar,
  footer,
  className = '',
}: {
  queryClient: QueryClient;
  topBar: ReactNode;
  footer?: ReactNode;
  /** The page's background, for an app that wants one. */
  className?: string;
}) {
  const { t } = useTranslation();
  // The router runs without transitions (app-frame.tsx), so inside the shell the current screen stays up,
  // headings and all, until the next screen's chunk has loaded, instead of a blank spinner.
  const screen = useDeferredValue(useOutlet());

  // Whoever ends the session (logout, a refused refresh), no cached data of this user may survive it.
  useEffect(() => onSessionEnd(() => queryClient.clear()), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className={`flex min-h-dvh flex-col ${className}`}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-indigo-700"
        >
          {t('shell.skipToContent')}
        </a>
        {topBar}
        {/* With a footer, the screen fills the window and the footer waits below the fold. */}
        <main
          id="main-content"
          tabIndex={-1}
          className={`flex-1 py-8 focus:outline-none ${footer ? 'min-h-dvh' : ''}`}
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <Suspense fallback={<Spinner label={t('common.loading')} className="py-24" />}>{screen}</Suspense>
          </div>
        </main>
        {footer}
      </div>
    </QueryClientProvider>
  );
}
