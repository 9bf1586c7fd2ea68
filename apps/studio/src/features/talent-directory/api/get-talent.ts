import type { DirectoryProfile } from '@talent/contract/directory';
import { apiRequest } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /studio/talents/{profileId}: the talent's profile without contact details; the server records the view. */
export function useTalent(profileId: string) {
  return useQuery({
    queryKey: ['studio-talent', profileId],
    queryFn: async ({ signal }) => {
      const body = await apiRequest<{ data: DirectoryProfile }>(
        `/studio/talents/${encodeURIComponent(profileId)}`,
        { signal },
      );
      return body.data;
    },
    retry: false,
  });
}
