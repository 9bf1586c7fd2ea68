import type { ApplicantPage } from '@talent/contract/studio';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applicantsQueryOptions } from './api/get-applicants';
import type { ApplicantListParams } from './applicant-query';

interface Snapshot {
  ids: string[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface Neighbour {
  id: string;
  /** The list's page it is on, carried in the URL so the list after it stays in step. */
  page: number;
}

/**
 * The order of each list page as the reviewer first walked it. Kept in the query cache (so signing
 * out clears it) under its own key, which the lists' invalidation does not reach.
 */
const ORDER_KEY = ['studio-applicants-order'] as const;

/** Back on the list, the next applicant opened walks the list as it is now. */
export function useForgetListOrder(): void {
  const queryClient = useQueryClient();
  useEffect(() => queryClient.removeQueries({ queryKey: ORDER_KEY }), [queryClient]);
}

const snapshotOf = ({ data, meta }: ApplicantPage): Snapshot => ({
  ids: data.map((row) => row.id),
  page: meta.page,
  pageSize: meta.pageSize,
  total: meta.total,
  totalPages: meta.totalPages,
});

/**
 * The applicants before and after this one in the list as it was filtered and sorted when it was
 * opened. The order is kept as first seen: opening or moving an applicant can take it out of a
 * status filter, and the reviewer still expects J and K to go on from where they were.
 */
export function useNeighbours(castingId: string, params: ApplicantListParams, currentId: string) {
  const queryClient = useQueryClient();
  const options = applicantsQueryOptions(castingId, params);
  const list = useQuery(options);
  const orderKey = [...ORDER_KEY, ...options.queryKey];
  const stored = queryClient.getQueryData<Snapshot>(orderKey);
  const fresh = list.data && !list.isPlaceholderData ? snapshotOf(list.data) : undefined;
  const current = stored?.ids.includes(currentId) ? stored : fresh;

  useEffect(() => {
    if (current && current !== stored) queryClient.setQueryData(orderKey, current);
  });

  const index = current ? current.ids.indexOf(currentId) : -1;
  const found = current !== undefined && index >= 0;

  /** The first or last applicant of another page of the same list. */
  const edgeOf = async (page: number, edge: 'first' | 'last'): Promise<Neighbour | null> => {
    const other = await queryClient.fetchQuery(applicantsQueryOptions(castingId, { ...params, page }));
    const row = edge === 'first' ? other.data[0] : other.data.at(-1);
    return row ? { id: row.id, page } : null;
  };

  const next = async (): Promise<Neighbour | null> => {
    if (!found) return null;
    const id = current.ids[index + 1];
    if (id) return { id, page: current.page };
    return current.page < current.totalPages ? edgeOf(current.page + 1, 'first') : null;
  };

  const previous = async (): Promise<Neighbour | null> => {
    if (!found) return null;
    const id = current.ids[index - 1];
    if (id) return { id, page: current.page };
    return current.page > 1 ? edgeOf(current.page - 1, 'last') : null;
  };

  return {
    hasNext: found && (index < current.ids.length - 1 || current.page < current.totalPages),
    hasPrevious: found && (index > 0 || current.page > 1),
    /** 1-based place in the whole filtered list, with its total; null when it is not in the list. */
    position: found
      ? { number: (current.page - 1) * current.pageSize + index + 1, total: current.total }
      : null,
    next,
    previous,
  };
}
