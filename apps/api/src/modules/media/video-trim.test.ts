// A self-tape take through the API (issue 36, DESIGN §15): the WebM a browser's MediaRecorder writes
// (no length in its header) is taken, measured at once and converted to an MP4 that plays; a trim
// keeps only the part asked for, and a wrong trim is refused in words without losing the upload.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MEDIA_LIMITS, MEDIA_MESSAGES, type Video } from '@talent/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tusUpload } from '../../test/actors';
import { addChild, guardian } from '../../test/children-helpers';
import { bearer, buildTestApp, errorBody, register } from '../../test/test-app';
import { probeSource, videoFormatOf } from './video-probe';

const t = buildTestApp();
const exec = promisify(execFile);
/** A real take from Chromium's MediaRecorder: 640×480 VP8 + Opus, ≈ 3.8 s, no duration in its header. */
const take = () => readFile(join(import.meta.dirname, '../../test/fixtures/recorded-take.webm'));
const TAKE_SECONDS = 3.8;
/** How far a measured length may be from the one asked for: a frame or two, and the audio's edges. */
const TOLERANCE = 0.3;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-trim-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const OWN = '/api/profiles/me';
const fromUpload = (token: string, uploadId: string, trim: object = {}, base = OWN) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/videos/from-upload`,
    headers: bearer(token),
    payload: { uploadId, title: 'Self-tape', ...trim },
  });

/** A talent with the take uploaded (tus) and not yet used. */
async function talentWithTake() {
  const { tokens } = await register(t.app);
  const token = tokens.accessToken;
  return { token, uploadId: await tusUpload(t, bearer(token), await take()) };
}

/** The stored video once its conversion is over, and what ffprobe reads of the MP4 served. */
async function converted(token: string, id: string, base = OWN) {
  await t.app.jobs.settled(120_000);
  const list = await t.app.inject({ url: `${base}/videos`, headers: bearer(token) });
  const video = (list.json() as { data: Video[] }).data.find((candidate) => candidate.id === id);
  expect(video?.processingStatus, video?.processingError ?? '').toBe('READY');
  const served = await t.app.inject({ url: video?.originalUrl as string });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('video/mp4');
  const path = join(dir, `${id}.mp4`);
  await writeFile(path, served.rawPayload);
  const probe = await probeSource('ffprobe', path);
  expect(probe).not.toBeNull();
  return { video: video as Video, probe: probe as NonNullable<typeof probe> };
}

const created = (response: Awaited<ReturnType<typeof fromUpload>>) => {
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Video }).data;
};

describe('the fixture is what a browser records (otherwise the test proves nothing)', () => {
  it('is WebM without a duration in its header', async () => {
    const { stdout } = await exec('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=format_name,duration:stream=codec_name,duration'],
      ...['-of', 'json', join(import.meta.dirname, '../../test/fixtures/recorded-take.webm')],
    ]);
    const read = JSON.parse(stdout) as {
      format: { format_name: string; duration?: string };
      streams: Array<{ codec_name: string; duration?: string }>;
    };
    expect(read.format.format_name).toContain('webm');
    expect(read.format.duration).toBeUndefined();
    expect(read.streams.map((stream) => [stream.codec_name, stream.duration])).toEqual([
      ['vp8', undefined],
      ['opus', undefined],
    ]);
  });
});

describe('a recorded take (WebM from MediaRecorder)', () => {
  it('is accepted, its length known at once, and converted to an MP4 that plays', async () => {
    const { token, uploadId } = await talentWithTake();
    const accepted = created(await fromUpload(token, uploadId));
    expect(accepted.processingStatus).toBe('PROCESSING');
    expect(accepted.duration).toBeCloseTo(TAKE_SECONDS, 1);

    const { video, probe } = await converted(token, accepted.id);
    expect(probe).toMatchObject({ codec: 'h264', width: 640, height: 480, hasAudio: true });
    expect(probe.duration).toBeCloseTo(TAKE_SECONDS, 0);
    expect(Math.abs((video.duration as number) - TAKE_SECONDS)).toBeLessThan(TOLERANCE);
    expect(video.posterUrl).not.toBeNull();
  });

  it('trimmed from 1 s to 3 s lasts 2 s, in the list at once and in the MP4 stored', async () => {
    const { token, uploadId } = await talentWithTake();
    const accepted = created(await fromUpload(token, uploadId, { trimStart: 1, trimEnd: 3 }));
    expect(accepted.duration).toBe(2);

    const { video, probe } = await converted(token, accepted.id);
    expect(Math.abs((probe.duration as number) - 2)).toBeLessThan(TOLERANCE);
    expect(Math.abs((video.duration as number) - 2)).toBeLessThan(TOLERANCE);
  });

  it('with only an end keeps its start; an end past the end keeps the rest', async () => {
    const { token, uploadId } = await talentWithTake();
    const head = created(await fromUpload(token, uploadId, { trimEnd: 2.5 }));
    expect(head.duration).toBe(2.5);
    const second = await tusUpload(t, bearer(token), await take());
    const tail = created(await fromUpload(token, second, { trimStart: 1.5, trimEnd: 60 }));
    expect(tail.duration).toBeCloseTo(TAKE_SECONDS - 1.5, 1);

    const first = await converted(token, head.id);
    expect(Math.abs((first.probe.duration as number) - 2.5)).toBeLessThan(TOLERANCE);
    const rest = await converted(token, tail.id);
    expect(Math.abs((rest.probe.duration as number) - (TAKE_SECONDS - 1.5))).toBeLessThan(TOLERANCE);
  });

  it("a child's take is trimmed the same way through the child's route", async () => {
    const parent = await guardian(t, 'Ioana');
    const child = await addChild(t, parent.headers);
    const base = `/api/profiles/children/${child.id}`;
    const uploadId = await tusUpload(t, parent.headers, await take());
    const accepted = created(await fromUpload(parent.token, uploadId, { trimStart: 0.5, trimEnd: 2 }, base));
    expect(accepted.duration).toBe(1.5);
    const { probe } = await converted(parent.token, accepted.id, base);
    expect(Math.abs((probe.duration as number) - 1.5)).toBeLessThan(TOLERANCE);
  });
});

describe('a wrong trim', () => {
  it('starting past the end is 400 in words, and the upload is kept for a good trim', async () => {
    const { token, uploadId } = await talentWithTake();
    const late = await fromUpload(token, uploadId, { trimStart: 5 });
    expect(late.statusCode, late.body).toBe(400);
    expect(errorBody(late)).toMatchObject({ code: 'VALIDATION_ERROR', message: MEDIA_MESSAGES.trimPastEnd });
    const endless = await fromUpload(token, uploadId, { trimStart: 4, trimEnd: 9 });
    expect(endless.statusCode, endless.body).toBe(400);
    expect(errorBody(endless).message).toBe(MEDIA_MESSAGES.trimPastEnd);

    expect(created(await fromUpload(token, uploadId, { trimStart: 1 })).duration).toBeCloseTo(
      TAKE_SECONDS - 1,
      1,
    );
    const list = await t.app.inject({ url: `${OWN}/videos`, headers: bearer(token) });
    expect((list.json() as { data: Video[] }).data).toHaveLength(1);
  });

  it.each([
    ['a start 0.8 s before the end', { trimStart: TAKE_SECONDS - 0.8 }],
    ['a start 0.8 s before the end and an end past it', { trimStart: TAKE_SECONDS - 0.8, trimEnd: 60 }],
  ])('%s keeps under a second: 400 in words, the upload kept', async (_name, trim) => {
    const { token, uploadId } = await talentWithTake();
    const short = await fromUpload(token, uploadId, trim);
    expect(short.statusCode, short.body).toBe(400);
    expect(errorBody(short)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: MEDIA_MESSAGES.trimTooShort,
    });
    expect(
      created(await fromUpload(token, uploadId, { trimStart: TAKE_SECONDS - 1.5 })).duration,
    ).toBeCloseTo(1.5, 1);
  });

  it.each([
    ['an end before the start', { trimStart: 3, trimEnd: 2 }, MEDIA_MESSAGES.trimEndBeforeStart],
    ['an end at the start', { trimStart: 2, trimEnd: 2 }, MEDIA_MESSAGES.trimEndBeforeStart],
    ['less than a second kept', { trimStart: 1, trimEnd: 1.5 }, MEDIA_MESSAGES.trimTooShort],
    ['an end under a second', { trimEnd: 0.5 }, MEDIA_MESSAGES.trimTooShort],
  ])('%s is 400 with its message on the end, and nothing is stored', async (_name, trim, message) => {
    const { token, uploadId } = await talentWithTake();
    const refused = await fromUpload(token, uploadId, trim);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorBody(refused)).toMatchObject({ code: 'VALIDATION_ERROR', fields: { trimEnd: message } });
    const list = await t.app.inject({ url: `${OWN}/videos`, headers: bearer(token) });
    expect((list.json() as { data: Video[] }).data).toEqual([]);
    // The upload is still there: the same take goes through without the trim.
    created(await fromUpload(token, uploadId));
  });

  it('that is not a number of seconds in range is 400, the upload kept', async () => {
    const { token, uploadId } = await talentWithTake();
    const sent = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `${OWN}/videos/from-upload`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: body,
      });
    const bodies = [
      `{"uploadId":"${uploadId}","trimStart":"1"}`,
      `{"uploadId":"${uploadId}","trimEnd":"3"}`,
      `{"uploadId":"${uploadId}","trimStart":null}`,
      `{"uploadId":"${uploadId}","trimStart":true}`,
      `{"uploadId":"${uploadId}","trimStart":[1]}`,
      `{"uploadId":"${uploadId}","trimStart":-1}`,
      `{"uploadId":"${uploadId}","trimEnd":1e400}`,
      `{"uploadId":"${uploadId}","trimEnd":${MEDIA_LIMITS.trimMaxSeconds + 1}}`,
    ];
    for (const body of bodies) {
      const refused = await sent(body);
      expect(refused.statusCode, `${body} → ${refused.body}`).toBe(400);
      expect(errorBody(refused).code, body).toBe('VALIDATION_ERROR');
    }
    created(await fromUpload(token, uploadId, { trimStart: 0, trimEnd: 2 }));
  });
});

describe('what is taken for WebM', () => {
  it('reads WebM by its EBML header and DocType; Matroska, also EBML, is not WebM', async () => {
    expect(videoFormatOf((await take()).subarray(0, 64))).toBe('webm');
    const ebml = (docType: string) =>
      Buffer.concat([
        Buffer.from([
          0x1a,
          0x45,
          0xdf,
          0xa3,
          0x9f,
          0x42,
          0x86,
          0x81,
          0x01,
          0x42,
          0x82,
          0x80 + docType.length,
        ]),
        Buffer.from(docType, 'latin1'),
        Buffer.alloc(32),
      ]);
    expect(videoFormatOf(ebml('webm'))).toBe('webm');
    expect(videoFormatOf(ebml('matroska'))).toBeNull();
  });

  it('a Matroska file uploaded is refused by its bytes (415)', async () => {
    const mkv = join(dir, 'clip.mkv');
    await exec('ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=10'],
      ...['-c:v', 'libvpx', '-f', 'matroska', mkv],
    ]);
    const { tokens } = await register(t.app);
    const uploadId = await tusUpload(t, bearer(tokens.accessToken), await readFile(mkv));
    const refused = await fromUpload(tokens.accessToken, uploadId);
    expect(refused.statusCode, refused.body).toBe(415);
    expect(errorBody(refused).message).toBe(MEDIA_MESSAGES.videoTypeNotAllowed);
  });
});
