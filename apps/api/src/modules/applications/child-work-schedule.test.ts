import type { Casting } from '@talent/contract/castings';
import {
  ADULTS_ONLY_TEXT,
  AGE_UNKNOWN_TEXT,
  CHILD_WORK_MESSAGES,
  describeProblem,
  type MinorSchedule,
  SCHEDULE_MISSING_TEXT,
  scheduleProblems,
} from '@talent/contract/child-work';
import { romanianToday } from '@talent/contract/dates';
import { describe, expect, it } from 'vitest';
import { applyTo, moveApplication, postApplication, signedUpTalent } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import {
  bearer,
  buildTestApp,
  castingPayload,
  createCasting,
  dateYearsAgo,
  errorBody,
  expectError,
  insertCastings,
  staffAccount,
} from '../../test/test-app';
import { validateCastingRecords } from '../castings/castings.service';

/**
 * Issue 23 point 2 (DESIGN §10, decision 0018): a casting open to minors declares its hours for
 * children, and a child whose age band those hours break cannot apply; the 422 says the rule.
 */
const t = buildTestApp();
const client = staffAccount(t, 'CLIENT');

type Headers = Record<string, string>;
const apply = (headers: Headers, castingId: string, talentProfileId: string) =>
  postApplication(t, headers, { castingId, talentProfileId });
const myApplications = async (headers: Headers) =>
  (await t.app.inject({ url: '/api/applications', headers })).json() as {
    data: { casting: { id: string } }[];
  };

/** Judged on today (no shooting date): ages with a month's margin, so midnight in Bucharest moves nothing. */
const castingWith = (minorSchedule: MinorSchedule | null, overrides: Record<string, unknown> = {}) =>
  createCasting(t.app, client.tokens.accessToken, { shootingDate: null, minorSchedule, ...overrides });

const BANDS = [
  {
    name: 'under 1',
    birth: () => dateYearsAgo(0, -200),
    breaks: { dailyStart: '10:00', dailyEnd: '11:30', days: 1 },
  },
  {
    name: '1 to 4',
    birth: () => dateYearsAgo(3, -30),
    breaks: { dailyStart: '08:30', dailyEnd: '10:00', days: 1 },
  },
  {
    name: '5',
    birth: () => dateYearsAgo(5, -30),
    breaks: { dailyStart: '10:00', dailyEnd: '13:00', days: 1 },
  },
  {
    name: '6 to 12',
    birth: () => dateYearsAgo(9, -30),
    breaks: { dailyStart: '10:00', dailyEnd: '14:00', days: 4 },
  },
  {
    name: '13 to 17',
    birth: () => dateYearsAgo(15, -30),
    breaks: { dailyStart: '16:00', dailyEnd: '22:30', days: 1 },
  },
] as const;

describe('applying for a child against the casting’s hours (HG 75/2015)', () => {
  it.each(BANDS)(
    'band $name: a schedule that breaks it is 422 with the rule in words, nothing stored',
    async (band) => {
      const { headers } = await guardian(t);
      const birth = band.birth();
      const child = await addChild(t, headers, { dateOfBirth: birth });
      const casting = await castingWith(band.breaks);
      const expected = scheduleProblems(birth, romanianToday(), band.breaks);
      expect(expected.length).toBeGreaterThan(0);

      const english = await apply(headers, casting.id, child.talentProfileId);
      expectError(
        english,
        422,
        'MINOR_SCHEDULE_NOT_ALLOWED',
        expected.map((problem) => describeProblem(problem, 'en')).join(' '),
      );
      const romanian = await apply(
        { ...headers, 'accept-language': 'ro-RO,ro;q=0.9,en;q=0.8' },
        casting.id,
        child.talentProfileId,
      );
      expectError(
        romanian,
        422,
        'MINOR_SCHEDULE_NOT_ALLOWED',
        expected.map((problem) => describeProblem(problem, 'ro')).join(' '),
      );
      expect(errorBody(romanian).message).toContain('HG 75/2015');
      expect((await myApplications(headers)).data).toEqual([]);
    },
  );

  it('names the window and the hours together when both are broken', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers, { dateOfBirth: dateYearsAgo(4, -30) });
    const casting = await castingWith({ dailyStart: '08:00', dailyEnd: '18:00', days: 1 });
    const response = await apply(headers, casting.id, child.talentProfileId);
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).message).toBe(
      'A 4-year-old child may work only between 09:00 and 17:00 (HG 75/2015); this casting asks 08:00–18:00. ' +
        'A 4-year-old child may work at most 2 hours a day (HG 75/2015); this casting asks 10 hours a day.',
    );
  });

  it('accepts a child of every band from 1 year up for two hours mid-morning, and refuses a baby', async () => {
    const casting = await castingWith({ dailyStart: '10:00', dailyEnd: '12:00', days: 1 });
    for (const band of BANDS.slice(1)) {
      const { headers } = await guardian(t);
      const child = await addChild(t, headers, { dateOfBirth: band.birth() });
      const response = await apply(headers, casting.id, child.talentProfileId);
      expect(response.statusCode, `${band.name}: ${response.body}`).toBe(201);
    }
    const { headers } = await guardian(t);
    const baby = await addChild(t, headers, { dateOfBirth: BANDS[0].birth() });
    expect((await apply(headers, casting.id, baby.talentProfileId)).statusCode).toBe(422);
  });

  it('judges the child on the shooting date, not today', async () => {
    const { headers } = await guardian(t);
    // Four today, six on a shooting date two years on: 4 hours a day is then allowed.
    const child = await addChild(t, headers, { dateOfBirth: dateYearsAgo(4, -30) });
    const later = await castingWith(
      { dailyStart: '10:00', dailyEnd: '14:00', days: 1 },
      { castingDate: null, shootingDate: dateYearsAgo(-2) },
    );
    expect((await apply(headers, later.id, child.talentProfileId)).statusCode).toBe(201);
  });

  it('refuses a child for a casting that declared no hours for children, in either language', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers, { dateOfBirth: dateYearsAgo(9) });
    const adultsOnly = await castingWith(null, { ageRanges: [{ min: 18, max: 40 }] });
    expect(adultsOnly.minorSchedule).toBeNull();
    expectError(
      await apply(headers, adultsOnly.id, child.talentProfileId),
      422,
      'MINOR_SCHEDULE_MISSING',
      ADULTS_ONLY_TEXT.en,
    );
    expectError(
      await apply({ ...headers, 'accept-language': 'ro' }, adultsOnly.id, child.talentProfileId),
      422,
      'MINOR_SCHEDULE_MISSING',
      ADULTS_ONLY_TEXT.ro,
    );
    // Published before castings declared hours: open to all ages, but nothing to judge a child by.
    const [legacy] = await insertCastings(t, client.user.id, [
      {
        payload: { ageRanges: [], minorSchedule: null },
        minor_daily_start: null,
        minor_daily_end: null,
        minor_days: null,
      },
    ]);
    expectError(
      await apply({ ...headers, 'accept-language': 'ro' }, legacy!.id, child.talentProfileId),
      422,
      'MINOR_SCHEDULE_MISSING',
      SCHEDULE_MISSING_TEXT.ro,
    );
  });

  it('refuses a child whose birth date cannot be read, rather than judging them as an adult', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers, { dateOfBirth: dateYearsAgo(9) });
    await t.app.db
      .updateTable('talent_profiles')
      .set({ date_of_birth: null })
      .where('id', '=', child.talentProfileId)
      .execute();
    const casting = await castingWith({ dailyStart: '10:00', dailyEnd: '12:00', days: 1 });
    expectError(
      await apply(headers, casting.id, child.talentProfileId),
      422,
      'MINOR_AGE_UNKNOWN',
      AGE_UNKNOWN_TEXT.en,
    );
  });

  it('leaves adults alone, whatever the hours', async () => {
    const adult = await signedUpTalent(t);
    const casting = await castingWith({ dailyStart: '06:00', dailyEnd: '23:00', days: 30 });
    const response = await apply(adult.headers, casting.id, adult.profileId);
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('the hours stay within the law for the children who applied', () => {
  const staff = (extra: Headers = {}) => ({ ...bearer(client.tokens.accessToken), ...extra });
  const patchCasting = (id: string, payload: object, extra: Headers = {}) =>
    t.app.inject({ method: 'PATCH', url: `/api/castings/${id}`, headers: staff(extra), payload });
  const move = (id: string, status: string) => moveApplication(t, client.tokens.accessToken, id, { status });

  it('refuses new hours or a new date that a child who applied may not work, until that child is rejected', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers, { firstName: 'Ilinca', dateOfBirth: dateYearsAgo(9, -30) });
    const casting = await castingWith({ dailyStart: '10:00', dailyEnd: '12:00', days: 1 });
    const applicationId = await applyTo(t, headers, casting.id, child.talentProfileId);
    expect((await move(applicationId, 'ACCEPTED')).statusCode).toBe(200);

    const tooLong = { minorSchedule: { dailyStart: '10:00', dailyEnd: '16:00', days: 1 } };
    const [problem] = scheduleProblems(dateYearsAgo(9, -30), romanianToday(), tooLong.minorSchedule);
    expectError(
      await patchCasting(casting.id, tooLong),
      422,
      'MINOR_SCHEDULE_BREAKS_APPLICANTS',
      `The new hours or dates break HG 75/2015 for a child who applied (Ilinca: ${describeProblem(problem!, 'en')}) Keep hours that fit, or reject their applications first.`,
    );
    const romanian = await patchCasting(casting.id, tooLong, { 'accept-language': 'ro' });
    expect(errorBody(romanian).message).toContain(
      'pentru un copil care a aplicat (Ilinca: Un copil de 9 ani poate lucra cel mult 4 ore pe zi',
    );
    // Still within a 9-year-old's four hours: allowed.
    const fits = await patchCasting(casting.id, {
      minorSchedule: { dailyStart: '10:00', dailyEnd: '14:00', days: 1 },
    });
    expect(fits.statusCode, fits.body).toBe(200);
    const stored = (await t.app.inject({ url: `/api/castings/${casting.id}`, headers })).json() as {
      data: Casting;
    };
    expect(stored.data.minorSchedule).toEqual({ dailyStart: '10:00', dailyEnd: '14:00', days: 1 });
  });

  it('refuses to accept a child whose application predates hours that break the law; a bulk move reports it', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers, { dateOfBirth: dateYearsAgo(4, -30) });
    const casting = await castingWith({ dailyStart: '10:00', dailyEnd: '12:00', days: 1 });
    const applied = await apply(headers, casting.id, child.talentProfileId);
    const applicationId = (applied.json() as { data: { id: string } }).data.id;
    // As if the hours had been changed before this rule existed.
    await t.app.db
      .updateTable('castings')
      .set({ minor_daily_start: '08:00', minor_daily_end: '12:00' })
      .where('id', '=', casting.id)
      .execute();
    const refused = await move(applicationId, 'ACCEPTED');
    expect(refused.statusCode).toBe(422);
    expect(errorBody(refused).code).toBe('MINOR_SCHEDULE_NOT_ALLOWED');
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/studio/applications/bulk-status',
      headers: staff(),
      payload: { ids: [applicationId], status: 'ACCEPTED' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(
      (bulk.json() as { data: { moved: string[]; refused: { id: string; message: string }[] } }).data,
    ).toEqual({
      moved: [],
      refused: [{ id: applicationId, message: errorBody(refused).message }],
    });
    // Rejecting stays possible, and then the hours are free to change.
    expect((await move(applicationId, 'REJECTED')).statusCode).toBe(200);
    expect(
      (await patchCasting(casting.id, { minorSchedule: { dailyStart: '08:00', dailyEnd: '18:00', days: 1 } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('castings open to minors declare their hours', () => {
  const staff = () => bearer(client.tokens.accessToken);
  const required = { minorSchedule: CHILD_WORK_MESSAGES.scheduleRequired };

  it('refuses to publish one without them; a draft may wait; adults-only castings need none', async () => {
    for (const ageRanges of [
      [],
      [{ min: 8, max: 12 }],
      [
        { min: 30, max: 40 },
        { min: 6, max: 9 },
      ],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/castings',
        headers: staff(),
        payload: castingPayload({ ageRanges, minorSchedule: null }),
      });
      expectError(response, 400, 'VALIDATION_ERROR', CHILD_WORK_MESSAGES.scheduleRequired, required);
    }
    const draft = await createCasting(t.app, client.tokens.accessToken, {
      ageRanges: [{ min: 8, max: 12 }],
      minorSchedule: null,
      status: 'DRAFT',
    });
    const publish = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/castings/${draft.id}`, headers: staff(), payload });
    expectError(
      await publish({ status: 'PUBLISHED' }),
      400,
      'VALIDATION_ERROR',
      CHILD_WORK_MESSAGES.scheduleRequired,
      required,
    );
    const published = await publish({
      status: 'PUBLISHED',
      minorSchedule: { dailyStart: '09:30', dailyEnd: '11:30', days: 2 },
    });
    expect(published.statusCode, published.body).toBe(200);
    // Once published, the hours cannot be taken away while children may still apply.
    expectError(
      await publish({ minorSchedule: null }),
      400,
      'VALIDATION_ERROR',
      CHILD_WORK_MESSAGES.scheduleRequired,
      required,
    );

    const adults = await createCasting(t.app, client.tokens.accessToken, {
      ageRanges: [{ min: 18, max: 40 }],
      minorSchedule: null,
    });
    expect(adults.status).toBe('PUBLISHED');
  });

  it("holds an operator's import to the same rule", () => {
    const records = [
      castingPayload({ title: 'Copii fără program', ageRanges: [{ min: 6, max: 12 }], minorSchedule: null }),
      castingPayload({ title: 'Adulți', ageRanges: [{ min: 18, max: 40 }], minorSchedule: null }),
      castingPayload({ title: 'Ciornă', ageRanges: [], minorSchedule: null, status: 'DRAFT' }),
    ];
    expect(validateCastingRecords(records)).toEqual({
      ok: false,
      issues: [
        {
          record: 1,
          title: 'Copii fără program',
          field: 'minorSchedule',
          message: CHILD_WORK_MESSAGES.scheduleRequired,
        },
      ],
    });
    expect(validateCastingRecords(records.slice(1)).ok).toBe(true);
  });

  it('shows the hours on the casting to talents and guardians, and checks their form', async () => {
    const casting = await castingWith({ dailyStart: '09:30', dailyEnd: '11:30', days: 2 });
    const { headers } = await guardian(t);
    const detail = (await t.app.inject({ url: `/api/castings/${casting.id}`, headers })).json() as {
      data: Casting;
    };
    expect(detail.data.minorSchedule).toEqual({ dailyStart: '09:30', dailyEnd: '11:30', days: 2 });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/castings',
      headers: staff(),
      payload: castingPayload({ minorSchedule: { dailyStart: '12:00', dailyEnd: '11:00', days: 1 } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).fields?.['minorSchedule.dailyEnd']).toBe(CHILD_WORK_MESSAGES.endBeforeStart);
  });
});
