import { ApiError } from '@talent/ui/http/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Imported only by the signed-in shell's chunk, so the public pages never load TanStack Query. */
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
