import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-client';

/**
 * The app's one query cache. Imported only by the signed-in shell's chunk (and tests), so the public
 * pages never load TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; network and server errors might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
