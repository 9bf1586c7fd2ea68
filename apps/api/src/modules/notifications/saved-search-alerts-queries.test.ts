// Issue 30 point 16: the hourly saved-search alerts reach every search in a handful of statements
// (a page of searches, one batch of notices, one update of their alert times), not a few per search.
import { randomUUID } from 'node:crypto';
import type { NotificationList } from '@talent/contract/notifications';
import { expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createCasting,
  queryCounter,
  register,
  staffAccount,
} from '../../test/test-app';
import { NOTICE_JOBS } from '../jobs/job-registry';

const counter = queryCounter();
const t = buildTestApp({ env: { JOB_POLL_MS: '100' }, queryLog: counter.queryLog });
const client = staffAccount(t, 'CLIENT');

const USERS = 10;
const SEARCHES_PER_USER = 20;

it('alerts 200 saved searches in a bounded number of statements, each search once', async () => {
  const talents = [];
  for (let user = 0; user < USERS; user += 1) talents.push(await register(t.app));
  const users = await t.app.db
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      talents.map(({ payload }) => payload.email),
    )
    .execute();
  const savedAt = new Date(Date.now() - 1000).toISOString();
  await t.app.db
    .insertInto('saved_searches')
    .values(
      users.flatMap(({ id: userId }, user) =>
        Array.from({ length: SEARCHES_PER_USER }, (_, n) => ({
          id: randomUUID(),
          user_id: userId,
          name: `Brașov ${user}-${n}`,
          filters: JSON.stringify({ location: 'Brasov' }),
          alerts: 1,
          alerted_until: savedAt,
          created_at: savedAt,
        })),
      ),
    )
    .execute();
  // E-mails off: each e-mail is a job of its own by design, so only the alert job's statements count.
  await t.app.db
    .insertInto('notification_preferences')
    .values(users.map(({ id }) => ({ user_id: id, type: 'SAVED_SEARCH', email: 0 })))
    .execute();
  await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă Brașov', location: 'Brasov' });

  const run = () =>
    counter.during(async () => {
      await t.app.jobs.enqueue(
        NOTICE_JOBS.savedSearchAlerts,
        { slot: new Date(Date.now() + 300).toISOString() },
        { key: randomUUID() },
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      await t.app.jobs.settled();
    });
  const first = await run();
  // Before the batching: 200 deliveries and 200 updates, over 1 000 statements.
  expect(first.count, first.sql.join('\n')).toBeLessThan(60);

  for (const { tokens } of talents) {
    const list = (
      await t.app.inject({ url: '/api/notifications', headers: bearer(tokens.accessToken) })
    ).json() as NotificationList;
    expect(list.data.filter((notice) => notice.type === 'SAVED_SEARCH')).toHaveLength(SEARCHES_PER_USER);
  }
  // The alert times moved on: a second run finds nothing new and sends nothing.
  const second = await run();
  expect(second.count).toBeLessThan(40);
  const again = (
    await t.app.inject({ url: '/api/notifications', headers: bearer(talents[0]!.tokens.accessToken) })
  ).json() as NotificationList;
  expect(again.data.filter((notice) => notice.type === 'SAVED_SEARCH')).toHaveLength(SEARCHES_PER_USER);
});
