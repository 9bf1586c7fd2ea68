// The studio's client accounts (issue 20 points 1–2, DESIGN §7): sign-up with a company, the ADMIN's
// verification with an e-mail either way, and publishing only for verified clients.
import { CASTING_MESSAGES } from '@talent/contract/castings';
import { CLIENT_MESSAGES } from '@talent/contract/clients';
import { ONLY_ADMIN_MESSAGE, ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { describe, expect, it } from 'vitest';
import { outboxMessagesTo } from '../../test/mail-helpers';
import {
  bearer,
  buildTestApp,
  castingPayload,
  createCasting,
  errorBody,
  expectError,
  logIn,
  staffAccount,
  talentAccount,
} from '../../test/test-app';

const t = buildTestApp();
const admin = staffAccount(t, 'ADMIN');
const talent = talentAccount(t);

let counter = 0;
const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: `regizor${++counter}@agentie.ro`,
  password: 'Studio1234!',
  firstName: 'Ioana',
  lastName: 'Pop',
  phone: '+40721234567',
  companyName: 'Agenția Lumière SRL',
  companyCode: 'RO 14399840',
  ...overrides,
});

async function signUp(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/register',
    payload: body,
    remoteAddress: `198.51.100.${counter}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { accessToken } = response.json().data as { accessToken: string };
  const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(accessToken) });
  return { email: body.email, accessToken, id: me.json().data.id as string };
}

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

describe('POST /api/staff/auth/register', () => {
  it('makes an UNVERIFIED client with its company, signed in at once', async () => {
    const client = await signUp({ preferredLanguage: 'EN' });
    const me = await inject('GET', '/api/staff/me', client.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      role: 'CLIENT',
      email: client.email,
      firstName: 'Ioana',
      preferredLanguage: 'EN',
      clientStatus: 'UNVERIFIED',
      company: { name: 'Agenția Lumière SRL', code: 'RO14399840', status: 'UNVERIFIED', statusReason: null },
    });
    // The portal still refuses it.
    const portal = await logIn(t.app, 'portal', { email: client.email, password: 'Studio1234!' });
    expect(portal.statusCode).toBe(403);
  });

  it('says which field is wrong, and creates nothing', async () => {
    const body = signUpBody({ companyCode: '14399841', companyName: '' });
    const response = await t.app.inject({ method: 'POST', url: '/api/staff/auth/register', payload: body });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields).toEqual({
      companyCode: CLIENT_MESSAGES.companyCodeInvalid,
      companyName: CLIENT_MESSAGES.companyNameRequired,
    });
    const login = await logIn(t.app, 'studio', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an e-mail already used, by a talent or a client', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/register',
      payload: signUpBody({ email: talent.payload.email }),
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('GET /api/staff/me', () => {
  it('answers an ADMIN without a company, and refuses talents and strangers', async () => {
    const me = await inject('GET', '/api/staff/me', admin.tokens.accessToken);
    expect(me.json().data).toMatchObject({ role: 'ADMIN', clientStatus: null, company: null });
    expectError(
      await inject('GET', '/api/staff/me', talent.tokens.accessToken),
      403,
      'ONLY_STAFF',
      ONLY_STAFF_MESSAGE,
    );
    expect((await inject('GET', '/api/staff/me')).statusCode).toBe(401);
  });
});

describe('PATCH /api/staff/me', () => {
  it("changes the staff member's language, which the next sign-in brings back", async () => {
    const client = await signUp();
    const changed = await inject('PATCH', '/api/staff/me', client.accessToken, { preferredLanguage: 'EN' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ preferredLanguage: 'EN', clientStatus: 'UNVERIFIED' });
    const login = await logIn(t.app, 'studio', { email: client.email, password: 'Studio1234!' });
    const me = await inject('GET', '/api/staff/me', login.json().data.accessToken);
    expect(me.json().data.preferredLanguage).toBe('EN');

    // The file's ADMIN is shared: back to the language it had, so no later test depends on this one.
    const before = (await inject('GET', '/api/staff/me', admin.tokens.accessToken)).json().data
      .preferredLanguage;
    const other = before === 'EN' ? 'RO' : 'EN';
    const adminChange = await inject('PATCH', '/api/staff/me', admin.tokens.accessToken, {
      preferredLanguage: other,
    });
    expect(adminChange.json().data).toMatchObject({ role: 'ADMIN', preferredLanguage: other, company: null });
    await inject('PATCH', '/api/staff/me', admin.tokens.accessToken, { preferredLanguage: before });
  });

  it('refuses another field or a language it does not know, and keeps the one saved', async () => {
    const client = await signUp({ preferredLanguage: 'EN' });
    const unknown = await inject('PATCH', '/api/staff/me', client.accessToken, {
      preferredLanguage: 'RO',
      role: 'ADMIN',
    });
    expect(unknown.statusCode).toBe(400);
    const wrong = await inject('PATCH', '/api/staff/me', client.accessToken, { preferredLanguage: 'FR' });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).fields).toHaveProperty('preferredLanguage');
    const me = await inject('GET', '/api/staff/me', client.accessToken);
    expect(me.json().data).toMatchObject({ role: 'CLIENT', preferredLanguage: 'EN' });
  });

  it('is not for talents or strangers', async () => {
    expectError(
      await inject('PATCH', '/api/staff/me', talent.tokens.accessToken, { preferredLanguage: 'EN' }),
      403,
      'ONLY_STAFF',
      ONLY_STAFF_MESSAGE,
    );
    expect((await inject('PATCH', '/api/staff/me', undefined, { preferredLanguage: 'EN' })).statusCode).toBe(
      401,
    );
  });
});

describe('publishing and verification', () => {
  it('lets an UNVERIFIED client save drafts but not publish, and says why', async () => {
    const client = await signUp();
    const draft = await createCasting(t.app, client.accessToken, { status: 'DRAFT', title: 'Ciornă' });
    expect(draft.status).toBe('DRAFT');
    const published = await inject('POST', '/api/castings', client.accessToken, castingPayload());
    expectError(published, 403, 'CLIENT_NOT_VERIFIED', CLIENT_MESSAGES.notVerified);
    const moved = await inject('PATCH', `/api/castings/${draft.id}`, client.accessToken, {
      status: 'PUBLISHED',
      title: 'Ciornă schimbată',
    });
    expectError(moved, 403, 'CLIENT_NOT_VERIFIED', CLIENT_MESSAGES.notVerified);
    // Nothing of the refused request was kept.
    const stored = await t.app.db
      .selectFrom('castings')
      .selectAll()
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'DRAFT', title: 'Ciornă' });
  });

  it('has an ADMIN list waiting clients, reject with a reason and verify later; the client is told each time', async () => {
    const client = await signUp({ preferredLanguage: 'RO' });
    const waiting = await inject(
      'GET',
      '/api/admin/clients?status=UNVERIFIED&pageSize=50',
      admin.tokens.accessToken,
    );
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toContainEqual(
      expect.objectContaining({
        id: client.id,
        email: client.email,
        phone: '+40721234567',
        company: expect.objectContaining({ name: 'Agenția Lumière SRL', code: 'RO14399840' }),
      }),
    );

    const noReason = await inject('PATCH', `/api/admin/clients/${client.id}`, admin.tokens.accessToken, {
      status: 'REJECTED',
    });
    expect(noReason.statusCode).toBe(400);
    expect(errorBody(noReason).fields).toEqual({ reason: CLIENT_MESSAGES.reasonRequired });

    const rejected = await inject('PATCH', `/api/admin/clients/${client.id}`, admin.tokens.accessToken, {
      status: 'REJECTED',
      reason: 'CUI-ul nu corespunde firmei',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.company).toMatchObject({
      status: 'REJECTED',
      statusReason: 'CUI-ul nu corespunde firmei',
    });
    expectError(
      await inject('POST', '/api/castings', client.accessToken, castingPayload()),
      403,
      'CLIENT_NOT_VERIFIED',
      CLIENT_MESSAGES.rejected,
    );
    const [rejection] = await outboxMessagesTo(t, client.email);
    expect(rejection?.subject).toBe('Contul companiei nu a fost aprobat — Talent Portal Studio');
    expect(rejection?.text).toContain('Motivul: CUI-ul nu corespunde firmei');
    expect(rejection?.text).toContain(`${t.config.publicUrl}/studio`);

    const verified = await inject('PATCH', `/api/admin/clients/${client.id}`, admin.tokens.accessToken, {
      status: 'VERIFIED',
    });
    expect(verified.json().data.company).toMatchObject({ status: 'VERIFIED', statusReason: null });
    const me = await inject('GET', '/api/staff/me', client.accessToken);
    expect(me.json().data.clientStatus).toBe('VERIFIED');
    expect((await inject('POST', '/api/castings', client.accessToken, castingPayload())).statusCode).toBe(
      201,
    );
    const mails = await outboxMessagesTo(t, client.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Contul companiei nu a fost aprobat — Talent Portal Studio',
      'Compania ta a fost verificată — Talent Portal Studio',
    ]);

    const again = await inject('PATCH', `/api/admin/clients/${client.id}`, admin.tokens.accessToken, {
      status: 'REJECTED',
      reason: 'prea târziu',
    });
    expectError(again, 409, 'CONFLICT', CLIENT_MESSAGES.alreadyDecided);
    const unknown = await inject('PATCH', '/api/admin/clients/nobody', admin.tokens.accessToken, {
      status: 'VERIFIED',
    });
    expectError(unknown, 404, 'NOT_FOUND', CLIENT_MESSAGES.clientNotFound);
  });

  it('shows the ADMIN the other accounts that registered the same CUI', async () => {
    const first = await signUp({ companyCode: 'RO1234573', companyName: 'Prima Producție SRL' });
    await inject('PATCH', `/api/admin/clients/${first.id}`, admin.tokens.accessToken, { status: 'VERIFIED' });
    const second = await signUp({ companyCode: '1234573', companyName: 'Altă Producție SRL' });
    const alone = await signUp({ companyCode: '1234581', companyName: 'Singură SRL' });
    const list = await inject(
      'GET',
      '/api/admin/clients?status=UNVERIFIED&pageSize=50',
      admin.tokens.accessToken,
    );
    const waiting = list.json().data as { id: string; sameCode: { name: string; status: string }[] }[];
    expect(waiting.find((client) => client.id === second.id)?.sameCode).toEqual([
      { name: 'Prima Producție SRL', status: 'VERIFIED' },
    ]);
    expect(waiting.find((client) => client.id === alone.id)?.sameCode).toEqual([]);
  });

  it('keeps the verification screen for ADMIN only', async () => {
    const client = await signUp();
    for (const token of [client.accessToken, talent.tokens.accessToken]) {
      const list = await inject('GET', '/api/admin/clients', token);
      expect(list.statusCode).toBe(403);
      const decide = await inject('PATCH', `/api/admin/clients/${client.id}`, token, { status: 'VERIFIED' });
      expect(decide.statusCode).toBe(403);
    }
    expectError(
      await inject('GET', '/api/admin/clients', client.accessToken),
      403,
      'ONLY_ADMIN',
      ONLY_ADMIN_MESSAGE,
    );
    const me = await inject('GET', '/api/staff/me', client.accessToken);
    expect(me.json().data.clientStatus).toBe('UNVERIFIED');
  });
});

describe('suspension', () => {
  const owner = staffAccount(t, 'CLIENT');

  it('is the ADMIN’s: a client cannot suspend or lift it, but may still close the casting', async () => {
    const casting = await createCasting(t.app, owner.tokens.accessToken);
    const move = (token: string, status: string) =>
      inject('PATCH', `/api/castings/${casting.id}`, token, { status });
    expectError(
      await move(owner.tokens.accessToken, 'SUSPENDED'),
      403,
      'FORBIDDEN',
      CASTING_MESSAGES.onlyAdminSuspends,
    );
    expect((await move(admin.tokens.accessToken, 'SUSPENDED')).statusCode).toBe(200);
    expectError(
      await move(owner.tokens.accessToken, 'PUBLISHED'),
      403,
      'FORBIDDEN',
      CASTING_MESSAGES.onlyAdminSuspends,
    );
    const detail = await inject('GET', `/api/castings/${casting.id}`, talent.tokens.accessToken);
    expect(detail.json().data.status).toBe('SUSPENDED');
    expect((await move(owner.tokens.accessToken, 'CLOSED')).statusCode).toBe(200);
  });
});
