import type { Video } from '@talent/contract/media';

/**
 * A converted video (READY) whose URLs all carry its id: `/media/{id}.mp4`, `-thumb.jpg`,
 * `-poster.jpg`. The portal's clips and the studio's self-tapes are the same contract object.
 */
export function testVideo(id: string, overrides: Partial<Video> = {}): Video {
  return {
    id,
    thumbnailUrl: `/media/${id}-thumb.jpg`,
    originalUrl: `/media/${id}.mp4`,
    posterUrl: `/media/${id}-poster.jpg`,
    processingStatus: 'READY',
    processingError: null,
    title: `Clip ${id}`,
    caption: null,
    order: 0,
    duration: 3,
    ...overrides,
  };
}

/** A video still converting, as the server lists it: nothing to play, a neutral frame. */
export function processingVideo(id: string, overrides: Partial<Video> = {}): Video {
  return testVideo(id, {
    processingStatus: 'PROCESSING',
    originalUrl: '',
    posterUrl: null,
    thumbnailUrl: '/media/processing.jpg',
    duration: null,
    ...overrides,
  });
}
