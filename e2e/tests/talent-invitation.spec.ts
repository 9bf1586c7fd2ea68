// Issue 32's last step in a real Chromium against the built server: a casting director invites a
// talent (through the API; the studio's screens have a spec of their own), the talent's dashboard
// shows the invitation live, she opens the casting from it and applies; the studio reads APPLIED.
import type { APIRequestContext } from '@playwright/test';
import { publishCastingByApi, staffToken } from '../castings-by-api';
import {
  bearer,
  expect,
  expectNoAxeViolationsWhenQuiet,
  newTalent,
  preferEnglish,
  registerByApi,
  signInWithTokens,
  test,
} from '../fixtures';
import { verifiedClient } from '../studio-accounts';

/** The studio's view of the casting's invitations, as its client reads it. */
async function studioInvitations(request: APIRequestContext, token: string, castingId: string) {
  const response = await request.get(`/api/studio/castings/${castingId}/invitations`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    data: { profileId: string; status: string }[];
    meta: { counts: Record<string, number> };
  };
}

test('a talent sees an invitation arrive live, opens the casting from it and applies; the studio reads APPLIED', async ({
  page,
  request,
}) => {
  const client = await verifiedClient(request);
  const director = await staffToken(request, client);
  const title = `Reclamă cu invitație ${Date.now()}`;
  const casting = await publishCastingByApi(request, director, {
    title,
    shortDescription: 'Căutăm o actriță pentru o reclamă',
    description: 'O zi de filmare în București.',
  });
  const { tokens } = await registerByApi(request, newTalent({ firstName: 'Sonia' }));
  const me = await request.get('/api/profiles/me', { headers: bearer(tokens.accessToken) });
  const profileId = ((await me.json()) as { data: { id: string } }).data.id;

  // The talent is on her dashboard: nothing to answer yet.
  await preferEnglish(page);
  await signInWithTokens(page, tokens);
  await page.goto('/');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByTestId('invitations-empty')).toBeVisible();

  // The director invites her with a message.
  const message = 'Te-am văzut în reclama de anul trecut: vino la probă joi!';
  const invited = await request.post(`/api/studio/castings/${casting.id}/invitations`, {
    headers: bearer(director),
    data: { profileIds: [profileId], message },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  // Without a reload: the bell rings and the dashboard lists the invitation with its message.
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread', {
    timeout: 15_000,
  });
  const card = invitations.getByTestId('invitation-card');
  await expect(card).toContainText(title);
  await expect(card).toContainText(message);
  await expectNoAxeViolationsWhenQuiet(page);

  // Apply leads to the casting, which shows the invitation; opening it is the studio's VIEWED.
  await card.getByRole('link', { name: `Apply to ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const banner = page.getByRole('region', { name: 'You are invited to this casting' });
  await expect(banner).toContainText(message);
  await expect
    .poll(async () => (await studioInvitations(request, director, casting.id)).data[0]?.status)
    .toBe('VIEWED');
  await expectNoAxeViolationsWhenQuiet(page);

  // She applies as always, from the page.
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Sunt disponibilă joi.');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application successfully submitted!')).toBeVisible();
  await expect(banner).toContainText('You applied through this invitation.');

  // The studio reads APPLIED, and the dashboard has nothing left to answer.
  const studio = await studioInvitations(request, director, casting.id);
  expect(studio.data).toEqual([expect.objectContaining({ profileId, status: 'APPLIED' })]);
  expect(studio.meta.counts).toMatchObject({ INVITED: 0, VIEWED: 0, APPLIED: 1, DECLINED: 0 });
  await page.goto('/');
  await expect(invitations.getByTestId('invitations-empty')).toBeVisible();
});
