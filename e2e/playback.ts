// Whether a `<video>` in the page really plays in this Chromium (issue 22 point 4): not a player
// drawn on the screen, but the media element's own account of what it decoded.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

export interface Playback {
  readyState: number;
  videoWidth: number;
  videoHeight: number;
  /** The MediaError, as "code: message", or null. */
  error: string | null;
  currentTime: number;
  paused: boolean;
}

const playback = (player: Locator): Promise<Playback> =>
  player.evaluate((video: HTMLVideoElement) => ({
    readyState: video.readyState,
    videoWidth: video.videoWidth,
    videoHeight: video.videoHeight,
    error: video.error ? `${video.error.code}: ${video.error.message}` : null,
    currentTime: video.currentTime,
    paused: video.paused,
  }));

/**
 * Plays the player muted (what autoplay rules allow without a gesture) until its time has moved on,
 * then checks it has enough data to go on (readyState ≥ 3), a picture of some size and no error;
 * pauses it again and answers what it saw. The frame size is the check that counts: a stream
 * Chromium cannot decode (HEVC) may still reach readyState 4 and play its sound with a 0×0 picture.
 */
export async function expectPlays(player: Locator, name: string): Promise<Playback> {
  await player.scrollIntoViewIfNeeded();
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await expect
    .poll(async () => (await playback(player)).currentTime, {
      message: `${name}: time moves on`,
      timeout: 15_000,
    })
    .toBeGreaterThan(0.3);
  const state = await playback(player);
  expect(state.error, `${name}: error`).toBeNull();
  expect(state.readyState, `${name}: readyState`).toBeGreaterThanOrEqual(3);
  expect(state.videoWidth, `${name}: videoWidth`).toBeGreaterThan(0);
  expect(state.videoHeight, `${name}: videoHeight`).toBeGreaterThan(0);
  expect(state.paused, `${name}: paused`).toBe(false);
  await player.evaluate((video: HTMLVideoElement) => video.pause());
  return state;
}
