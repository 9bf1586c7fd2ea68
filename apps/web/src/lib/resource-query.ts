import { apiData } from '@talent/ui/http/api-client';
import { queryOptions } from '@tanstack/react-query';

/** GET `path` and unwrap the API's `{ data }` envelope (DESIGN §4). */
export async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiData<T>(path, { signal });
}

/** One resource's query (an application, a checklist, a casting): cached under `queryKey`, read from `path`. */
export function resourceQueryOptions<T>(queryKey: readonly unknown[], path: string) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => getData<T>(path, signal) });
}
