import { describe, expect, it } from 'vitest';
import { shortlistedOnNewCasting } from '../../test/application-helpers';
import { expectUnsubscribeRefused, outboxMessagesTo } from '../../test/mail-helpers';
import { bearer, buildTestApp, register, staffAccount } from '../../test/test-app';

const t = buildTestApp({ env: { JOB_POLL_MS: '100' } });
const client = staffAccount(t, 'CLIENT');

/** A talent shortlisted once: its unsubscribe path (with the token) from the e-mail it got. */
async function talentWithNoticeMail() {
  const { tokens, payload } = await register(t.app, { firstName: 'Irina' });
  await shortlistedOnNewCasting(t, client.tokens.accessToken, tokens.accessToken, 'Dezabonare citită');
  const [mail] = await outboxMessagesTo(t, payload.email);
  const list = mail?.headers.get('list') as { unsubscribe: { url: string } };
  const url = new URL(list.unsubscribe.url);
  return { token: tokens.accessToken, path: `${url.pathname}${url.search}` };
}

const emailChoices = async (token: string) =>
  (await t.app.inject({ url: '/api/notification-preferences', headers: bearer(token) })).json().data.email;

describe('GET /api/unsubscribe', () => {
  it('names the type of e-mail the link stops, without signing in and without stopping it', async () => {
    const talent = await talentWithNoticeMail();
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: talent.path });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { type: 'APPLICATION_STATUS' } });
    }
    expect(await emailChoices(talent.token)).toMatchObject({ APPLICATION_STATUS: true });

    // The POST still unsubscribes; the link still names its type afterwards.
    const post = await t.app.inject({ method: 'POST', url: talent.path });
    expect(post.statusCode, post.body).toBe(200);
    expect(await emailChoices(talent.token)).toMatchObject({ APPLICATION_STATUS: false });
    expect((await t.app.inject({ method: 'GET', url: talent.path })).json()).toEqual({
      data: { type: 'APPLICATION_STATUS' },
    });
  });

  it('refuses a tampered or missing token with a 400 that says why', async () => {
    const talent = await talentWithNoticeMail();
    const token = new URL(`http://x${talent.path}`).searchParams.get('token')!;
    await expectUnsubscribeRefused(t, 'GET', [token.slice(0, -2), 'x', `${token}.more`]);
  });
});
