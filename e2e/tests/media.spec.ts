import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolationsWhenQuiet, newTalent, signedInTalent, test } from '../fixtures';

let dir: string;
const photoFiles: string[] = [];
let videoFile: string;

// Real files, made here: three JPEGs of different colours and a 3-second MP4.
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'media-e2e-'));
  const colours = [
    { name: 'red.jpg', background: { r: 200, g: 30, b: 30 } },
    { name: 'green.jpg', background: { r: 30, g: 160, b: 60 } },
    { name: 'blue.jpg', background: { r: 30, g: 60, b: 200 } },
  ];
  for (const { name, background } of colours) {
    const path = join(dir, name);
    await sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .jpeg()
      .toFile(path);
    photoFiles.push(path);
  }
  videoFile = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=3:size=320x240:rate=10',
    '-pix_fmt',
    'yuv420p',
    videoFile,
  ]);
});

test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function score(page: Page): Promise<number> {
  const text = (await page.getByTestId('completion-score').textContent()) ?? '';
  return Number(/(\d+)%/.exec(text)?.[1]);
}

/** The boxes of every photo card, to compare their heights. */
const photoCardHeights = (page: Page) =>
  page
    .getByTestId('photo-item')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));

/**
 * The visible toast's box lies wholly below the top bar: it covers neither the user's name and avatar
 * (the user menu) nor, on a phone, the menu button. Polled: the toast slides down into place.
 */
async function expectToastBelowTopBar(page: Page) {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  const header = (await page.locator('header').first().boundingBox())!;
  const covered = async () => {
    const box = await toast.boundingBox();
    if (!box) return ['no toast'];
    const found: string[] = [];
    if (box.y < header.y + header.height) found.push('top bar');
    for (const testId of ['user-menu-button', 'mobile-menu-button']) {
      const control = page.getByTestId(testId);
      if (!(await control.isVisible())) continue;
      const other = (await control.boundingBox())!;
      const overlaps =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      if (overlaps) found.push(testId);
    }
    return found;
  };
  await expect.poll(covered).toEqual([]);
}

/** No browser file control shows ("Choose File / No file chosen"): each file input is hidden. */
async function expectNoNativeFileInput(page: Page) {
  const inputs = page.locator('input[type=file]');
  expect(await inputs.count()).toBeGreaterThan(0);
  for (const input of await inputs.all()) await expect(input).toBeHidden();
}

const photoIds = (page: Page) =>
  page
    .getByTestId('photo-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-photo-id')));

test('photos: upload three with progress, reorder by keyboard, set the profile photo, delete one; a video processed, then playing with its duration', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInTalent(page, request);

  await page.goto('/');
  await expect(page.getByTestId('profile-gaps')).toContainText('a profile photo');

  await page.goto('/profile');
  await expect(page.getByTestId('completion-score')).toBeVisible();
  const scoreBefore = await score(page);
  await page.getByRole('tab', { name: 'Photos (0)' }).click();
  await expect(page.getByTestId('photos-empty')).toBeVisible();
  await expectNoAxeViolationsWhenQuiet(page);

  // The request waits a moment so the bar is seen for certain; the bytes still report real progress.
  await page.route('**/api/profiles/me/photos/bulk', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByTestId('photo-input').setInputFiles(photoFiles);
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByText('3 photos were uploaded successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  await expect(page.getByTestId('photo-item')).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'Photos (3)' })).toBeVisible();
  // The ≥ 3 photos block of the completion score.
  await expect.poll(() => score(page)).toBeGreaterThan(scoreBefore);

  // The larger view, an accessible dialog.
  await page.getByRole('button', { name: 'View Photo 1 larger' }).click();
  const viewer = page.getByTestId('photo-dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img')).toBeVisible();
  await expectNoAxeViolationsWhenQuiet(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // Reorder with the keyboard only: the first photo moves one place later.
  const [first, second, third] = await photoIds(page);
  await page.getByRole('button', { name: 'Move Photo 1 later' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The order of the photos was updated!')).toBeVisible();
  await expect.poll(() => photoIds(page)).toEqual([second, first, third]);
  await page.reload();
  await page.getByRole('tab', { name: 'Photos (3)' }).click();
  await expect.poll(() => photoIds(page)).toEqual([second, first, third]);

  // Profile photo: the user menu's avatar becomes the image.
  await expect(page.getByTestId('user-menu-button').locator('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Set Photo 1 as profile photo' }).click();
  await expect(page.getByText('The main photo was set!')).toBeVisible();
  // The success toast leaves the user's name and avatar in the top bar in sight.
  await expectToastBelowTopBar(page);
  await expect(page.getByTestId('user-menu-button').locator('img')).toBeVisible();
  await expect(page.getByTestId('profile-photo-badge')).toHaveCount(1);
  // The profile photo's card, without the "Set as profile photo" button, is as tall as the others.
  const heights = await photoCardHeights(page);
  expect(heights).toHaveLength(3);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(0.5);
  await expectNoAxeViolationsWhenQuiet(page);

  // Delete the last one, after the confirmation.
  await page.getByRole('button', { name: 'Delete Photo 3' }).click();
  const confirm = page.getByTestId('confirm-delete');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('confirm-delete-button').click();
  await expect(page.getByText('The photo was deleted!')).toBeVisible();
  await expect(page.getByTestId('photo-item')).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'Photos (2)' })).toBeVisible();

  // Video: one upload with its title, sent resumably (tus); it is converted in the background, shown
  // as processing meanwhile, then plays in the page with its poster and its duration as m:ss.
  await page.getByRole('tab', { name: 'Video (0)' }).click();
  await expect(page.getByTestId('videos-empty')).toBeVisible();
  await page.getByTestId('video-title').fill('Showreel');
  // The product's own button chooses the file; the browser's file control is nowhere in sight.
  await expectNoNativeFileInput(page);
  await expect(page.getByTestId('video-file-name')).toHaveText('No video chosen');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose video' }).click();
  await (await chooser).setFiles(videoFile);
  await expect(page.getByTestId('video-file-name')).toHaveText('Chosen video: clip.mp4');
  // The bytes wait a moment so the bar is seen for certain; they still go out over tus as they would.
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/profiles/me/videos/from-upload'),
  );
  await page.getByTestId('video-upload').click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  const answer = (await (await created).json()) as { data: { processingStatus: string } };
  expect(answer.data.processingStatus).toBe('PROCESSING');
  await expect(page.getByText('The video was uploaded successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  await expect(page.getByTestId('video-item')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Video (1)' })).toBeVisible();
  await expect(page.getByTestId('video-file-name')).toHaveText('No video chosen');
  // Converting: said in a status (the list asks again on its own), no player yet.
  const processing = page.getByTestId('video-item').getByRole('status');
  await expect(processing).toContainText('Processing…');
  // Converted: the player itself (no separate play button), the MP4 with its poster, the duration.
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible({ timeout: 60_000 });
  await expect(processing).toHaveCount(0);
  await expect(player).toHaveAccessibleName('Showreel');
  await expect(player).toHaveAttribute('controls', '');
  await expect(player).toHaveAttribute('preload', 'metadata');
  await expect(page.getByTestId('video-item').getByRole('button', { name: /Play/ })).toHaveCount(0);
  await expect(page.getByTestId('video-duration')).toHaveText('Duration: 0:03');
  for (const attribute of ['src', 'poster']) {
    const url = await player.getAttribute(attribute);
    expect(url, attribute).toBeTruthy();
    expect((await request.get(url!)).status(), `${attribute}: ${url}`).toBe(200);
  }
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((video: HTMLVideoElement) => Math.round(video.duration))).toBe(3);
  await expectNoAxeViolationsWhenQuiet(page);

  // The dashboard's banner no longer asks for a profile photo.
  // (the new account still lacks its city and measurements, so the banner stays for those).
  await page.goto('/');
  const gaps = page.getByTestId('profile-gaps');
  await expect(gaps).toBeVisible();
  await expect(gaps).not.toContainText('a profile photo');
});

test('onboarding step 7 uploads the profile photo, About me shows it, and the Photos tab fits 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signedInTalent(page, request);
  await page.goto('/onboarding');
  for (const step of [1, 2, 3, 4, 5, 6]) {
    await expect(page.getByTestId('onboarding-step')).toHaveText(`Step ${step} of 8`);
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 7 of 8');
  await expect(page.getByTestId('profile-photo-none')).toBeVisible();
  await expectNoAxeViolationsWhenQuiet(page);
  await page.getByTestId('profile-photo-input').setInputFiles(photoFiles[0] as string);
  await expect(page.getByText('The profile photo was updated!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('profile-photo-current')).toBeVisible();
  await expect(page.getByTestId('user-menu-button').locator('img')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/profile');
  await expect(page.getByTestId('profile-photo-current')).toBeVisible();
  await page.getByRole('tab', { name: 'Photos (1)' }).click();
  await expect(page.getByTestId('photo-item')).toHaveCount(1);
  await expect(page.getByTestId('profile-photo-badge')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolationsWhenQuiet(page);
});

test('on a phone, in Romanian: the video is chosen with "Alege video" from the keyboard, photo cards keep one height, toasts stay below the top bar', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The account's language is the one the portal speaks once signed in.
  await signedInTalent(page, request, newTalent({ preferredLanguage: 'RO' }));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Fotografii (0)' }).click();
  await page.getByTestId('photo-input').setInputFiles(photoFiles);
  await expect(page.getByText('3 poze au fost încărcate cu succes!')).toBeVisible({ timeout: 15_000 });
  await expectToastBelowTopBar(page);
  await expect(page.getByTestId('photo-item')).toHaveCount(3);
  await page.getByRole('button', { name: 'Setează Poza 3 ca poză de profil' }).click();
  await expect(page.getByTestId('profile-photo-badge')).toBeVisible();
  // Two columns at 375 px: the profile photo, without the button, is alone on the second row,
  // and still as tall as the two cards of the first row.
  const heights = await photoCardHeights(page);
  expect(heights).toHaveLength(3);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(0.5);

  await page.getByRole('tab', { name: 'Video (0)' }).click();
  await expect(page.getByTestId('videos-empty')).toBeVisible();
  // Listening for the picker first: Playwright takes a moment to start catching it, and a key
  // press (unlike a click) reaches the page at once.
  const chooser = page.waitForEvent('filechooser');
  const choose = page.getByRole('button', { name: 'Alege video' });
  await expect(choose).toBeVisible();
  await expectNoNativeFileInput(page);
  await expect(page.getByTestId('video-file-name')).toHaveText('Niciun video ales');
  await choose.focus();
  await expect(choose).toBeFocused();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(videoFile);
  await expect(page.getByTestId('video-file-name')).toHaveText('Video ales: clip.mp4');
  await expectNoAxeViolationsWhenQuiet(page);
  await page.getByRole('button', { name: 'Încarcă videoclipul' }).click();
  await expect(page.getByText('Videoclipul a fost încărcat cu succes!')).toBeVisible({ timeout: 20_000 });
  await expectToastBelowTopBar(page);
  await expect(page.getByTestId('video-item')).toHaveCount(1);
  await expect(page.getByTestId('video-file-name')).toHaveText('Niciun video ales');
  // Converting, said in Romanian; then the player, named after the file, within the phone's width.
  await expect(page.getByTestId('video-item').getByRole('status')).toContainText('Se procesează…');
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible({ timeout: 60_000 });
  await expect(player).toHaveAccessibleName('clip.mp4');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolationsWhenQuiet(page);
});
