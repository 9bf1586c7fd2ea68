// A status move made by the operator's CLI obeys the same rules as the studio's (issue 31 point 2):
// accepting a child's application plans the guardian's HG 75/2015 reminders (decision 0018 rows 18–21),
// exactly as PATCH /api/applications/:id/status does (child-work.test.ts). The CLI only queues; the
// test app's own workers run the plan, as the server's would.

import { describe, expect, it, vi } from 'vitest';
import { CHILD_WORK_JOBS } from './modules/jobs/job-registry';
import { applyTo } from './test/application-helpers';
import { addChild, guardian } from './test/children-helpers';
import { CLI_TIMEOUT, runCli } from './test/cli-runner';
import { queuedRunAt } from './test/job-helpers';
import { buildTestApp, createCasting, staffAccount } from './test/test-app';

const t = buildTestApp();
const client = staffAccount(t, 'CLIENT');

const START = '2030-05-20'; // a Monday

describe('npm run cli -- application-status ACCEPTED, for a child', () => {
  it(
    'plans the guardian’s reminders: 5 working days before the start, 2 before the contract-copy deadline',
    async () => {
      const casting = await createCasting(t.app, client.tokens.accessToken, {
        shootingDate: START,
        ageRanges: [{ min: 6, max: 10 }],
        minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 3 },
      });
      const { headers } = await guardian(t);
      const child = await addChild(t, headers, { dateOfBirth: '2021-03-14' });
      const applicationId = await applyTo(t, headers, casting.id, child.talentProfileId);

      const moved = await runCli(t.config, 'application-status', applicationId, 'ACCEPTED');
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.stdout).toContain('PENDING → ACCEPTED');

      // The same plan job the route queues, keyed by the application, written with the move.
      expect(await queuedRunAt(t.app, CHILD_WORK_JOBS.plan.name, applicationId)).toBeDefined();
      // Run by this process's workers (the CLI takes no jobs), it queues the two dated reminders.
      const reminders = async () => ({
        start: await queuedRunAt(t.app, CHILD_WORK_JOBS.startReminder.name, `${applicationId}:${START}`),
        contract: await queuedRunAt(
          t.app,
          CHILD_WORK_JOBS.contractReminder.name,
          `${applicationId}:2030-06-03`,
        ),
      });
      await vi.waitFor(
        async () =>
          // Monday 13 May 2030, 09:00 in Romania; Thursday 30 May, two working days before Monday 3 June.
          expect(await reminders()).toEqual({
            start: new Date('2030-05-13T06:00:00.000Z'),
            contract: new Date('2030-05-30T06:00:00.000Z'),
          }),
        { timeout: 20_000, interval: 200 },
      );
    },
    CLI_TIMEOUT,
  );
});
