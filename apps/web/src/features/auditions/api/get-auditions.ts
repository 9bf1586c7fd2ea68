import { useQuery } from '@tanstack/react-query';
import { auditionsQueryOptions } from '@/lib/auditions-query';

// The query itself lives in lib/: the self-tape studio reads an audition from the same cache entry.

export function useAuditions() {
  return useQuery(auditionsQueryOptions());
}
