import type { TalentProfile } from '@talent/contract/profile';
import { changeLanguage } from '@talent/ui/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '@/test/fixtures';
import { testUser } from '@/test/render';
import { renderSettings } from '@/test/render-settings';

/** Settings where GET /profiles/me answers `profile` and PATCH /profiles/me saves into it. */
function settingsWithProfile(initial: TalentProfile) {
  let profile = initial;
  const rendered = renderSettings(testUser(), {
    'GET /profiles/me': () => ({ body: { data: profile } }),
    'PATCH /profiles/me': ({ body }) => {
      profile = { ...profile, ...(body as Partial<TalentProfile>) };
      return { body: { data: profile } };
    },
  });
  return rendered;
}

// Whole pages rendered and clicked through: on a busy machine one takes more than the default 5 s.
describe('settings: visible to casting directors', { timeout: 15_000 }, () => {
  // The age rule counts on Romania's today: these tests live on 1 December 2026.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 11, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says who sees what, and turns the listing off and on again', async () => {
    const { user, api } = settingsWithProfile(testProfile({ discoverable: true }));
    const card = await screen.findByRole('region', { name: 'Visible to casting directors' });
    expect(card).toHaveTextContent('Casting directors of verified companies can find you');
    const toggle = await within(card).findByRole('switch', { name: 'Show my profile to casting directors' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'They see your photos, videos, skills and measurements. They never see your phone number or e-mail address: a casting team gets them only when you apply to its casting.',
    );

    await user.click(toggle);
    expect(await screen.findByText('Your profile is hidden from casting directors')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    // The keyboard's way: Space flips a focused switch.
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Casting directors can now find your profile')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(
      api.calls
        .filter((call) => call.method === 'PATCH' && call.path === '/profiles/me')
        .map((call) => call.body),
    ).toEqual([{ discoverable: false }, { discoverable: true }]);
  });

  it('a refused save says so in Romanian and leaves the switch as it was', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderSettings(testUser({ preferredLanguage: 'RO' }), {
      'GET /profiles/me': () => ({ body: { data: testProfile({ discoverable: true }) } }),
      'PATCH /profiles/me': () => ({ status: 500, body: 'oops' }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Arată profilul meu directorilor de casting' });
    await user.click(toggle);
    expect(await screen.findByText('Nu am putut salva cine îți poate vedea profilul')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("a minor's own account (13–17) sees no switch, but that it is never listed", async () => {
    settingsWithProfile(testProfile({ dateOfBirth: '2010-06-01T00:00:00.000Z' }));
    const card = await screen.findByRole('region', { name: 'Visible to casting directors' });
    expect(await within(card).findByTestId('directory-minor')).toHaveTextContent(
      "While you are under 18, your profile is never shown in the casting directors' talent search.",
    );
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('without a date of birth, the switch says the profile is found only once it is there', async () => {
    settingsWithProfile(testProfile({ dateOfBirth: null }));
    const note = await screen.findByTestId('directory-no-birth-date');
    expect(note).toHaveTextContent(
      'Casting directors can find you only once your date of birth is on your profile.',
    );
    expect(within(note).getByRole('link', { name: 'Add it in My profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('switch', { name: 'Show my profile to casting directors' })).toBeInTheDocument();
  });

  it('a guardian acting only for children has no profile of their own: no card, no request', async () => {
    const { api } = renderSettings(testUser({ isGuardianModeEnabled: true, hasOwnProfile: false }), {});
    expect(await screen.findByTestId('guardian-mode-card')).toBeInTheDocument();
    expect(screen.queryByTestId('directory-visibility-card')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/profiles/me')).toBe(false);
  });
});
