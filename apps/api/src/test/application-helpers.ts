import { expect } from 'vitest';
import { bearer, createCasting, ownProfileId, type TestApp } from './test-app';

/**
 * A talent applies to a new casting of the client's titled `title`, and the client shortlists the
 * application; answers once the notices' background work (in-app and e-mail) is done.
 */
export async function shortlistedOnNewCasting(
  t: TestApp,
  clientToken: string,
  talentToken: string,
  title: string,
): Promise<void> {
  const casting = await createCasting(t.app, clientToken, { title });
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: bearer(talentToken),
    payload: { castingId: casting.id, talentProfileId: await ownProfileId(t.app, talentToken) },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const moved = await t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${(applied.json() as { data: { id: string } }).data.id}/status`,
    headers: bearer(clientToken),
    payload: { status: 'SHORTLISTED' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await t.app.jobs.settled();
}
