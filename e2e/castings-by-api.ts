// Castings and applications made through the API, for the browser tests whose subject is what comes
// after (the studio's form and the portal's apply dialog have specs of their own).
import type { APIRequestContext } from '@playwright/test';
import { bearer, expect } from './fixtures';

type StaffAccount = { email: string; password: string };

/** A staff account's access token, signed in through the API. */
export async function staffToken(request: APIRequestContext, account: StaffAccount) {
  const login = await request.post('/api/staff/auth/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A published commercial in Bucharest (its id and slug); each field the test cares about is given. */
export async function publishCastingByApi(
  request: APIRequestContext,
  token: string,
  casting: { title: string; shortDescription: string; description: string } & Record<string, unknown>,
) {
  const created = await request.post('/api/castings', {
    headers: bearer(token),
    data: {
      projectType: 'COMMERCIAL',
      location: 'Bucuresti',
      // Adults only unless told: a casting open to children must declare their hours (HG 75/2015).
      ageRanges: [{ min: 18, max: 60 }],
      status: 'PUBLISHED',
      ...casting,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string; slug: string } }).data;
}

/** The talent's application to the casting, from its own profile; answers the application's id. */
export async function applyByApi(request: APIRequestContext, castingId: string, accessToken: string) {
  const profile = await request.get('/api/profiles/me', { headers: bearer(accessToken) });
  const profileId = ((await profile.json()) as { data: { id: string } }).data.id;
  const applied = await request.post('/api/applications', {
    headers: bearer(accessToken),
    data: { castingId, talentProfileId: profileId },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { data: { id: string } }).data.id;
}
