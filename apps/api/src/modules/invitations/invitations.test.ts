// Invitations to castings (issue 32 point 5, DESIGN §11): a verified client invites talents to its own
// PUBLISHED casting; each hears of it (a notice and an e-mail, through the job queue), opens it, applies
// or says it is not for them, and the studio sees where each one is.
import {
  INVITATION_MESSAGES,
  INVITATIONS_PER_DAY_MAX,
  type Invitation,
  type StudioInvitationList,
} from '@talent/contract/invitations';
import type { NotificationList } from '@talent/contract/notifications';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/database';
import { signUpClient } from '../../test/actors';
import { applyTo, castingTeam, postApplication, signedUpTalent } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { outboxMessagesTo } from '../../test/mail-helpers';
import {
  bearer,
  buildTestApp,
  createCasting,
  dateYearsAgo,
  expectError,
  register,
} from '../../test/test-app';

const t = buildTestApp({ env: { JOB_POLL_MS: '100', PUBLIC_URL: 'http://portal.example.test' } });
const { client, otherClient, admin } = castingTeam(t);

const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const invite = (
  token: string,
  castingId: string,
  profileIds: string[],
  message = 'Te-am văzut în catalog.',
) => call(token, 'POST', `/api/studio/castings/${castingId}/invitations`, { profileIds, message });

const studioList = async (castingId: string, token = client.tokens.accessToken) => {
  const response = await call(token, 'GET', `/api/studio/castings/${castingId}/invitations`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StudioInvitationList;
};

const ownInvitations = async (token: string) => {
  const response = await call(token, 'GET', '/api/invitations');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Invitation[] }).data;
};

/**
 * While on, the database itself refuses to mark an invitation APPLIED (a trigger): a write failing in
 * the middle of an application, as a full disk or a lost connection would make it.
 */
async function refuseAppliedInvitations(on: boolean): Promise<void> {
  const db = t.app.db;
  if (isPostgres(db)) {
    if (!on) {
      await sql`drop trigger refuse_applied on invitations`.execute(db);
      return;
    }
    await sql`create or replace function refuse_applied() returns trigger language plpgsql as
      $$ begin raise exception 'refused by the test'; end $$`.execute(db);
    await sql`create trigger refuse_applied before update on invitations for each row
      when (new.status = 'APPLIED') execute function refuse_applied()`.execute(db);
    return;
  }
  if (!on) {
    await sql`drop trigger refuse_applied`.execute(db);
    return;
  }
  await sql`create trigger refuse_applied before update on invitations when new.status = 'APPLIED'
    begin select raise(abort, 'refused by the test'); end`.execute(db);
}

describe('inviting talents to a casting', () => {
  it('tells each talent (a child’s guardian) with a notice and an e-mail, and the studio follows them', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Reclamă de vară',
      ageRanges: [{ min: 6, max: 40 }],
    });
    const adult = await signedUpTalent(t, { firstName: 'Ioana' });
    const parent = await guardian(t, 'Maria');
    const child = await addChild(t, parent.headers, { firstName: 'Mara', dateOfBirth: dateYearsAgo(9) });

    const response = await invite(client.tokens.accessToken, casting.id, [
      adult.profileId,
      child.talentProfileId,
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      invited: [adult.profileId, child.talentProfileId],
      alreadyInvited: [],
    });
    // Again: nobody is invited twice.
    const again = await invite(client.tokens.accessToken, casting.id, [adult.profileId]);
    expect(again.json().data).toEqual({ invited: [], alreadyInvited: [adult.profileId] });
    await t.app.jobs.settled();

    const notices = (await call(adult.token, 'GET', '/api/notifications')).json() as NotificationList;
    const notice = notices.data.find((item) => item.type === 'INVITATION');
    expect(notice?.title).toContain('Reclamă de vară');
    expect(notice?.body).toContain('Te-am văzut în catalog.');
    expect(notices.data.filter((item) => item.type === 'INVITATION')).toHaveLength(1);
    const [mail] = await outboxMessagesTo(t, adult.email);
    expect(mail?.subject).toContain('Reclamă de vară');
    const guardianNotices = (
      await call(parent.token, 'GET', '/api/notifications')
    ).json() as NotificationList;
    expect(guardianNotices.data.find((item) => item.type === 'INVITATION')?.title).toContain('Mara');

    const [forAdult] = await ownInvitations(adult.token);
    // The company that invites: a CLIENT an operator made is named after its person (migration 0011).
    expect(forAdult).toMatchObject({
      status: 'INVITED',
      childName: null,
      companyName: 'Casting Director',
      casting: { id: casting.id },
    });
    expect(notice?.link).toBe(`/castings/${casting.slug}?invitation=${forAdult?.id}`);
    const [forChild] = await ownInvitations(parent.token);
    expect(forChild).toMatchObject({
      status: 'INVITED',
      childName: 'Mara',
      companyName: 'Casting Director',
      profileId: child.talentProfileId,
    });

    // The adult opens the casting from it, then applies; the guardian says it is not for Mara.
    const viewed = await call(adult.token, 'POST', `/api/invitations/${forAdult?.id}/viewed`);
    expect(viewed.json().data.status).toBe('VIEWED');
    expect(
      (await studioList(casting.id)).data.find((item) => item.profileId === adult.profileId)?.status,
    ).toBe('VIEWED');
    await applyTo(t, adult.headers, casting.id, adult.profileId);
    const declined = await call(parent.token, 'POST', `/api/invitations/${forChild?.id}/decline`, {
      reason: 'Suntem în vacanță',
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const list = await studioList(casting.id);
    expect(list.meta.counts).toEqual({ INVITED: 0, VIEWED: 0, APPLIED: 1, DECLINED: 1 });
    expect(list.data.find((item) => item.profileId === child.talentProfileId)).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Suntem în vacanță',
      firstName: 'Mara',
      lastName: null,
      isMinor: true,
    });
    expect(list.data.find((item) => item.profileId === adult.profileId)?.status).toBe('APPLIED');
    expectError(
      await call(parent.token, 'POST', `/api/invitations/${forChild?.id}/decline`, {}),
      409,
      'INVITATION_ANSWERED',
      INVITATION_MESSAGES.alreadyAnswered,
    );
  });

  it('names no company for an admin’s own casting: no client account stands behind it', async () => {
    const casting = await createCasting(t.app, admin.tokens.accessToken, { title: 'Casting intern' });
    const talent = await signedUpTalent(t);
    expect((await invite(admin.tokens.accessToken, casting.id, [talent.profileId])).statusCode).toBe(201);
    const [invitation] = await ownInvitations(talent.token);
    expect(invitation).toMatchObject({ companyName: null, casting: { title: 'Casting intern' } });
  });

  it('becomes APPLIED with the application, in its transaction: no application, no APPLIED', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'O singură scriere' });
    const closing = await createCasting(t.app, client.tokens.accessToken, { title: 'Se închide' });
    const talent = await signedUpTalent(t, { firstName: 'Irina' });
    for (const id of [casting.id, closing.id])
      await invite(client.tokens.accessToken, id, [talent.profileId]);
    const statusOn = async (castingId: string) =>
      (await ownInvitations(talent.token)).find((item) => item.casting.id === castingId)?.status;
    const onCasting = (await ownInvitations(talent.token)).find((item) => item.casting.id === casting.id);
    await call(talent.token, 'POST', `/api/invitations/${onCasting?.id}/viewed`);

    // A closed casting refuses the application: its invitation stays as it was.
    const closed = await call(client.tokens.accessToken, 'PATCH', `/api/castings/${closing.id}`, {
      status: 'CLOSED',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await postApplication(t, talent.headers, {
      castingId: closing.id,
      talentProfileId: talent.profileId,
    });
    expect(refused.statusCode).toBe(409);
    expect(await statusOn(closing.id)).toBe('INVITED');

    // The invitation's write fails (a fault made by the database itself): the application is not
    // kept either, so the studio never sees an applicant whose invitation still says VIEWED.
    await refuseAppliedInvitations(true);
    try {
      const failed = await postApplication(t, talent.headers, {
        castingId: casting.id,
        talentProfileId: talent.profileId,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await refuseAppliedInvitations(false);
    }
    const none = await call(talent.token, 'GET', '/api/applications');
    expect(none.json().data).toEqual([]);
    expect(await statusOn(casting.id)).toBe('VIEWED');

    await applyTo(t, talent.headers, casting.id, talent.profileId);
    expect(await statusOn(casting.id)).toBe('APPLIED');
    expect((await studioList(casting.id)).meta.counts).toMatchObject({ APPLIED: 1, VIEWED: 0 });
  });

  it('invites a child only where the casting’s hours fit: 422 with the rule in words, nobody invited', async () => {
    // Open to children of 5 and up, but eight hours a day: too long for a child of 7 (HG 75/2015).
    const longDays = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Zile lungi',
      ageRanges: [{ min: 5, max: 60 }],
      shootingDate: null,
      minorSchedule: { dailyStart: '09:00', dailyEnd: '17:00', days: 1 },
    });
    const adult = await signedUpTalent(t);
    const parent = await guardian(t);
    const child = await addChild(t, parent.headers, { firstName: 'Luca', dateOfBirth: dateYearsAgo(7) });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/studio/castings/${longDays.id}/invitations`,
      headers: { ...bearer(client.tokens.accessToken), 'accept-language': 'ro' },
      payload: { profileIds: [adult.profileId, child.talentProfileId], message: 'Vino la casting' },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('MINOR_SCHEDULE_NOT_ALLOWED');
    expect(refused.json().message).toMatch(/^Luca: \S/);
    expect((await studioList(longDays.id)).data).toEqual([]);
  });

  it('invites a child only within the casting’s ages: 422 saying the child’s age and the ages sought', async () => {
    const teens = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Adolescenți',
      ageRanges: [{ min: 12, max: 15 }],
      // Ages count on the first working day: today, with no shooting date.
      shootingDate: null,
    });
    const parent = await guardian(t);
    const child = await addChild(t, parent.headers, { firstName: 'Ilinca', dateOfBirth: dateYearsAgo(7) });
    const refused = await invite(client.tokens.accessToken, teens.id, [child.talentProfileId]);
    expectError(refused, 422, 'MINOR_AGE_NOT_SOUGHT', 'Ilinca: is 7, and the casting is for ages 12–15.');
    const teen = await addChild(t, parent.headers, { firstName: 'Sorin', dateOfBirth: dateYearsAgo(13) });
    expect((await invite(client.tokens.accessToken, teens.id, [teen.talentProfileId])).statusCode).toBe(201);
  });

  it('refuses what it must: a draft, another’s casting, talents, unverified clients, signed out', async () => {
    const talent = await signedUpTalent(t);
    const draft = await createCasting(t.app, client.tokens.accessToken, { status: 'DRAFT' });
    expectError(
      await invite(client.tokens.accessToken, draft.id, [talent.profileId]),
      409,
      'CASTING_NOT_PUBLISHED',
      INVITATION_MESSAGES.notPublished,
    );
    const casting = await createCasting(t.app, client.tokens.accessToken);
    expect((await invite(otherClient.tokens.accessToken, casting.id, [talent.profileId])).statusCode).toBe(
      404,
    );
    expect(
      (await call(otherClient.tokens.accessToken, 'GET', `/api/studio/castings/${casting.id}/invitations`))
        .statusCode,
    ).toBe(404);
    expect((await invite(talent.token, casting.id, [talent.profileId])).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/invitations' })).statusCode).toBe(401);
    expect((await call(client.tokens.accessToken, 'GET', '/api/invitations')).statusCode).toBe(403);
    const { accessToken: unverified } = await signUpClient(t);
    const ownCasting = await createCasting(t.app, unverified, { status: 'DRAFT' });
    const refused = await invite(unverified, ownCasting.id, [talent.profileId]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CLIENT_NOT_VERIFIED');
    // An admin may invite to any casting.
    expect((await invite(admin.tokens.accessToken, casting.id, [talent.profileId])).statusCode).toBe(201);
    // Another talent's invitation is 404 to them, as one that does not exist.
    const [own] = await ownInvitations(talent.token);
    const other = await register(t.app);
    expectError(
      await call(other.tokens.accessToken, 'POST', `/api/invitations/${own?.id}/decline`, {}),
      404,
      'INVITATION_NOT_FOUND',
      INVITATION_MESSAGES.notFound,
    );
  });

  it('refuses bad input with a message', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken);
    const token = client.tokens.accessToken;
    const empty = await invite(token, casting.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(INVITATION_MESSAGES.profilesRequired);
    const many = await invite(
      token,
      casting.id,
      Array.from({ length: 101 }, (_, i) => `p${i}`),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(INVITATION_MESSAGES.tooManyProfiles);
    const noMessage = await invite(token, casting.id, ['x'], '  ');
    expect(noMessage.json().message).toBe(INVITATION_MESSAGES.messageRequired);
    expectError(
      await invite(token, casting.id, ['nu-exista']),
      404,
      'PROFILE_NOT_FOUND',
      INVITATION_MESSAGES.profileNotFound,
    );
    const talent = await signedUpTalent(t);
    await invite(token, casting.id, [talent.profileId]);
    const [own] = await ownInvitations(talent.token);
    const long = await call(talent.token, 'POST', `/api/invitations/${own?.id}/decline`, {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(INVITATION_MESSAGES.reasonTooLong);
  });

  it(`sends at most ${INVITATIONS_PER_DAY_MAX} invitations per client in 24 hours (429 with why)`, async () => {
    const sender = otherClient.tokens.accessToken;
    const talents = await Promise.all(Array.from({ length: 10 }, () => signedUpTalent(t)));
    const ids = talents.map((talent) => talent.profileId);
    for (let n = 0; n < INVITATIONS_PER_DAY_MAX / ids.length; n += 1) {
      const casting = await createCasting(t.app, sender, { title: `Limită ${n}` });
      expect((await invite(sender, casting.id, ids)).statusCode).toBe(201);
    }
    const casting = await createCasting(t.app, sender, { title: 'Una în plus' });
    const refused = await invite(sender, casting.id, ids.slice(0, 1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'INVITATION_LIMIT' });
    expect(refused.json().message).toContain(INVITATION_MESSAGES.dailyLimit);
    expect((await studioList(casting.id, sender)).data).toEqual([]);
  });
});
