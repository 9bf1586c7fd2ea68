// Presentations, their viewers and their videos made through the API, for the browser tests whose
// subject is a screen (the studio's form and the viewer's page are walked by tests/presentations.spec.ts).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { type PresentationVote, VIEWER_TOKEN_HEADER } from '@talent/contract/presentation-limits';
import type { VideoFixture } from '../apps/api/src/test/video-fixtures';
import { bearer, expect } from './fixtures';

/**
 * The talent's video uploaded (the API's multipart form) and converted: waits until the background
 * conversion has made it READY, and answers its id.
 */
export async function readyVideoByApi(
  request: APIRequestContext,
  accessToken: string,
  fixture: VideoFixture,
  title: string,
) {
  const uploaded = await request.post('/api/profiles/me/videos', {
    headers: bearer(accessToken),
    multipart: {
      title,
      file: {
        name: basename(fixture.path),
        mimeType: 'application/octet-stream',
        buffer: await readFile(fixture.path),
      },
    },
    timeout: 60_000,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const videoId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(
      async () => {
        const listed = await request.get('/api/profiles/me/videos', { headers: bearer(accessToken) });
        const videos = ((await listed.json()) as { data: { id: string; processingStatus: string }[] }).data;
        return videos.find((video) => video.id === videoId)?.processingStatus;
      },
      { message: `${title} converted`, timeout: 90_000, intervals: [1000] },
    )
    .toBe('READY');
  return videoId;
}

/** A presentation of the casting's applicants, made as the studio's form makes it; its id and link path. */
export async function presentByApi(
  request: APIRequestContext,
  token: string,
  presentation: { castingId: string; title: string; applicationIds: string[]; password?: string },
) {
  const made = await request.post('/api/studio/presentations', {
    headers: bearer(token),
    data: presentation,
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { data: { id: string; url: string } }).data;
}

/** A viewer's name (and the password) given at the link, as the page gives it: the viewer token. */
export async function unlockByApi(
  request: APIRequestContext,
  url: string,
  viewer: { viewerName: string; password?: string },
) {
  const unlocked = await request.post(`/api${url}/unlock`, { data: viewer });
  expect(unlocked.status(), await unlocked.text()).toBe(200);
  return ((await unlocked.json()) as { data: { viewerToken: string } }).data.viewerToken;
}

/** A viewer's vote on one applicant of the presentation at `url`. */
export async function voteByApi(
  request: APIRequestContext,
  url: string,
  viewerToken: string,
  applicationId: string,
  vote: { vote: PresentationVote; comment?: string },
) {
  const voted = await request.put(`/api${url}/votes/${applicationId}`, {
    headers: { [VIEWER_TOKEN_HEADER]: viewerToken },
    data: vote,
  });
  expect(voted.status(), await voted.text()).toBe(200);
}
