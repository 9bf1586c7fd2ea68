import { decodeJwt, SignJWT } from 'jose';
import { expect, newTalent, registerByApi, test } from '../fixtures';
import { E2E_JWT_SECRET } from '../playwright.config';

/** The same claims as the server's token, but expired a minute ago and signed with the server's key. */
async function expiredCopyOf(accessToken: string) {
  const claims = decodeJwt(accessToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iat: now - 1000, exp: now - 60 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

test('an expired access token is refreshed once, even when two tabs ask at the same moment', async ({
  context,
  request,
}) => {
  const { tokens } = await registerByApi(request, newTalent({ firstName: 'Tudor' }));
  const expired = await expiredCopyOf(tokens.accessToken);

  // The server really refuses the expired token: the refresh below is needed, not incidental.
  const refused = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${expired}` } });
  expect(refused.status()).toBe(401);

  const first = await context.newPage();
  await first.goto('/login');
  await first.evaluate(
    ({ access, refresh }) => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
    },
    { access: expired, refresh: tokens.refreshToken },
  );
  const second = await context.newPage();

  const refreshCalls: string[] = [];
  context.on('request', (req) => {
    if (req.url().endsWith('/api/auth/refresh')) refreshCalls.push(req.url());
  });

  await Promise.all([first.goto('/'), second.goto('/')]);

  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tudor');
  }
  expect(refreshCalls).toHaveLength(1);

  const stored = await first.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).not.toBe(expired);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${stored}` } });
  expect(me.status()).toBe(200);

  // The rotated-out refresh token is dead: replaying it revokes the session on the server.
  const replay = await request.post('/api/auth/refresh', { data: { refreshToken: tokens.refreshToken } });
  expect(replay.status()).toBe(401);
});
