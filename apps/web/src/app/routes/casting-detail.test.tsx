import type { User } from '@talent/contract/auth';
import type { Casting, CastingStatus } from '@talent/contract/castings';
import { changeLanguage } from '@talent/ui/i18n';
import { notFound, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApplication, testCasting, testChild, testProfile } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const SLUG = 'figuranti-lumini-de-iarna';

function renderCasting(casting: Casting | null, extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET /castings/slug/${SLUG}`]: () =>
      casting ? { body: { data: casting } } : notFound('Casting not found'),
    'GET /profiles/me': () => ({ body: { data: testProfile() } }),
    ...extra,
  });
  return { ...renderApp(`/castings/${SLUG}`, signedInSession()), api };
}

describe('casting detail', () => {
  // Apply is offered only before the casting date (15 January 2027 in the fixture) has passed:
  // these tests live on a day before it, whatever the machine's clock says.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 11, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows everything about a published casting, with Apply', async () => {
    renderCasting(
      testCasting({ coverPhoto: { thumbnailUrl: '/media/c/t.webp', displayUrl: '/media/c/d.webp' } }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Figuranți pentru serialul „Lumini de iarnă”' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('casting-status-badge')).toHaveTextContent('Active');
    expect(screen.getByText('TV series')).toBeInTheDocument();
    expect(screen.getByText('Căutăm figuranți pentru scene de stradă.')).toBeInTheDocument();
    for (const [fact, text] of [
      ['location', 'Bucuresti'],
      ['castingDate', '15 January 2027'],
      ['shootingDate', '2 February 2027'],
      ['ageRanges', '18–45 years'],
      ['gender', 'Any'],
      ['duration', '2 zile'],
      ['diffusionType', 'TV, online'],
    ]) {
      expect(screen.getByTestId(`fact-${fact}`)).toHaveTextContent(text as string);
    }
    expect(screen.getByTestId('fact-remuneration')).toHaveTextContent(/RON\s350 per day/);
    const hero = screen.getByRole('img', {
      name: 'Cover photo for Figuranți pentru serialul „Lumini de iarnă”',
    });
    expect(hero).toHaveAttribute('src', '/media/c/d.webp');
    expect(hero).toHaveAttribute('width', '1600');
    expect(within(screen.getByTestId('casting-cta')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to castings' })).toHaveAttribute('href', '/castings');
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  it('applies: toast, marked applied at once, casting reloaded, focus on the confirmation', async () => {
    let applied = false;
    const { user, api } = renderCasting(null, {
      [`GET /castings/slug/${SLUG}`]: () => ({
        body: {
          data: testCasting({
            applications: applied
              ? [{ id: 'application-1', talentProfileId: 'profile-1', status: 'PENDING' }]
              : [],
          }),
        },
      }),
      'POST /applications': () => {
        applied = true;
        return { status: 201, body: { data: testApplication() } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to casting' });
    expect(await within(dialog).findByText('Applying as Ioana Popescu')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Am experiență.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Application successfully submitted!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^apply/i })).not.toBeInTheDocument();
    expect(screen.getByTestId('already-applied-notice')).toHaveTextContent(
      'You have already applied to this casting.',
    );
    expect(screen.getByRole('heading', { name: 'Application submitted' })).toHaveFocus();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === `/castings/slug/${SLUG}`)).toHaveLength(2),
    );
  });

  it('shows the green notice and panel instead of Apply when already applied', async () => {
    renderCasting(
      testCasting({
        applications: [{ id: 'application-1', talentProfileId: 'profile-1', status: 'PENDING' }],
      }),
    );
    expect(await screen.findByTestId('applied-panel')).toHaveTextContent('Application submitted');
    expect(screen.getByTestId('already-applied-notice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute(
      'href',
      '/my-applications',
    );
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it.each([
    ['CLOSED', 'Casting closed', 'no longer accepts applications', 'Closed'],
    ['CANCELLED', 'Casting cancelled', 'does not accept applications', 'Cancelled'],
    ['SUSPENDED', 'Casting suspended', 'paused for the moment', 'Suspended'],
    ['DRAFT', 'Casting not available yet', 'not been published yet', 'Draft'],
  ] as const)('explains a %s casting instead of offering Apply', async (status, title, text, badge) => {
    renderCasting(testCasting({ status: status as CastingStatus }));
    const notice = await screen.findByTestId('casting-closed-notice');
    expect(within(notice).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(notice).toHaveTextContent(text);
    expect(screen.getByTestId('casting-status-badge')).toHaveTextContent(badge);
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it("judges a minor's own profile against the casting's hours for children", async () => {
    // Shooting on 2 February 2027: 16 then, so at most 6 hours a day; the casting asks 10.
    const minorSchedule = { dailyStart: '08:00', dailyEnd: '18:00', days: 1 };
    const { user } = renderCasting(testCasting({ minorSchedule }), {
      'GET /profiles/me': () => ({
        body: { data: testProfile({ dateOfBirth: '2010-05-03T00:00:00.000Z' }) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('You cannot apply to this casting:');
    expect(alert).toHaveTextContent('A 16-year-old child may work at most 6 hours a day (HG 75/2015)');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
  });

  it("never judges an adult's own profile, whatever the casting's hours", async () => {
    // The fixture's profile is an adult's (born 1998).
    const minorSchedule = { dailyStart: '08:00', dailyEnd: '18:00', days: 1 };
    const { user } = renderCasting(testCasting({ minorSchedule }));
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('Applying as Ioana Popescu'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it("says 'Casting not found' with a way back to the list", async () => {
    const { user } = renderCasting(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casting not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to castings' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/castings$/));
  });

  it("toasts 'Failed to load casting details' on another failure", async () => {
    renderCasting(null, { [`GET /castings/slug/${SLUG}`]: () => ({ status: 403, body: '' }) });
    expect(
      await screen.findByText('Failed to load casting details', { selector: '[data-title]' }),
    ).toBeInTheDocument();
  });

  it('tells a talent without a profile in the dialog, in Romanian', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await changeLanguage('ro', { persist: false });
    const { user } = renderCasting(testCasting(), {
      'GET /profiles/me': () => notFound('Profil negăsit. Te rugăm să completezi profilul.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Aplică acum' }));
    expect(
      await screen.findByText('Nu ai un profil de talent. Te rugăm să completezi profilul.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trimite aplicarea' })).toBeDisabled();
    // §8: the failed profile lookup is logged.
    expect(warn).toHaveBeenCalledWith('Could not load the talent profile to apply with', expect.anything());
  });

  describe('in guardian mode', () => {
    const year = new Date().getFullYear();
    const ANA = testChild({ dateOfBirth: `${year - 7}-01-01T00:00:00.000Z` });
    const DAN = testChild({
      id: '7a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      firstName: 'Dan',
      lastName: 'Pop',
      gender: 'MALE',
      dateOfBirth: `${year - 4}-01-01T00:00:00.000Z`,
      talentProfileId: 'profile-dan',
    });
    const entry = (talentProfileId: string) => ({
      id: `a-${talentProfileId}`,
      talentProfileId,
      status: 'PENDING' as const,
    });

    function renderGuardian(
      casting: Casting,
      extra: Parameters<typeof stubApi>[0] = {},
      user: Partial<User> = {},
    ) {
      const api = stubApi({
        [`GET /castings/slug/${SLUG}`]: () => ({ body: { data: casting } }),
        'GET /profiles/me': () => ({ body: { data: testProfile() } }),
        'GET /children': () => ({ body: { data: [ANA, DAN] } }),
        ...extra,
      });
      const session = signedInSession({ isGuardianModeEnabled: true, preferredLanguage: 'RO', ...user });
      return { ...renderApp(`/castings/${SLUG}`, session), api };
    }

    it('offers me and each child with age, the applied ones disabled, and applies for the chosen child', async () => {
      await changeLanguage('ro', { persist: false });
      // Hours both children's ages allow (HG 75/2015): the dialog lets either apply.
      const minorSchedule = { dailyStart: '10:00', dailyEnd: '12:00', days: 1 };
      const { user, api } = renderGuardian(
        testCasting({ applications: [entry('profile-1')], minorSchedule }),
        {
          'POST /applications': ({ body }) => ({
            status: 201,
            body: {
              data: testApplication({
                talentProfileId: (body as { talentProfileId: string }).talentProfileId,
              }),
            },
          }),
        },
      );
      // Ioana applied, her children have not: Apply stays, and the notice says for whom it went.
      expect(await screen.findByTestId('already-applied-notice')).toHaveTextContent(
        'Ai aplicat pentru: tine',
      );
      await user.click(screen.getByRole('button', { name: 'Aplică acum' }));
      const dialog = await screen.findByRole('dialog');
      const me = await within(dialog).findByRole('radio', { name: 'Eu (Ioana Popescu) Aplicat deja' });
      expect(me).toBeDisabled();
      expect(within(dialog).getByRole('radio', { name: 'Ana Pop (7 ani)' })).toBeChecked();
      await user.click(within(dialog).getByRole('radio', { name: 'Dan Pop (4 ani)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Trimite aplicarea' }));
      await screen.findByText('Aplicarea a fost trimisă cu succes!');
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        castingId: 'casting-1',
        talentProfileId: 'profile-dan',
      });
    });

    it('shows the applied panel naming everyone once all profiles have applied', async () => {
      await changeLanguage('ro', { persist: false });
      renderGuardian(
        testCasting({ applications: [entry('profile-1'), entry('profile-ana'), entry('profile-dan')] }),
      );
      expect(await screen.findByTestId('applied-panel')).toHaveTextContent('tine, Ana Pop, Dan Pop');
      expect(screen.queryByRole('button', { name: 'Aplică acum' })).not.toBeInTheDocument();
    });

    it('offers only the children of a guardian without a profile of their own, never asking for it', async () => {
      await changeLanguage('ro', { persist: false });
      const { user, api } = renderGuardian(
        testCasting(),
        { 'GET /profiles/me': () => notFound('Profile not found') },
        { hasOwnProfile: false },
      );
      await user.click(await screen.findByRole('button', { name: 'Aplică acum' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findAllByRole('radio')).toHaveLength(2);
      expect(within(dialog).getByRole('radio', { name: /^Ana Pop/ })).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: /^Dan Pop/ })).toBeInTheDocument();
      expect(api.calls.some((call) => call.path === '/profiles/me')).toBe(false);
    });

    it('keeps Apply when the children fail to load, and only logs it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderGuardian(testCasting({ applications: [entry('profile-1')] }), {
        'GET /children': () => ({ status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'x' } }),
      });
      expect(await screen.findByRole('button', { name: 'Apply now' })).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith('Could not load the children to apply for', expect.anything());
    });
  });
});
