import type { Video } from '@talent/contract/media';
import { type UploadOptions, uploadRequest } from '@talent/ui/http/upload-request';
import type { ProfileTarget } from '../profile-target';

/** POST {profile}/videos: one file at a time, with its title and an optional caption. */
export async function uploadVideo(
  target: ProfileTarget,
  input: { file: File; title: string; caption?: string },
  options: UploadOptions = {},
): Promise<Video> {
  const form = new FormData();
  form.append('title', input.title);
  if (input.caption) form.append('caption', input.caption);
  // Text fields first: the server reads them before it streams the file.
  form.append('file', input.file);
  const body = await uploadRequest<{ data: Video }>(`${target.basePath}/videos`, form, options);
  return body.data;
}
