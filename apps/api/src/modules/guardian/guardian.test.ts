import { GUARDIAN_MESSAGES } from '@talent/contract/children-messages';
import { describe, expect, it } from 'vitest';
import { addChild, guardian, setGuardianMode } from '../../test/children-helpers';
import {
  bearer,
  buildTestApp,
  createStaff,
  dateYearsAgo,
  errorBody,
  expectError,
  register,
} from '../../test/test-app';

const t = buildTestApp();

async function talentBorn(birthDate: string) {
  const { tokens } = await register(t.app, { birthDate });
  return bearer(tokens.accessToken);
}
const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/auth/me', headers })).json().data;

describe('POST /api/users/guardian-mode/enable and /disable', () => {
  it('turns the flag on and off, answering the same user DTO as GET /auth/me', async () => {
    const headers = await talentBorn(dateYearsAgo(30));
    expect((await me(headers)).isGuardianModeEnabled).toBe(false);
    const on = await setGuardianMode(t, headers, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual(await me(headers));
    expect(on.json().data.isGuardianModeEnabled).toBe(true);
    const off = await setGuardianMode(t, headers, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual(await me(headers));
    expect(off.json().data.isGuardianModeEnabled).toBe(false);
  });

  it('refuses a 17-year-old whose 18th birthday is tomorrow (403), and nothing changes', async () => {
    const headers = await talentBorn(dateYearsAgo(18, 1));
    const response = await setGuardianMode(t, headers, true);
    expectError(response, 403, 'GUARDIAN_ADULT_REQUIRED', GUARDIAN_MESSAGES.adultRequired);
    expect((await me(headers)).isGuardianModeEnabled).toBe(false);
  });

  it('lets in an 18-year-old whose birthday is today', async () => {
    const headers = await talentBorn(dateYearsAgo(18));
    const response = await setGuardianMode(t, headers, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.isGuardianModeEnabled).toBe(true);
  });

  it('keeps the children while off (403 GUARDIAN_MODE_REQUIRED) and shows them again when on', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers, { firstName: 'Ilinca' });
    await setGuardianMode(t, headers, false);
    const off = await t.app.inject({ url: '/api/children', headers });
    expectError(off, 403, 'GUARDIAN_MODE_REQUIRED', GUARDIAN_MESSAGES.modeRequired);
    await setGuardianMode(t, headers, true);
    const on = await t.app.inject({ url: '/api/children', headers });
    expect(on.json().data).toEqual([child]);
  });

  it('is for signed-in talents only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users/guardian-mode/enable' })).statusCode).toBe(
      401,
    );
    const staff = await createStaff(t, 'CLIENT');
    const response = await setGuardianMode(t, bearer(staff.tokens.accessToken), true);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('ONLY_TALENT');
  });
});
