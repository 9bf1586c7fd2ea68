// Issue 30 point 16: the daily sweep of the guardians' reminders plans a page of accepted child
// applications in a handful of statements (their targets read together, their reminders queued
// together), not five or more per application.
import { addWorkingDays, CONTRACT_COPY_WORKING_DAYS } from '@talent/contract/child-work-checklist';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { applyTo } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { pgBossSchema, queuedRunAt } from '../../test/job-helpers';
import {
  bearer,
  buildTestApp,
  createCasting,
  dateYearsAgo,
  queryCounter,
  staffAccount,
} from '../../test/test-app';
import { CHILD_WORK_JOBS } from '../jobs/job-registry';

const counter = queryCounter();
const t = buildTestApp({ queryLog: counter.queryLog });
const client = staffAccount(t, 'CLIENT');

const START = '2030-05-20'; // a Monday
const GUARDIANS = 2;
const CHILDREN_EACH = 15;
const applicationIds: string[] = [];
const REMINDERS = [CHILD_WORK_JOBS.startReminder.name, CHILD_WORK_JOBS.contractReminder.name];

beforeAll(async () => {
  const casting = await createCasting(t.app, client.tokens.accessToken, {
    title: 'Reclamă cu copii',
    castingDate: null,
    shootingDate: START,
    ageRanges: [{ min: 6, max: 10 }],
    minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 3 },
  });
  for (let g = 0; g < GUARDIANS; g += 1) {
    const { headers } = await guardian(t, `Părinte${g}`);
    for (let c = 0; c < CHILDREN_EACH; c += 1) {
      const child = await addChild(t, headers, { firstName: `Copil${c}`, dateOfBirth: dateYearsAgo(8) });
      applicationIds.push(await applyTo(t, headers, casting.id, child.talentProfileId));
    }
  }
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/studio/applications/bulk-status',
    headers: bearer(client.tokens.accessToken),
    payload: { ids: applicationIds, status: 'ACCEPTED' },
  });
  expect(accepted.json().data.moved, accepted.body).toHaveLength(applicationIds.length);
  await t.app.jobs.settled();
});

/** Drops every queued reminder, so only the sweep can queue them again. */
async function dropReminders() {
  if (t.app.jobs.kind === 'sqlite') {
    await t.app.db.deleteFrom('jobs').where('name', 'in', REMINDERS).execute();
    return;
  }
  const schema = await pgBossSchema(t.app);
  await sql`delete from ${sql.ref(schema)}.job where name in (${sql.join(REMINDERS)})`.execute(t.app.db);
}

it('plans the reminders of 30 accepted children in a bounded number of statements', async () => {
  await dropReminders();
  const sweep = await counter.during(async () => {
    await t.app.jobs.enqueue(CHILD_WORK_JOBS.sweep, { slot: new Date().toISOString() }, { key: 'sweep-now' });
    await t.app.jobs.settled();
  });
  // Before the batching: over 150 statements for these 30 applications.
  expect(sweep.count, sweep.sql.join('\n')).toBeLessThan(30);

  const deadline = addWorkingDays(START, CONTRACT_COPY_WORKING_DAYS);
  for (const id of applicationIds) {
    expect(await queuedRunAt(t.app, CHILD_WORK_JOBS.startReminder.name, `${id}:${START}`)).toBeDefined();
    expect(
      await queuedRunAt(t.app, CHILD_WORK_JOBS.contractReminder.name, `${id}:${deadline}`),
    ).toBeDefined();
  }
});
