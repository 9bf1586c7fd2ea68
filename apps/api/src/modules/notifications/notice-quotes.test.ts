// Issue 30 point 14: a casting title that carries its own quotation marks is not quoted again, in the
// notice (the app's list) nor in the e-mail's subject, in either language.
import type { NotificationList } from '@talent/contract/notifications';
import { describe, expect, it } from 'vitest';
import { outboxMessagesTo } from '../../test/mail-helpers';
import {
  bearer,
  buildTestApp,
  createCasting,
  ownProfileId,
  register,
  staffAccount,
} from '../../test/test-app';

const t = buildTestApp({ env: { JOB_POLL_MS: '100' } });
const client = staffAccount(t, 'CLIENT');

/** A talent (reading in `language`) applies to a casting titled `title` and is shortlisted. */
async function shortlistedOn(title: string, language: 'RO' | 'EN') {
  const { tokens, payload } = await register(t.app, { firstName: 'Irina', preferredLanguage: language });
  const casting = await createCasting(t.app, client.tokens.accessToken, { title });
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: bearer(tokens.accessToken),
    payload: { castingId: casting.id, talentProfileId: await ownProfileId(t.app, tokens.accessToken) },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const moved = await t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${applied.json().data.id}/status`,
    headers: bearer(client.tokens.accessToken),
    payload: { status: 'SHORTLISTED' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await t.app.jobs.settled();
  const list = await t.app.inject({ url: '/api/notifications', headers: bearer(tokens.accessToken) });
  const [notice] = (list.json() as NotificationList).data;
  const [mail] = await outboxMessagesTo(t, payload.email);
  return { notice: notice?.title, subject: mail?.subject };
}

describe('quotation marks around casting titles', () => {
  it('a plain title is quoted the way each language quotes', async () => {
    expect(await shortlistedOn('Reclamă de iarnă', 'RO')).toEqual({
      notice: 'Aplicarea la „Reclamă de iarnă” este pe lista scurtă',
      subject: 'Aplicarea la „Reclamă de iarnă” este pe lista scurtă',
    });
    expect(await shortlistedOn('Winter advert', 'EN')).toEqual({
      notice: 'Your application to “Winter advert” is shortlisted',
      subject: 'Your application to “Winter advert” is shortlisted',
    });
  });

  it('a title with quotes of its own gets no second pair', async () => {
    const titles = [
      'Figuranți pentru serialul „Lumini de iarnă” — București',
      '„Lumini de iarnă”',
      'Spot "Cafea bună" Cluj',
      '“Winter lights” extras',
    ];
    for (const title of titles) {
      const ro = await shortlistedOn(title, 'RO');
      expect(ro.notice).toBe(`Aplicarea la ${title} este pe lista scurtă`);
      expect(ro.subject).toBe(ro.notice);
      const en = await shortlistedOn(title, 'EN');
      expect(en.notice).toBe(`Your application to ${title} is shortlisted`);
      expect(en.subject).toBe(en.notice);
    }
  });
});
