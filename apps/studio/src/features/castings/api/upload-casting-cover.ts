import type { Casting } from '@talent/contract/castings';
import { uploadRequest } from '@talent/ui/http/upload-request';

/** POST /studio/castings/{id}/cover (multipart `file`), with the upload's progress. */
export async function uploadCastingCover(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Casting> {
  const form = new FormData();
  form.append('file', file);
  const body = await uploadRequest<{ data: Casting }>(
    `/studio/castings/${encodeURIComponent(id)}/cover`,
    form,
    { onProgress },
  );
  return body.data;
}
