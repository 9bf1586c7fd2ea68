import { expect } from 'vitest';
import { bearer, createCasting, ownProfileId, register, staffAccount, type TestApp } from './test-app';

type Headers = Record<string, string>;

/** The studio side of a test file: a casting's owner, a client who does not own it, and an admin. */
export const castingTeam = (t: TestApp) => ({
  client: staffAccount(t, 'CLIENT'),
  otherClient: staffAccount(t, 'CLIENT'),
  admin: staffAccount(t, 'ADMIN'),
});
type Registration = Parameters<typeof register>[1];

/** A talent registered through the API (`overrides` as `register` takes them), with their own profile's id. */
export async function signedUpTalent(t: TestApp, overrides: Registration = {}) {
  const { tokens, payload } = await register(t.app, overrides);
  const token = tokens.accessToken;
  return { token, headers: bearer(token), email: payload.email, profileId: await ownProfileId(t.app, token) };
}

/** POST /api/applications as `headers`: the raw answer, for the tests of what it refuses. */
export const postApplication = (t: TestApp, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/applications', headers, payload: payload as object });

/** Applies with the talent profile (own or a child's) to the casting, 201 checked; answers the application's id. */
export async function applyTo(
  t: TestApp,
  headers: Headers,
  castingId: string,
  talentProfileId: string,
  message?: string,
): Promise<string> {
  const response = await postApplication(t, headers, { castingId, talentProfileId, message });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

/** A new talent who applied with their own profile to the casting. */
export async function newApplicant(t: TestApp, castingId: string, overrides: Registration = {}) {
  const talent = await signedUpTalent(t, overrides);
  return { ...talent, applicationId: await applyTo(t, talent.headers, castingId, talent.profileId) };
}

/** PATCH /api/applications/{id}/status as `token` (the casting's client or an admin): the raw answer. */
export const moveApplication = (t: TestApp, token: string, applicationId: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${applicationId}/status`,
    headers: bearer(token),
    payload,
  });

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
  const headers = bearer(talentToken);
  const applicationId = await applyTo(t, headers, casting.id, await ownProfileId(t.app, talentToken));
  const moved = await moveApplication(t, clientToken, applicationId, { status: 'SHORTLISTED' });
  expect(moved.statusCode, moved.body).toBe(200);
  await t.app.jobs.settled();
}
