import type { SelfTapeRequest, SelfTapeRequestCreatePayload } from '@talent/contract/self-tapes';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SELF_TAPES_KEY, selfTapeRequestsKey } from './get-self-tape-requests';

export interface RequestSelfTape {
  applicationId: string;
  payload: SelfTapeRequestCreatePayload;
}

/** POST /studio/applications/{id}/self-tape-requests: the talent gets a notice and an e-mail. */
export async function requestSelfTape({ applicationId, payload }: RequestSelfTape): Promise<SelfTapeRequest> {
  return apiData<SelfTapeRequest>(
    `/studio/applications/${encodeURIComponent(applicationId)}/self-tape-requests`,
    { method: 'POST', body: payload },
  );
}

/** One applicant's request; the list on their page shows it at once. */
export function useRequestSelfTape() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSelfTape,
    onSuccess: (created, { applicationId }) =>
      queryClient.setQueryData<SelfTapeRequest[]>(selfTapeRequestsKey(applicationId), (list) =>
        list ? [created, ...list.filter((request) => request.id !== created.id)] : list,
      ),
    onSettled: (_data, _error, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: selfTapeRequestsKey(applicationId) }),
  });
}

/** After requests sent one by one (the bulk action): every applicant's list may have a new one. */
export function useInvalidateSelfTapes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SELF_TAPES_KEY });
}
