// Issue 30 point 13, in a real Chromium: the player takes the video's own shape. A phone's portrait
// clip stands upright instead of in a 16:9 box with black bands, and on a phone it is no taller than
// 70% of the screen; a landscape clip keeps the full width.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { makeVideoFixture } from '../../apps/api/src/test/video-fixtures';
import { expect, newTalent, registerByApi, signInWithTokens, test } from '../fixtures';

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'video-shape-e2e-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a portrait video plays upright, a landscape one at full width, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { tokens } = await registerByApi(request, newTalent());
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  // 360×640 (a silent portrait screen recording) and 640×360 (a phone held sideways).
  for (const kind of ['no-audio-mp4', 'vfr-phone-mp4'] as const) {
    const fixture = await makeVideoFixture(kind, dir);
    const uploaded = await request.post('/api/profiles/me/videos', {
      headers,
      multipart: {
        title: kind,
        file: { name: basename(fixture.path), mimeType: 'video/mp4', buffer: readFileSync(fixture.path) },
      },
      timeout: 60_000,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTokens(page, tokens);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Video (2)' }).click();
  const player = (name: string) => page.getByTestId('video-player').and(page.getByLabel(name));
  await expect(player('no-audio-mp4')).toHaveAttribute('data-shape', 'portrait', { timeout: 60_000 });
  await expect(player('vfr-phone-mp4')).toHaveAttribute('data-shape', 'landscape');

  const upright = (await player('no-audio-mp4').boundingBox())!;
  expect(upright.width / upright.height).toBeCloseTo(360 / 640, 1);
  expect(upright.height).toBeLessThanOrEqual(844 * 0.7 + 1);

  const wide = (await player('vfr-phone-mp4').boundingBox())!;
  expect(wide.width / wide.height).toBeCloseTo(640 / 360, 1);
  const card = (await page
    .getByTestId('video-item')
    .filter({ has: player('vfr-phone-mp4') })
    .boundingBox())!;
  // The landscape player spans its card (less the card's padding).
  expect(wide.width).toBeGreaterThan(card.width - 48);
});
