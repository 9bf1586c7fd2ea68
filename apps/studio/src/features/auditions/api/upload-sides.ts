import { uploadRequest } from '@talent/ui/http/upload-request';

/** POST /studio/castings/{id}/sides (multipart `file`, a PDF of at most 10 MB), with its progress. */
export async function uploadSides(
  castingId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  await uploadRequest<unknown>(`/studio/castings/${encodeURIComponent(castingId)}/sides`, form, {
    onProgress,
  });
}
