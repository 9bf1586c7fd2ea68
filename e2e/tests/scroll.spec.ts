// Issue 30 point 11, in a real Chromium: a new page opens at its top with its title below the sticky top
// bar; another page of results starts at the results' top; Back (the browser's, a back link, Escape
// from an applicant) comes back where the reader was, even deep in a list that loads after the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { applyByApi, publishCastingByApi, staffToken } from '../castings-by-api';
import { expect, newTalent, preferEnglish, registerByApi, signedInTalent, test } from '../fixtures';
import { newPage, studioSignIn, verifiedClient } from '../studio-accounts';

const NAMES = [
  'Ana',
  'Bianca',
  'Carmen',
  'Daria',
  'Elena',
  'Flavia',
  'Gabriela',
  'Horia',
  'Ilinca',
  'Julia',
  'Karina',
  'Laura',
  'Maria',
  'Nora',
  'Oana',
  'Paula',
  'Raluca',
  'Sara',
  'Teodora',
  'Ursula',
  'Vera',
  'Xenia',
  'Yasmina',
  'Zoe',
  'Adina',
  'Bogdana',
];

/** One of the many castings these lists need, dated alike so their order is the order made. */
async function publish(request: APIRequestContext, token: string, title: string) {
  const casting = await publishCastingByApi(request, token, {
    title,
    shortDescription: 'Căutăm actori pentru o reclamă',
    description: 'Filmări de o zi în București, ținută proprie.',
    castingDate: '2030-05-10',
    ageRanges: [{ min: 18, max: 40 }],
  });
  return casting.id;
}

/** The page's vertical scroll offset, once it has stopped moving. */
async function scrollY(page: Page): Promise<number> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
      }),
  );
  return page.evaluate(() => window.scrollY);
}

/** The top bar's bottom edge: what is above it is hidden under the bar. */
const topBarBottom = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);

/** `element` starts below the top bar and inside the window. */
async function expectBelowTopBar(page: Page, selector: ReturnType<Page['locator']>) {
  const barBottom = await topBarBottom(page);
  const top = await selector.evaluate((node) => node.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(barBottom);
  expect(top).toBeLessThan(page.viewportSize()!.height / 2);
}

test('studio: a new page opens at its top, a next page at its results, and the way back where it was', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await verifiedClient(request);
  const token = await staffToken(request, client);
  const title = `Casting lung ${Date.now()}`;
  // The casting with applicants is the oldest: the last card of the castings list, far down.
  const castingId = await publish(request, token, title);
  for (let i = 1; i <= 7; i += 1) await publish(request, token, `Alt casting ${i} ${Date.now()}`);
  for (const name of NAMES) {
    const { tokens } = await registerByApi(request, newTalent({ firstName: name }));
    await applyByApi(request, castingId, tokens.accessToken);
  }

  const studio = await newPage(browser);
  await preferEnglish(studio);
  await studioSignIn(studio, client);

  // From far down the castings list, the applicants page opens at its top, its title in sight.
  await studio.goto('/studio/castings');
  const link = studio.getByRole('link', { name: `Applicants of ${title}` });
  await link.scrollIntoViewIfNeeded();
  expect(await scrollY(studio)).toBeGreaterThan(300);
  await link.click();
  const heading = studio.getByRole('heading', { level: 1, name: 'Applicants' });
  await expect(heading).toBeVisible();
  await expect(studio.getByTestId('applicant-card')).toHaveCount(24);
  expect(await scrollY(studio)).toBe(0);
  await expectBelowTopBar(studio, heading);

  // "Next" at the bottom of the list: the next page is read from its first applicant.
  await studio.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottomOfFirst = await scrollY(studio);
  expect(bottomOfFirst).toBeGreaterThan(1000);
  await studio.getByRole('button', { name: 'Next' }).click();
  await expect(studio.getByTestId('applicant-card')).toHaveCount(2);
  await expectBelowTopBar(studio, studio.getByTestId('applicant-grid'));

  // The browser's Back: page one again, at its bottom where "Next" was pressed.
  await studio.goBack();
  await expect(studio.getByTestId('applicant-card')).toHaveCount(24);
  await expect.poll(async () => Math.abs((await scrollY(studio)) - bottomOfFirst)).toBeLessThanOrEqual(2);

  // Deep in the list: an applicant opens at the top; Escape comes back to the same place.
  const deep = studio.getByTestId('applicant-card').nth(19);
  await studio.evaluate(() => window.scrollTo(0, 0));
  await deep.scrollIntoViewIfNeeded();
  const deepY = await scrollY(studio);
  expect(deepY).toBeGreaterThan(800);
  await deep.getByRole('link').first().click();
  await expect(studio.getByTestId('applicant-detail')).toBeVisible();
  expect(await scrollY(studio)).toBe(0);
  await studio.keyboard.press('Escape');
  await expect(studio.getByTestId('applicant-card')).toHaveCount(24);
  await expect.poll(async () => Math.abs((await scrollY(studio)) - deepY)).toBeLessThanOrEqual(2);
  await expect(deep).toBeInViewport();

  // The back link does the same; so does the browser's Back, even with the list loaded afresh.
  await deep.getByRole('link').first().click();
  await expect(studio.getByTestId('applicant-detail')).toBeVisible();
  await studio.getByTestId('back-link').click();
  await expect(studio.getByTestId('applicant-card')).toHaveCount(24);
  await expect.poll(async () => Math.abs((await scrollY(studio)) - deepY)).toBeLessThanOrEqual(2);
  await deep.getByRole('link').first().click();
  await expect(studio.getByTestId('applicant-detail')).toBeVisible();
  await studio.reload();
  await expect(studio.getByTestId('applicant-detail')).toBeVisible();
  await studio.goBack();
  await expect(studio.getByTestId('applicant-card')).toHaveCount(24);
  await expect.poll(async () => Math.abs((await scrollY(studio)) - deepY)).toBeLessThanOrEqual(2);
});

test('portal: a casting opens at its top, and its back link returns to the place in the list', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const client = await verifiedClient(request);
  const token = await staffToken(request, client);
  // More than a page of castings (12 a page), whatever else this run published.
  for (let i = 1; i <= 13; i += 1) await publish(request, token, `Reclamă ${i} ${Date.now()}`);
  await signedInTalent(page, request);

  await page.goto('/castings');
  const cards = page.getByTestId('casting-card');
  await expect(cards).toHaveCount(12);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottomOfFirst = await scrollY(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('ul[aria-busy]')).toHaveCount(0);
  await expectBelowTopBar(page, page.getByTestId('castings-count'));
  const topOfSecond = await scrollY(page);

  // Back to the first page the tab opened (the router gives it no key), then Forward again.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(() => scrollY(page)).toBe(bottomOfFirst);
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => scrollY(page)).toBe(topOfSecond);
  // Page two holds what is left after twelve (this run's other tests publish castings too).
  const onPageTwo = await cards.count();
  expect(onPageTwo).toBeGreaterThanOrEqual(6);

  // Deep in page two, a casting opens at its top; its back link comes back to the card.
  const card = cards.nth(onPageTwo - 1);
  await card.scrollIntoViewIfNeeded();
  const deepY = await scrollY(page);
  expect(deepY).toBeGreaterThan(600);
  await card.getByRole('link').first().click();
  // The casting's own page: its back link is there only. Any h1 could still be the list's, shown (or
  // hidden by React, a box at 0,0, while the casting's chunk loads).
  const onCasting = page.getByTestId('back-link');
  await expect(onCasting).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await expectBelowTopBar(page, heading);
  await page.getByTestId('back-link').click();
  await expect(cards).toHaveCount(onPageTwo);
  await expect.poll(async () => Math.abs((await scrollY(page)) - deepY)).toBeLessThanOrEqual(2);

  // The browser's Back does the same, and Forward opens the casting at its top again.
  await card.getByRole('link').first().click();
  await expect(onCasting).toBeVisible();
  await expect(heading).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(onPageTwo);
  await expect.poll(async () => Math.abs((await scrollY(page)) - deepY)).toBeLessThanOrEqual(2);
  await page.goForward();
  await expect(onCasting).toBeVisible();
  await expect(heading).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
