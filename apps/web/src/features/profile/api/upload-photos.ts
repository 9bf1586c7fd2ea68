import type { Photo } from '@talent/contract/media';
import { type UploadOptions, uploadRequest } from '@talent/ui/http/upload-request';
import type { ProfileTarget } from '../profile-target';

/**
 * POST {profile}/photos for one file, POST {profile}/photos/bulk (files[] ≤ 10) for several;
 * answers the photos created.
 */
export async function uploadPhotos(
  target: ProfileTarget,
  files: File[],
  options: UploadOptions = {},
): Promise<Photo[]> {
  const form = new FormData();
  if (files.length === 1 && files[0]) {
    form.append('file', files[0]);
    const body = await uploadRequest<{ data: Photo }>(`${target.basePath}/photos`, form, options);
    return [body.data];
  }
  for (const file of files) form.append('files', file);
  const body = await uploadRequest<{ data: Photo[] }>(`${target.basePath}/photos/bulk`, form, options);
  return body.data;
}
