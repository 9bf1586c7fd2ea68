import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createCasting, staffAccount, talentAccount } from '../../test/test-app';

// A remuneration range's total is counted once per catalogue version and then reused
// (CastingsRepository.countRemunerationRange): every change to a casting must show in the next answer.
const t = buildTestApp();
const staff = staffAccount(t, 'ADMIN');
const talent = talentAccount(t);

const HIGH = '?minRemuneration=50000';
const BAND = '?minRemuneration=50000&maxRemuneration=55000';
const IASI_HIGH = '?location=Iasi&minRemuneration=50000';

/** The total of a list answered one casting per page, so that it has to be counted. */
async function total(query: string): Promise<number> {
  const response = await t.app.inject({
    url: `/api/castings${query}&pageSize=1`,
    headers: bearer(talent.tokens.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().meta.total as number;
}

const paid = (amount: number) => ({ remuneration: { amount, type: 'per_day' } });
const patch = (id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/castings/${id}`,
    headers: bearer(staff.tokens.accessToken),
    payload,
  });

describe('GET /api/castings with a remuneration range', () => {
  it('keeps its total true through every change of the catalogue (totals are reused only until a casting changes)', async () => {
    expect(await total(HIGH)).toBe(0);
    const lead = await createCasting(t.app, staff.tokens.accessToken, {
      title: 'Rol principal',
      ...paid(50_000),
    });
    const second = await createCasting(t.app, staff.tokens.accessToken, {
      title: 'Rol secundar',
      location: 'Iasi',
      ...paid(60_000),
    });
    await createCasting(t.app, staff.tokens.accessToken, { title: 'Figurație', ...paid(100) });
    expect(await total(HIGH)).toBe(2);
    expect(await total(HIGH)).toBe(2);
    expect(await total(BAND)).toBe(1);
    expect(await total(IASI_HIGH)).toBe(1);

    await createCasting(t.app, staff.tokens.accessToken, { title: 'Cascador', ...paid(55_000) });
    expect(await total(HIGH)).toBe(3);
    expect(await total(BAND)).toBe(2);

    expect((await patch(lead.id, { status: 'SUSPENDED' })).statusCode).toBe(200);
    expect(await total(HIGH)).toBe(2);
    expect(await total(BAND)).toBe(1);

    expect((await patch(second.id, paid(100))).statusCode).toBe(200);
    expect(await total(HIGH)).toBe(1);
    expect(await total(IASI_HIGH)).toBe(0);

    expect((await patch(second.id, { location: 'Bucuresti', ...paid(70_000) })).statusCode).toBe(200);
    expect(await total(HIGH)).toBe(2);
    expect(await total(IASI_HIGH)).toBe(0);

    expect((await patch(lead.id, { status: 'PUBLISHED' })).statusCode).toBe(200);
    expect(await total(HIGH)).toBe(3);
    expect(await total(BAND)).toBe(2);
  });
});
