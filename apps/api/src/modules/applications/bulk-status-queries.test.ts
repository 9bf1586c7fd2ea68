// Issue 30 point 16: a bulk status move costs a constant number of statements, however many
// applications it moves (before: about ten per application), and still moves each one with its
// history row, its message and its notice.
import type { Application } from '@talent/contract/applications';
import type { NotificationList } from '@talent/contract/notifications';
import { beforeAll, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createCasting,
  ownProfileId,
  queryCounter,
  register,
  staffAccount,
} from '../../test/test-app';

const counter = queryCounter();
/** Runs on each statement the app sends (the race below uses it to come between a read and a write). */
let onQuery: ((sql: string) => void) | undefined;
const t = buildTestApp({
  queryLog: (event) => {
    counter.queryLog(event);
    onQuery?.(event.query.sql);
  },
});
const client = staffAccount(t, 'CLIENT');

const APPLICANTS = 50;
const talents: { token: string; applicationId: string }[] = [];

beforeAll(async () => {
  const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Figuranți București' });
  for (let n = 0; n < APPLICANTS; n += 1) {
    const token = (await register(t.app)).tokens.accessToken;
    const talentProfileId = await ownProfileId(t.app, token);
    const payload = { castingId: casting.id, talentProfileId };
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(token),
      payload,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    talents.push({ token, applicationId: applied.json().data.id });
  }
});

/** A bulk move, counted once the jobs of earlier moves are done (their notices are not its statements). */
const bulk = async (ids: string[], status: string, message?: string) => {
  await t.app.jobs.settled();
  return counter.during(async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/studio/applications/bulk-status',
      headers: bearer(client.tokens.accessToken),
      payload: { ids, status, ...(message ? { message } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ moved: ids, refused: [] });
  });
};

it('moves 50 applications in as many statements as 5, each with its history, message and notice', async () => {
  const ids = talents.map((talent) => talent.applicationId);
  const few = await bulk(ids.slice(0, 5), 'REVIEWED');
  const many = await bulk(ids.slice(5), 'REVIEWED');
  // Before the batching: 44 statements for 5 moves, 389 for 45.
  expect(many.count, many.sql.join('\n')).toBeLessThanOrEqual(few.count + 4);
  expect(many.count).toBeLessThan(30);

  const shortlisted = await bulk(ids, 'SHORTLISTED', 'Ați intrat pe lista scurtă.');
  expect(shortlisted.count, shortlisted.sql.join('\n')).toBeLessThan(30);

  await t.app.jobs.settled();
  for (const talent of talents) {
    const seen = await t.app.inject({
      url: `/api/applications/${talent.applicationId}`,
      headers: bearer(talent.token),
    });
    const history = (seen.json().data as Application).statusHistory;
    expect(history.map((change) => change.status)).toEqual(['PENDING', 'REVIEWED', 'SHORTLISTED']);
    expect(history.at(-1)!.message).toBe('Ați intrat pe lista scurtă.');
    const notices = (
      await t.app.inject({ url: '/api/notifications', headers: bearer(talent.token) })
    ).json() as NotificationList;
    expect(notices.data.filter((notice) => notice.type === 'APPLICATION_STATUS')).toHaveLength(2);
  }
});

it('reports 409 for an application another move overtook between the bulk move’s read and its write', async () => {
  const [victim, other] = talents.slice(0, 2).map((talent) => talent.applicationId) as [string, string];
  let overtaking: Promise<unknown> | undefined;
  onQuery = (sql) => {
    // Once the bulk move has read the histories, before its transaction: the victim is rejected.
    if (overtaking || !sql.startsWith('select * from "application_status_changes"')) return;
    overtaking = t.app.db
      .updateTable('applications')
      .set({ status: 'REJECTED' })
      .where('id', '=', victim)
      .execute();
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/studio/applications/bulk-status',
    headers: bearer(client.tokens.accessToken),
    payload: { ids: [victim, other], status: 'ACCEPTED' },
  });
  onQuery = undefined;
  await overtaking;
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data).toEqual({
    moved: [other],
    refused: [{ id: victim, message: expect.stringContaining('REJECTED → ACCEPTED is not allowed') }],
  });
  const history = await t.app.db
    .selectFrom('application_status_changes')
    .select('application_id')
    .where('application_id', 'in', [victim, other])
    .where('status', '=', 'ACCEPTED')
    .execute();
  expect(history).toEqual([{ application_id: other }]);
});
