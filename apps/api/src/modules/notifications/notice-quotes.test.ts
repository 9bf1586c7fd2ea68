// Issue 30 point 14: a casting title that carries its own quotation marks is not quoted again, in the
// notice (the app's list) nor in the e-mail's subject, in either language.
import type { NotificationList } from '@talent/contract/notifications';
import { describe, expect, it } from 'vitest';
import { shortlistedOnNewCasting } from '../../test/application-helpers';
import { outboxMessagesTo } from '../../test/mail-helpers';
import { bearer, buildTestApp, register, staffAccount } from '../../test/test-app';

const t = buildTestApp({ env: { JOB_POLL_MS: '100' } });
const client = staffAccount(t, 'CLIENT');

/** A talent (reading in `language`) shortlisted on a casting titled `title`: its notice and e-mail subject. */
async function shortlistedOn(title: string, language: 'RO' | 'EN') {
  const { tokens, payload } = await register(t.app, { firstName: 'Irina', preferredLanguage: language });
  await shortlistedOnNewCasting(t, client.tokens.accessToken, tokens.accessToken, title);
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
