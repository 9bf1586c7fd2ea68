import type { ApplicantDetail } from '@talent/contract/studio';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantKey } from './get-applicant';

/** PUT /studio/applications/{id}/note: the team's private note; empty text removes it. */
export async function saveNote(id: string, text: string): Promise<string | null> {
  const { note } = await apiData<{ note: string | null }>(
    `/studio/applications/${encodeURIComponent(id)}/note`,
    { method: 'PUT', body: { text } },
  );
  return note;
}

export function useSaveNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => saveNote(id, text),
    // The saved note goes into the cached applicant, so leaving and coming back shows it.
    onSuccess: (note) =>
      queryClient.setQueryData<ApplicantDetail>(applicantKey(id), (detail) =>
        detail ? { ...detail, note } : detail,
      ),
  });
}
