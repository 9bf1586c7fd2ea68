import type { StoredTake, TakeTrim } from '../self-tape-types';

/** What goes to the trim and send steps: a take of the session, or a file picked instead of the camera. */
export type StudioClip = { kind: 'take'; take: StoredTake } | { kind: 'file'; file: File };

export const clipBlob = (clip: StudioClip): Blob => (clip.kind === 'take' ? clip.take.blob : clip.file);

/** The length known before playing: a take's, measured while recording; a file's is read by the player. */
export const clipDuration = (clip: StudioClip): number | null =>
  clip.kind === 'take' && clip.take.durationSeconds > 0 ? clip.take.durationSeconds : null;

/**
 * The file uploaded: a take as "dubla-2.webm" (of its own type), a picked file as it is. A take's file
 * is dated when it was recorded, so after a reload it is the same file to the resumable upload, which
 * goes on from where it stopped.
 */
export function clipFile(clip: StudioClip): File {
  if (clip.kind === 'file') return clip.file;
  const { take } = clip;
  const extension = take.mimeType.startsWith('video/mp4') ? 'mp4' : 'webm';
  return new File([take.blob], `dubla-${take.number}.${extension}`, {
    type: take.mimeType,
    lastModified: Date.parse(take.createdAt) || Date.now(),
  });
}

/**
 * The trim as the server takes it (DESIGN §15): only the ends that cut something; none when the whole
 * take is kept.
 */
export function trimPayload(trim: TakeTrim, duration: number): { trimStart?: number; trimEnd?: number } {
  return {
    ...(trim.start > 0 ? { trimStart: trim.start } : {}),
    ...(trim.end < duration ? { trimEnd: trim.end } : {}),
  };
}
