import { useQuery } from '@tanstack/react-query';
import { applicationQueryOptions } from '@/lib/application-self-tapes';

// The query itself lives in lib/: the self-tape studio reads the application from the same cache entry.

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
