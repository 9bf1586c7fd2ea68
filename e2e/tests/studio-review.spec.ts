// Both sides of the platform in one journey, in a real Chromium against the built server (issue 20
// point 8): a verified client creates and publishes a casting in the studio, a talent applies in the
// portal, the client opens the applicant (the talent sees REVIEWED), shortlists with a message (the
// talent reads it on the timeline) and accepts; then three applicants are reviewed by keyboard only.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newTalent, preferEnglish, signedInTalent, test } from '../fixtures';
import { newPage, studioSignIn, verifiedClient } from '../studio-accounts';

/** Creates and publishes a casting through the studio's form, as the client would. */
async function publishCasting(page: Page, title: string) {
  await page.getByRole('link', { name: 'Castings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Castings' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Create casting' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New casting' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Project type').selectOption('COMMERCIAL');
  await page.getByLabel('Short description').fill('Căutăm actori pentru o reclamă de iarnă');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Filmări de o zi în București, ținută de iarnă proprie.');
  await page.getByLabel('Location', { exact: true }).selectOption('Bucuresti');
  // No age range: open to children too, so it declares their hours (HG 75/2015) to be published.
  await page.getByLabel('Daily start').fill('10:00');
  await page.getByLabel('Daily end').fill('12:00');
  await page.getByLabel('Number of days').fill('1');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${title} is published`)).toBeVisible();
  // The new casting opens in its edit page, where a cover can be added.
  await expect(page.getByRole('heading', { level: 1, name: 'Edit casting' })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** A talent applies through the portal's casting page. */
async function applyInPortal(page: Page, request: APIRequestContext, title: string, firstName: string) {
  const { tokens } = await signedInTalent(page, request, newTalent({ firstName }));
  await page.goto('/castings');
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(`Bună ziua, sunt ${firstName} și sunt disponibilă.`);
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application successfully submitted!')).toBeVisible();
  return tokens;
}

test('a client publishes a casting, a talent applies, the client reviews, shortlists with a message and accepts', async ({
  browser,
  request,
}) => {
  const title = `Reclamă de iarnă ${Date.now()}`;
  const client = await verifiedClient(request);
  const studio = await newPage(browser);
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await publishCasting(studio, title);

  const portal = await newPage(browser);
  await preferEnglish(portal);
  await applyInPortal(portal, request, title, 'Irina');
  await portal.getByRole('link', { name: 'Applications' }).first().click();
  const card = portal.getByRole('link', { name: new RegExp(title.slice(0, 20)) });
  await expect(card).toContainText('Pending');

  // The client sees the new application on the casting and opens it.
  await studio.goto('/studio/castings');
  await expect(studio.getByText('1 new', { exact: true }).first()).toBeVisible();
  await studio.getByRole('link', { name: `Applicants of ${title}` }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(studio);
  await studio.getByRole('link', { name: /Irina/ }).first().click();
  await expect(studio.getByText('Bună ziua, sunt Irina și sunt disponibilă.')).toBeVisible();
  await expectNoAxeViolations(studio);

  // Opening it moved it to REVIEWED, which the talent sees.
  await portal.reload();
  await expect(card).toContainText('Reviewed');

  // Shortlist with a message from the button, then accept.
  await studio.getByRole('button', { name: 'Shortlist', exact: true }).click();
  const move = studio.getByRole('dialog');
  await move.getByLabel('Message to the talent (optional)').fill('Te așteptăm la callback joi la ora 10.');
  await expectNoAxeViolations(studio);
  await move.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await expect(move).toBeHidden();
  await card.click();
  const timeline = portal.getByRole('list', { name: 'Status history' });
  await expect(timeline).toContainText('Te așteptăm la callback joi la ora 10.');

  await studio.getByRole('button', { name: 'Accept', exact: true }).click();
  await studio.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(studio.getByText('This decision is final: the status cannot change any more.')).toBeVisible();
  await portal.reload();
  await expect(portal.getByText('Accepted').first()).toBeVisible();
});

test('three applicants reviewed with the keyboard only', async ({ browser, request }) => {
  const title = `Casting de tastatură ${Date.now()}`;
  const client = await verifiedClient(request);
  const studio = await newPage(browser);
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await publishCasting(studio, title);
  for (const name of ['Ana', 'Bianca', 'Carmen']) {
    const portal = await newPage(browser);
    await preferEnglish(portal);
    await applyInPortal(portal, request, title, name);
    await portal.close();
  }

  await studio.goto('/studio/castings');
  await studio.getByRole('link', { name: `Applicants of ${title}` }).focus();
  await studio.keyboard.press('Enter');
  await expect(studio.getByText('3 applicants found')).toBeVisible();
  // Newest first: Carmen, Bianca, Ana. Tab to the first applicant and open it.
  const first = studio.getByRole('link', { name: /Carmen/ }).first();
  await first.focus();
  await studio.keyboard.press('Enter');
  await expect(studio.getByRole('heading', { level: 1, name: /Carmen/ })).toBeVisible();

  // S shortlists (the dialog's confirm takes Enter), J goes on, R rejects, J, A accepts.
  const decide = async (key: string, confirm: string) => {
    await studio.keyboard.press(key);
    const dialog = studio.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: confirm, exact: true }).focus();
    await studio.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  };
  await decide('s', 'Shortlist');
  await studio.keyboard.press('j');
  await expect(studio.getByRole('heading', { level: 1, name: /Bianca/ })).toBeVisible();
  await decide('r', 'Reject');
  await studio.keyboard.press('j');
  await expect(studio.getByRole('heading', { level: 1, name: /Ana/ })).toBeVisible();
  await decide('s', 'Shortlist');
  await studio.keyboard.press('k');
  await expect(studio.getByRole('heading', { level: 1, name: /Bianca/ })).toBeVisible();
  await studio.keyboard.press('Escape');
  await expect(studio.getByText('3 applicants found')).toBeVisible();

  // On a phone the cards stack: with one selected, the bulk bar stays in sight at the list's end.
  await studio.setViewportSize({ width: 390, height: 700 });
  await studio.getByRole('checkbox', { name: /Select Ana/ }).check();
  await studio.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(studio.getByTestId('bulk-bar')).toBeInViewport();
  await expect(studio.getByRole('checkbox', { name: /Select Carmen/ })).not.toBeInViewport();
  await studio.getByTestId('bulk-bar').getByRole('button', { name: 'Clear selection' }).click();
  await expect(studio.getByTestId('bulk-bar')).toBeHidden();
  await studio.setViewportSize({ width: 1280, height: 720 });

  // The counts on the castings page follow.
  await studio.goto('/studio/castings');
  const castingCard = studio.getByRole('article').filter({ hasText: title });
  await expect(castingCard).toContainText('Shortlisted');
});

test('the studio works on a tablet and a phone, without horizontal scrolling', async ({
  browser,
  request,
}) => {
  const client = await verifiedClient(request);
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 375, height: 740 },
  ]) {
    const page = await newPage(browser, viewport);
    await preferEnglish(page);
    await studioSignIn(page, client);
    for (const path of ['/studio', '/studio/castings', '/studio/castings/new']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
    await page.close();
  }
});
