import type { TalentList, TalentListDetail } from '@talent/contract/talent-lists';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every query of the lists: a change to one list refreshes the overview and the list. */
const LISTS_KEY = ['studio-talent-lists'] as const;
const listsPath = '/studio/talent-lists';
const listPath = (id: string) => `${listsPath}/${encodeURIComponent(id)}`;

/** GET /studio/talent-lists: the client's lists with their sizes. */
export function useTalentLists() {
  return useQuery({
    queryKey: LISTS_KEY,
    queryFn: async ({ signal }) => (await apiRequest<{ data: TalentList[] }>(listsPath, { signal })).data,
  });
}

/** GET /studio/talent-lists/{id}: one list with its talents. */
export function useTalentList(id: string) {
  return useQuery({
    queryKey: [...LISTS_KEY, id],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: TalentListDetail }>(listPath(id), { signal })).data,
    retry: false,
  });
}

/** The lists' changes: each refreshes every list query when it is done. */
export function useListChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: LISTS_KEY });
  const create = useMutation({
    mutationFn: async (name: string) =>
      (await apiRequest<{ data: TalentList }>(listsPath, { method: 'POST', body: { name } })).data,
    onSettled,
  });
  const rename = useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (await apiRequest<{ data: TalentList }>(listPath(id), { method: 'PATCH', body: { name } })).data,
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest<void>(listPath(id), { method: 'DELETE' }),
    onSettled,
  });
  /** PUT for each talent in turn: adding one already there changes nothing. */
  const addMembers = useMutation({
    mutationFn: async ({ id, profileIds }: { id: string; profileIds: readonly string[] }) => {
      for (const profileId of profileIds)
        await apiRequest(`${listPath(id)}/members/${encodeURIComponent(profileId)}`, { method: 'PUT' });
    },
    onSettled,
  });
  const removeMember = useMutation({
    mutationFn: ({ id, profileId }: { id: string; profileId: string }) =>
      apiRequest<void>(`${listPath(id)}/members/${encodeURIComponent(profileId)}`, { method: 'DELETE' }),
    onSettled,
  });
  return { create, rename, remove, addMembers, removeMember };
}
