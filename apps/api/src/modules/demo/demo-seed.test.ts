import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Application } from '@talent/contract/applications';
import { CASTING_STATUSES, type Casting, REMUNERATION_TYPES } from '@talent/contract/castings';
import { CITIES } from '@talent/contract/cities';
import { addDays, todayIsoDate } from '@talent/contract/dates';
import type { TalentCard } from '@talent/contract/directory';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL, DEMO_TALENT_EMAIL, DEMO_TALENT_PASSWORD } from '../../config';
import { queuedRunAt } from '../../test/job-helpers';
import { bearer, buildTestApp, createTestApp, register } from '../../test/test-app';
import { CHILD_WORK_JOBS } from '../jobs/job-registry';
import { DEMO_GUARDIAN_EMAIL } from './demo-applicants';
import { DEMO_PRESENTATION_TOKEN } from './demo-presentations';
import { seedDemoData } from './demo-seed';
import { seedSyntheticCastings } from './synthetic-castings';

const t = buildTestApp();
let token: string;
let seededIn: number;
const NOW = new Date('2030-03-15T09:30:00.000Z');

beforeAll(async () => {
  const started = performance.now();
  const result = await seedDemoData(t.app.container.demo, t.config, NOW);
  seededIn = performance.now() - started;
  // 44 to the catalogue, and 3 of talents the director invited (demo-directory.ts).
  expect(result).toEqual({ seeded: true, castings: 63, applications: 47, talentEmail: DEMO_TALENT_EMAIL });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_TALENT_EMAIL, password: DEMO_TALENT_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  token = login.json().data.accessToken;
});

const rows = () => t.app.db.selectFrom('castings').selectAll().orderBy('published_at', 'desc').execute();

describe('demo data', () => {
  it('seeds a realistic catalogue: 63 castings in all 21 cities, every status, all remuneration types', async () => {
    const castings = await rows();
    expect(castings).toHaveLength(63);
    expect(new Set(castings.map((row) => row.location))).toEqual(new Set(CITIES));
    const statuses = new Map<string, number>();
    for (const row of castings) statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1);
    for (const status of CASTING_STATUSES) expect(statuses.get(status), status).toBeGreaterThanOrEqual(3);
    expect(statuses.get('PUBLISHED')).toBeGreaterThan(40);
    expect(new Set(castings.map((row) => row.project_type)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(castings.map((row) => row.remuneration_type))).toEqual(
      new Set([...REMUNERATION_TYPES, null]),
    );
    expect(
      castings.some((row) => row.gender === 'MALE') && castings.some((row) => row.gender === 'FEMALE'),
    ).toBe(true);
    // Romanian texts with their diacritics.
    const text = castings.map((row) => `${row.title} ${row.description}`).join(' ');
    for (const letter of ['ă', 'â', 'î', 'ș', 'ț']) expect(text).toContain(letter);
    expect(castings.map((row) => row.title)).toContain('Figuranți pentru serialul „Vlad” — București');
    // Casting dates around the seeding day, both before and after it.
    const today = '2030-03-15';
    expect(
      castings.some((row) => row.casting_date! < today) && castings.some((row) => row.casting_date! > today),
    ).toBe(true);
    expect(castings.every((row) => row.shooting_date! > row.casting_date!)).toBe(true);
    expect(castings.filter((row) => row.status === 'DRAFT').every((row) => row.published_at === null)).toBe(
      true,
    );
    expect(castings.some((row) => JSON.parse(row.age_ranges).length === 2)).toBe(true);
    expect(new Set(castings.map((row) => row.slug)).size).toBe(63);
  });

  it('puts every PUBLISHED casting ahead of the seeding day; CLOSED ones took place after publication', async () => {
    const castings = await rows();
    const today = todayIsoDate(NOW);
    const published = castings.filter((row) => row.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThan(40);
    for (const row of published) {
      expect(row.casting_date, row.slug).not.toBeNull();
      expect(row.casting_date! > today, `${row.slug}: ${row.casting_date}`).toBe(true);
      expect(row.shooting_date! > row.casting_date!, row.slug).toBe(true);
    }
    // Nothing the portal can still apply to, or that may open again, lies in the past.
    for (const row of castings.filter((casting) => casting.status !== 'CLOSED')) {
      expect(row.casting_date! > today, `${row.status} ${row.slug}: ${row.casting_date}`).toBe(true);
    }
    const closed = castings.filter((row) => row.status === 'CLOSED');
    expect(closed.length).toBeGreaterThan(0);
    for (const row of closed) {
      expect(row.casting_date! < today, `${row.slug}: ${row.casting_date}`).toBe(true);
      expect(row.casting_date! >= todayIsoDate(new Date(row.published_at!)), row.slug).toBe(true);
    }
  });

  it('seeds fast (well under 5 s on 2 cores)', () => {
    expect(seededIn).toBeLessThan(10_000);
  });

  it('gives castings generated WebP covers (400 px thumbnail, 1600 px display), served under /media', async () => {
    const castings = await rows();
    const covered = castings.filter((row) => row.cover_display_url !== null);
    expect(covered.length).toBeGreaterThan(50);
    expect(castings.length - covered.length).toBeGreaterThan(0);
    const { cover_thumbnail_url: thumb, cover_display_url: display } = covered[0]!;
    expect(thumb).toMatch(/^\/media\/castings\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(display).toMatch(/^\/media\/castings\/[0-9a-f-]{36}-display\.webp$/);
    for (const [url, width] of [
      [thumb!, 400],
      [display!, 1600],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
    }
    // A handful of designs, reused; no temporary files left behind.
    const files = readdirSync(join(t.config.mediaDir, 'castings'));
    expect(files).toHaveLength(20);
    expect(files.every((file) => file.endsWith('.webp'))).toBe(true);
  });

  it('gives the demo talent a mostly complete profile and three applications, one shortlisted after a review', async () => {
    const profile = (await t.app.inject({ url: '/api/profiles/me', headers: bearer(token) })).json().data;
    expect(profile).toMatchObject({
      firstName: 'Andreea',
      residenceCity: 'Bucuresti',
      height: 168,
      profilePhotoUrl: null,
    });
    const list = await t.app.inject({ url: '/api/applications', headers: bearer(token) });
    const applications = list.json().data as Application[];
    expect(applications.map((a) => a.status).sort()).toEqual(['ACCEPTED', 'PENDING', 'SHORTLISTED']);
    const shortlisted = applications.find((a) => a.status === 'SHORTLISTED')!;
    expect(shortlisted.statusHistory.map((change) => change.status)).toEqual([
      'PENDING',
      'REVIEWED',
      'SHORTLISTED',
    ]);
    for (const application of applications) {
      const times = application.statusHistory.map((change) => change.changedAt);
      expect([...times].sort()).toEqual(times);
      expect(application.appliedAt).toBe(times[0]);
      expect(application.updatedAt).toBe(times.at(-1));
    }
    const stats = (await t.app.inject({ url: '/api/applications/my-stats', headers: bearer(token) })).json()
      .data;
    expect(stats).toEqual({
      pendingApplications: 2,
      acceptedApplications: 1,
      availableCastings: (await rows()).filter((row) => row.status === 'PUBLISHED').length,
    });
    // The list the dashboard and castings page show.
    const page = (await t.app.inject({ url: '/api/castings', headers: bearer(token) })).json();
    expect(page.meta.total).toBe(stats.availableCastings);
    expect((page.data as Casting[]).every((casting) => casting.status === 'PUBLISHED')).toBe(true);
    const search = (
      await t.app.inject({ url: '/api/castings/search?q=bucuresti', headers: bearer(token) })
    ).json();
    expect(search.meta.total).toBeGreaterThan(0);
  });

  it('gives the studio a verified director, an admin and 40 applicants in every status', async () => {
    const staffLogin = async (email: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        payload: { email, password: DEMO_TALENT_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.accessToken as string;
    };
    const director = await staffLogin(DEMO_CLIENT_EMAIL);
    const admin = await staffLogin(DEMO_ADMIN_EMAIL);
    const me = (await t.app.inject({ url: '/api/staff/me', headers: bearer(director) })).json().data;
    expect(me).toMatchObject({ role: 'CLIENT', clientStatus: 'VERIFIED', company: { code: 'RO14399840' } });
    expect((await t.app.inject({ url: '/api/staff/me', headers: bearer(admin) })).json().data.role).toBe(
      'ADMIN',
    );

    const castings = (
      await t.app.inject({ url: '/api/studio/castings?pageSize=50', headers: bearer(director) })
    ).json();
    expect(castings.meta.total).toBe(63);
    const total = (castings.data as { applicationsTotal: number }[]).reduce(
      (sum, c) => sum + c.applicationsTotal,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(40);
    const busiest = [...castings.data].sort((a, b) => b.applicationsTotal - a.applicationsTotal)[0];
    expect(Object.values(busiest.applicationCounts).every((count) => (count as number) > 0)).toBe(true);

    const applicants = (
      await t.app.inject({
        url: `/api/studio/castings/${busiest.id}/applications?pageSize=50`,
        headers: bearer(director),
      })
    ).json().data as { isMinor: boolean; talent: { lastName: string | null; photoUrl: string | null } }[];
    expect(applicants.length).toBeGreaterThanOrEqual(15);
    expect(applicants.filter((a) => a.talent.photoUrl !== null).length).toBe(applicants.length);
    const child = applicants.find((a) => a.isMinor);
    expect(child?.talent.lastName).toBeNull();
    const photo = await t.app.inject({ url: applicants[0]!.talent.photoUrl! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('gives the demo casting an audition tomorrow with confirmed, invited and declined talents, and the talent a callback', async () => {
    const login = async (url: string, email: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email, password: DEMO_TALENT_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.accessToken as string;
    };
    const director = await login('/api/staff/auth/login', DEMO_CLIENT_EMAIL);
    const castings = (
      await t.app.inject({ url: '/api/studio/castings?pageSize=50', headers: bearer(director) })
    ).json().data as { id: string; applicationsTotal: number }[];
    const busiest = [...castings].sort((a, b) => b.applicationsTotal - a.applicationsTotal)[0]!;
    const sessions = (
      await t.app.inject({
        url: `/api/studio/castings/${busiest.id}/audition-sessions`,
        headers: bearer(director),
      })
    ).json().data as {
      date: string;
      start: string;
      auditions: { status: string; slotStart: string | null }[];
    }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ date: '2030-03-16', start: '10:00' });
    const statuses = sessions[0]!.auditions.map((audition) => audition.status);
    for (const status of ['CONFIRMED', 'INVITED', 'DECLINED', 'RESCHEDULE_REQUESTED'])
      expect(statuses).toContain(status);
    expect(statuses.filter((status) => status === 'CONFIRMED')).toHaveLength(3);

    const talent = await login('/api/auth/login', DEMO_TALENT_EMAIL);
    const own = (await t.app.inject({ url: '/api/auditions', headers: bearer(talent) })).json().data as {
      status: string;
      session: { round: string; date: string; start: string };
    }[];
    expect(own).toEqual([
      expect.objectContaining({
        status: 'INVITED',
        session: expect.objectContaining({ round: 'CALLBACK', date: '2030-03-16', start: '14:00' }),
      }),
    ]);
  });

  it('gives the demo talent a thread with the director, the admin a held message and an open report', async () => {
    const signIn = async (url: string, email: string) =>
      (await t.app.inject({ method: 'POST', url, payload: { email, password: DEMO_TALENT_PASSWORD } })).json()
        .data.accessToken as string;
    const talent = await signIn('/api/auth/login', DEMO_TALENT_EMAIL);
    const inbox = (await t.app.inject({ url: '/api/conversations', headers: bearer(talent) })).json() as {
      data: { id: string; unread: number; lastMessage: { fromMe: boolean } }[];
    };
    expect(inbox.data).toEqual([
      expect.objectContaining({ unread: 1, lastMessage: expect.objectContaining({ fromMe: false }) }),
    ]);
    const thread = (
      await t.app.inject({ url: `/api/conversations/${inbox.data[0]!.id}/messages`, headers: bearer(talent) })
    ).json().data as { messages: { fromMe: boolean }[] };
    expect(thread.messages.map((message) => message.fromMe)).toEqual([false, true, false]);

    const admin = await signIn('/api/staff/auth/login', DEMO_ADMIN_EMAIL);
    const held = (await t.app.inject({ url: '/api/admin/held-messages', headers: bearer(admin) })).json()
      .data as {
      warnings: { kind: string }[];
    }[];
    expect(held).toHaveLength(1);
    expect(held[0]!.warnings.map((warning) => warning.kind).sort()).toEqual(['MESSENGER', 'MONEY', 'PHONE']);
    const reports = (await t.app.inject({ url: '/api/admin/reports', headers: bearer(admin) })).json() as {
      data: { reason: string; targetType: string }[];
    };
    expect(reports.data).toEqual([
      expect.objectContaining({ targetType: 'CASTING', reason: 'PAYMENT_REQUEST' }),
    ]);
    // The guardian sees nothing of the held message.
    const guardian = await signIn('/api/auth/login', DEMO_GUARDIAN_EMAIL);
    expect(
      (await t.app.inject({ url: '/api/conversations', headers: bearer(guardian) })).json().data,
    ).toEqual([]);
  });

  it('gives the demo casting a presentation, open with the demo password, with two viewers’ votes', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: DEMO_CLIENT_EMAIL, password: DEMO_TALENT_PASSWORD },
    });
    const director = login.json().data.accessToken as string;
    const castings = (
      await t.app.inject({ url: '/api/studio/castings?pageSize=50', headers: bearer(director) })
    ).json().data as { id: string; applicationsTotal: number }[];
    const busiest = [...castings].sort((a, b) => b.applicationsTotal - a.applicationsTotal)[0]!;
    const listed = (
      await t.app.inject({
        url: `/api/studio/presentations?castingId=${busiest.id}`,
        headers: bearer(director),
      })
    ).json().data as { id: string; talentCount: number; viewerCount: number; hasPassword: boolean }[];
    expect(listed).toEqual([expect.objectContaining({ talentCount: 4, viewerCount: 2, hasPassword: true })]);
    const feedback = (
      await t.app.inject({
        url: `/api/studio/presentations/${listed[0]!.id}/feedback`,
        headers: bearer(director),
      })
    ).json().data as { talents: { votes: { vote: string }[] }[] };
    expect(feedback.talents.map((talent) => talent.votes.length)).toEqual([2, 2, 2, 2]);

    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/p/${DEMO_PRESENTATION_TOKEN}/unlock`,
      payload: { viewerName: 'Vizitator', password: DEMO_TALENT_PASSWORD },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const page = await t.app.inject({
      url: `/api/p/${DEMO_PRESENTATION_TOKEN}`,
      headers: { 'x-viewer-token': unlocked.json().data.viewerToken },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.talents).toHaveLength(4);
  });

  it('gives the studio a directory of 200+ varied talents, a saved list and invitations in every status', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: DEMO_CLIENT_EMAIL, password: DEMO_TALENT_PASSWORD },
    });
    const director = bearer(login.json().data.accessToken as string);
    const search = async (query: string) => {
      const response = await t.app.inject({ url: `/api/studio/talents?${query}`, headers: director });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: TalentCard[]; meta: { total: number } };
    };
    const all = await search('pageSize=50');
    expect(all.meta.total).toBeGreaterThanOrEqual(200);
    expect(all.data.every((card) => card.photoUrl !== null)).toBe(true);
    const portrait = await t.app.inject({ url: all.data[0]!.photoUrl! });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toBe('image/webp');
    // Every filter finds real people: three at once, colours and languages folded, skills, children.
    expect((await search('gender=MALE&city=Bucuresti&ageMin=25&ageMax=45')).meta.total).toBeGreaterThan(0);
    for (const city of CITIES)
      expect((await search(`city=${city}&pageSize=1`)).meta.total, city).toBeGreaterThan(0);
    expect(
      (await search('hairColor=blond&category=DANCER&city=Cluj-Napoca')).meta.total,
    ).toBeGreaterThanOrEqual(8);
    expect((await search('eyeColor=albastri&heightMin=175')).meta.total).toBeGreaterThan(0);
    expect((await search('language=engleza&languageLevel=ADVANCED')).meta.total).toBeGreaterThan(0);
    expect((await search('language=maghiara')).meta.total).toBeGreaterThan(0);
    for (const skill of ['salsa', 'chitara', 'inot', 'SINGING', 'DRIVING_LICENCE'])
      expect((await search(`skill=${skill}`)).meta.total, skill).toBeGreaterThan(0);
    // Showreels: "has video" finds talents whose video plays, and they rank first.
    const withReel = await search('hasVideo=true&pageSize=50');
    expect(withReel.meta.total).toBeGreaterThanOrEqual(30);
    expect(withReel.data.every((card) => card.hasVideo)).toBe(true);
    expect(all.data[0]!.hasVideo).toBe(true);
    const reelOwner = await t.app.inject({
      url: `/api/studio/talents/${withReel.data[0]!.profileId}`,
      headers: director,
    });
    const reel = reelOwner.json().data.videos[0] as {
      processingStatus: string;
      originalUrl: string;
      posterUrl: string;
    };
    expect(reel.processingStatus).toBe('READY');
    for (const [url, type] of [
      [reel.originalUrl, 'video/mp4'],
      [reel.posterUrl, 'image/jpeg'],
    ] as const) {
      const file = await t.app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe(type);
    }
    // q finds seeded talents by the start of their names and of a skill: the seed fills the word index.
    const named = all.data.find((card) => card.lastName !== null)!;
    const starts = `${named.firstName.slice(0, 3)} ${named.lastName!.slice(0, 4)}`;
    const byName = await search(`q=${encodeURIComponent(starts)}&pageSize=50`);
    expect(byName.data.map((card) => card.profileId)).toContain(named.profileId);
    expect((await search('q=sals')).meta.total).toBeGreaterThan(0);
    const children = (await search('ageMax=12')).data;
    expect(children.filter((card) => card.isMinor && card.lastName === null).length).toBe(2);
    const hidden = await t.app.db
      .selectFrom('talent_profiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('discoverable', '=', 0)
      .where('child_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(hidden.n)).toBeGreaterThanOrEqual(10);

    const lists = (await t.app.inject({ url: '/api/studio/talent-lists', headers: director })).json()
      .data as { id: string; name: string; memberCount: number }[];
    expect(lists).toEqual([expect.objectContaining({ name: 'Dansatoare blonde, Cluj', memberCount: 8 })]);

    const casting = await t.app.db.selectFrom('invitations').select('casting_id').distinct().execute();
    expect(casting).toHaveLength(1);
    const castingId = casting[0]!.casting_id;
    const invitations = (
      await t.app.inject({ url: `/api/studio/castings/${castingId}/invitations`, headers: director })
    ).json();
    expect(invitations.meta.counts).toEqual({ INVITED: 3, VIEWED: 2, APPLIED: 3, DECLINED: 3 });
    const declined = (invitations.data as { status: string; declineReason: string | null }[]).filter(
      (item) => item.status === 'DECLINED',
    );
    expect(declined.some((item) => item.declineReason)).toBe(true);
    const applied = (invitations.data as { status: string; profileId: string }[])
      .filter((item) => item.status === 'APPLIED')
      .map((item) => item.profileId);
    const applicants = (
      await t.app.inject({ url: `/api/studio/castings/${castingId}/applications`, headers: director })
    ).json().data as { talent: { profileId: string } }[];
    expect(applicants.map((applicant) => applicant.talent.profileId).sort()).toEqual(applied.sort());
  });

  it('rings both bells on first start: the talent’s decisions, the director’s applicants, a saved search', async () => {
    const talent = await t.app.inject({ url: '/api/notifications', headers: bearer(token) });
    const list = talent.json() as {
      data: { type: string; readAt: string | null; link: string }[];
      meta: { unread: number };
    };
    expect(list.data.length).toBeGreaterThanOrEqual(2);
    expect(
      list.data.every((notice) =>
        ['APPLICATION_STATUS', 'SELF_TAPE_REQUEST', 'AUDITION_INVITE'].includes(notice.type),
      ),
    ).toBe(true);
    expect(list.meta.unread).toBeGreaterThanOrEqual(1);
    // The newest: the callback invitation (issue 33) or a decision.
    expect(list.data[0]?.link).toMatch(/^\/(my-applications\/|auditions#audition-)/);
    // The director's open self-tape request, on the application the notice links to.
    const tape = list.data.find((notice) => notice.type === 'SELF_TAPE_REQUEST');
    const requests = await t.app.inject({
      url: `/api/applications/${tape?.link.split('/').pop()}/self-tape-requests`,
      headers: bearer(token),
    });
    expect(requests.json().data).toEqual([expect.objectContaining({ state: 'OPEN', video: null })]);
    const saved = await t.app.inject({ url: '/api/saved-searches', headers: bearer(token) });
    expect(saved.json().data).toEqual([
      expect.objectContaining({ name: 'București, plătite', alerts: true }),
    ]);
    const director = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: DEMO_CLIENT_EMAIL, password: DEMO_TALENT_PASSWORD },
    });
    const studio = await t.app.inject({
      url: '/api/notifications',
      headers: bearer(director.json().data.accessToken),
    });
    expect(studio.json().data).toEqual([
      expect.objectContaining({ type: 'NEW_APPLICATIONS', title: expect.stringMatching(/aplicări noi$/) }),
    ]);
  });

  it('gives the demo guardian a child accepted on a casting open to children, with its checklist', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_GUARDIAN_EMAIL, password: DEMO_TALENT_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = bearer(login.json().data.accessToken);
    // The guardian has no talent profile of their own: the session says so, so the portal never asks.
    const me = await t.app.inject({ url: '/api/auth/me', headers });
    expect(me.json().data).toMatchObject({ isGuardianModeEnabled: true, hasOwnProfile: false });
    expect((await t.app.inject({ url: '/api/profiles/me', headers })).statusCode).toBe(404);
    const applications = (await t.app.inject({ url: '/api/applications?pageSize=50', headers })).json()
      .data as Application[];
    const accepted = applications.find((a) => a.childId !== null && a.status === 'ACCEPTED');
    expect(accepted?.casting?.minorSchedule).not.toBeNull();
    const checklist = await t.app.inject({ url: `/api/applications/${accepted?.id}/checklist`, headers });
    expect(checklist.statusCode, checklist.body).toBe(200);
    expect(checklist.json().data).toMatchObject({
      childName: 'Matei Preda',
      organiser: 'Agenția de Casting Demo SRL',
      startDate: accepted?.casting?.shootingDate,
      items: { spasNotice: null, documents: null, companion: null, contractCopy: null },
    });
    const pdf = await t.app.inject({
      url: `/api/applications/${accepted?.id}/checklist/spas-notice.pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Seeded rows make no plan job: the reminders' sweep (daily, and shortly after a start) plans them.
    const key = `${accepted?.id}:${accepted?.casting?.shootingDate}`;
    expect(await queuedRunAt(t.app, CHILD_WORK_JOBS.startReminder.name, key)).toBeUndefined();
    await t.app.jobs.enqueue(
      CHILD_WORK_JOBS.sweep,
      { slot: new Date().toISOString() },
      { key: 'demo-sweep' },
    );
    await t.app.jobs.settled();
    expect(await queuedRunAt(t.app, CHILD_WORK_JOBS.startReminder.name, key)).toBeDefined();
  });

  it('never seeds twice, nor into a database that has data, nor when turned off', async () => {
    const before = (await rows()).length;
    expect(await seedDemoData(t.app.container.demo, t.config)).toEqual({
      seeded: false,
      reason: 'not-empty',
    });
    expect((await rows()).length).toBe(before);
    expect(readdirSync(join(t.config.mediaDir, 'castings'))).toHaveLength(20);

    const withUser = await createTestApp();
    try {
      await register(withUser.app);
      expect(await seedDemoData(withUser.app.container.demo, withUser.config)).toEqual({
        seeded: false,
        reason: 'not-empty',
      });
      const castings = await withUser.app.db.selectFrom('castings').select('id').execute();
      expect(castings).toEqual([]);
      expect(existsSync(join(withUser.config.mediaDir, 'castings'))).toBe(false);
    } finally {
      await withUser.close();
    }

    const off = await createTestApp({ env: { SEED_DEMO: 'false' } });
    try {
      expect(off.config.seedDemo).toBe(false);
      expect(await seedDemoData(off.app.container.demo, off.config)).toEqual({
        seeded: false,
        reason: 'disabled',
      });
      expect(await off.app.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('is deterministic: the same catalogue, in the same order, on another database', async () => {
    const other = await createTestApp();
    try {
      await seedDemoData(other.app.container.demo, other.config, NOW);
      const pick = (list: Awaited<ReturnType<typeof rows>>) =>
        list.map(
          ({ slug, status, location, casting_date, remuneration_amount, published_at, age_ranges }) => ({
            slug,
            status,
            location,
            casting_date,
            remuneration_amount,
            published_at,
            age_ranges,
          }),
        );
      const theirs = await other.app.db
        .selectFrom('castings')
        .selectAll()
        .orderBy('published_at', 'desc')
        .execute();
      expect(pick(theirs)).toEqual(pick(await rows()));
    } finally {
      await other.close();
    }
  });

  it('counts every date from the seeding day: seeded on another day, the same catalogue moves with it', async () => {
    // Just after midnight in Romania on the night daylight saving time ends: a 24-hour step would
    // land on the wrong calendar day somewhere, a calendar day never does.
    const later = new Date('2030-10-26T21:45:00.000Z');
    const shift = calendarDaysBetween(todayIsoDate(NOW), todayIsoDate(later));
    expect(shift).toBeGreaterThan(200);
    const other = await createTestApp();
    try {
      await seedDemoData(other.app.container.demo, other.config, later);
      const theirs = new Map(
        (await other.app.db.selectFrom('castings').selectAll().execute()).map((row) => [row.slug, row]),
      );
      const ours = await rows();
      expect(theirs.size).toBe(ours.length);
      for (const row of ours) {
        const moved = theirs.get(row.slug)!;
        expect(moved.status, row.slug).toBe(row.status);
        expect(moved.casting_date, row.slug).toBe(addDays(row.casting_date!, shift));
        expect(moved.shooting_date, row.slug).toBe(addDays(row.shooting_date!, shift));
        expect(Date.parse(moved.created_at) - Date.parse(row.created_at)).toBe(
          later.getTime() - NOW.getTime(),
        );
      }
      const laterDay = todayIsoDate(later);
      const published = [...theirs.values()].filter((row) => row.status === 'PUBLISHED');
      expect(published.every((row) => row.casting_date! > laterDay)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

function calendarDaysBetween(from: string, to: string): number {
  const day = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(to) - day(from)) / (24 * 60 * 60 * 1000));
}

describe('seedSyntheticCastings', () => {
  it('bulk-inserts varied castings that the list, the counts and search all see', async () => {
    const scratch = await createTestApp();
    try {
      const { inserted } = await seedSyntheticCastings(scratch.app.container.demo, 1200);
      expect(inserted).toBe(1200);
      await seedSyntheticCastings(scratch.app.container.demo, 300, 7);
      // Anchored on another day, the dates follow that day.
      const anchored = await createTestApp();
      try {
        const anchor = new Date('2031-06-01T12:00:00.000Z');
        const anchorDay = todayIsoDate(anchor);
        await seedSyntheticCastings(anchored.app.container.demo, 200, 7, anchor);
        const dates = await anchored.app.db
          .selectFrom('castings')
          .select(['status', 'casting_date'])
          .where('status', '=', 'PUBLISHED')
          .execute();
        expect(dates.length).toBeGreaterThan(150);
        expect(
          dates.every((row) => row.casting_date! > anchorDay && row.casting_date! <= addDays(anchorDay, 60)!),
        ).toBe(true);
      } finally {
        await anchored.close();
      }
      const all = await scratch.app.db
        .selectFrom('castings')
        .select(['status', 'location', 'casting_date'])
        .execute();
      expect(all).toHaveLength(1500);
      // Read after seeding: a midnight passing meanwhile can only make this day later.
      const today = todayIsoDate();
      const stale = all.filter((row) => row.status === 'PUBLISHED' && row.casting_date! < today);
      expect(stale).toEqual([]);
      const published = all.filter((row) => row.status === 'PUBLISHED').length;
      expect(published / all.length).toBeGreaterThan(0.8);
      expect(new Set(all.map((row) => row.location)).size).toBe(21);

      const { tokens } = await register(scratch.app);
      const page = (
        await scratch.app.inject({ url: '/api/castings', headers: bearer(tokens.accessToken) })
      ).json();
      expect(page.meta.total).toBe(published);
      expect(page.data).toHaveLength(12);
      const search = await scratch.app.inject({
        url: '/api/castings/search?q=figuranti',
        headers: bearer(tokens.accessToken),
      });
      expect(search.json().meta.total).toBeGreaterThan(0);
    } finally {
      await scratch.close();
    }
  });
});
