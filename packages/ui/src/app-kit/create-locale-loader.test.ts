import { describe, expect, it } from 'vitest';
import { createLocaleLoader } from './create-locale-loader';

const appFiles = {
  '../locales/ro/auth.json': async () => ({ title: 'Autentificare' }),
  '../locales/en/auth.json': async () => ({ title: 'Sign in' }),
};

describe('createLocaleLoader', () => {
  it("gives the app's texts of one language with the kit's shared namespaces beside them", async () => {
    const texts = await createLocaleLoader(appFiles)('ro');
    expect(texts.auth).toEqual({ title: 'Autentificare' });
    expect(texts).toMatchObject({
      notifications: { page: { title: 'Notificări' } },
      validation: { invalidEmail: expect.any(String) },
    });
    const english = await createLocaleLoader(appFiles)('en');
    expect(english.auth).toEqual({ title: 'Sign in' });
    expect(english).toMatchObject({ notifications: { page: { title: 'Notifications' } } });
  });

  it('refuses an app file named like a kit namespace, which would hide the shared texts', () => {
    expect(() =>
      createLocaleLoader({ ...appFiles, '../locales/en/notifications.json': async () => ({}) }),
    ).toThrow(/notifications\.json.*app kit/);
  });

  it("splits the texts into the public pages' namespaces and the signed-in rest, when told which", async () => {
    const load = createLocaleLoader(
      { ...appFiles, '../locales/ro/dashboard.json': async () => ({ title: 'Panou' }) },
      { publicNamespaces: ['auth', 'validation'] },
    );
    const atStart = await load('ro');
    // The kit's sign-in texts come with the public pages even when the app does not name them.
    expect(Object.keys(atStart).sort()).toEqual(['auth', 'signIn', 'validation']);
    const signedIn = await load('ro', 'signedIn');
    expect(Object.keys(signedIn).sort()).toEqual(['dashboard', 'notifications', 'shell']);
    // Without a list, everything is public.
    expect(await createLocaleLoader(appFiles)('ro', 'signedIn')).toEqual({});
  });
});
