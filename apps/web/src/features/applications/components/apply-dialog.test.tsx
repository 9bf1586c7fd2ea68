import { APPLICATION_MESSAGES, type Application } from '@talent/contract/applications';
import { describeProblem, SCHEDULE_MISSING_TEXT, scheduleProblems } from '@talent/contract/child-work';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testApplication } from '@/test/fixtures';
import { renderWithApp, testQueryClient } from '@/test/render';
import { type ApplicantProfile, type ApplyCasting, ApplyDialog } from './apply-dialog';

const CASTING = { id: 'casting-1', title: 'Figuranți pentru serialul „Lumini de iarnă”' };
const ME: ApplicantProfile = { id: 'profile-1', name: 'Ioana Popescu', kind: 'self' };

function Harness({
  profiles: givenProfiles,
  profilesLater,
  onApplied,
  onConflict,
  casting = CASTING,
}: {
  casting?: ApplyCasting;
  profiles: ApplicantProfile[] | undefined;
  /** Profiles that arrive while the dialog is open, as a slow GET /profiles/me would. */
  profilesLater?: Promise<ApplicantProfile[]>;
  onApplied: (application: Application) => void;
  onConflict?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [arrived, setArrived] = useState<ApplicantProfile[] | undefined>();
  useEffect(() => {
    void profilesLater?.then(setArrived);
  }, [profilesLater]);
  const profiles = arrived ?? givenProfiles;
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Apply now
      </button>
      <ApplyDialog
        open={open}
        onClose={() => setOpen(false)}
        casting={casting}
        profiles={profiles}
        onApplied={onApplied}
        onConflict={onConflict}
        returnFocus={() => opener.current}
      />
    </>
  );
}

async function openDialog(
  {
    profiles = [ME],
    loading = false,
    profilesLater,
    casting,
  }: {
    profiles?: ApplicantProfile[];
    loading?: boolean;
    profilesLater?: Promise<ApplicantProfile[]>;
    casting?: ApplyCasting;
  } = {},
  onConflict?: () => void,
) {
  const onApplied = vi.fn<(application: Application) => void>();
  const rendered = renderWithApp(
    <Harness
      casting={casting}
      profiles={loading ? undefined : profiles}
      profilesLater={profilesLater}
      onApplied={onApplied}
      onConflict={onConflict}
    />,
    { queryClient: testQueryClient() },
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Apply now' }));
  return { ...rendered, onApplied, dialog: screen.getByRole('dialog') };
}

describe('ApplyDialog', () => {
  it('is a labelled modal dialog showing the casting, with the message field focused and counted', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Apply to casting');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(CASTING.title);
    expect(dialog).toHaveTextContent('Applying as Ioana Popescu');

    const message = screen.getByRole('textbox', { name: 'Message (optional)' });
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('maxlength', '2000');
    expect(message).toHaveAccessibleDescription(/0 \/ 2000 characters/);
    await user.type(message, 'Salut!');
    expect(screen.getByTestId('apply-message-counter')).toHaveTextContent('6 / 2000 characters');
  });

  it('disables Submit while sending, then toasts, reports the application and closes', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const created = testApplication({ id: 'application-9' });
    const api = stubApi({
      'POST /applications': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user, onApplied } = await openDialog();

    await user.type(screen.getByRole('textbox'), '  Am experiență ca figurant.  ');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const submit = await screen.findByRole('button', { name: 'Submit application', busy: true });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({
      castingId: 'casting-1',
      talentProfileId: 'profile-1',
      message: 'Am experiență ca figurant.',
    });

    answer({ status: 201, body: { data: created } });
    expect(await screen.findByText('Application successfully submitted!')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledWith(created);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no message when none is written', async () => {
    const api = stubApi({ 'POST /applications': () => ({ status: 201, body: { data: testApplication() } }) });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByText('Application successfully submitted!');
    expect(api.calls[0]?.body).toEqual({ castingId: 'casting-1', talentProfileId: 'profile-1' });
  });

  it('closes with Escape and gives focus back to the Apply button', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();
  });

  it('closes with Cancel, and opens blank the next time', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByRole('textbox'), 'ciornă');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const message = screen.getByRole('textbox');
    const submit = screen.getByRole('button', { name: 'Submit application' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(message).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('shows a spinner while the profiles load, with Submit disabled, then focuses the message', async () => {
    let arrive: (profiles: ApplicantProfile[]) => void = () => {};
    const profilesLater = new Promise<ApplicantProfile[]>((resolve) => {
      arrive = resolve;
    });
    await openDialog({ loading: true, profilesLater });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
    // The dialog holds focus (and its name is announced) until there is a field to type in.
    expect(screen.getByRole('dialog')).toHaveFocus();

    arrive([ME]);
    const message = await screen.findByRole('textbox', { name: 'Message (optional)' });
    // Focus moves in an effect after the field renders: wait for it rather than race it.
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it('says so when there is no talent profile (in Romanian, the specification text)', async () => {
    await changeLanguage('ro', { persist: false });
    await openDialog({ profiles: [] });
    expect(screen.getByTestId('apply-no-profile')).toHaveTextContent(APPLICATION_MESSAGES.noProfile);
    expect(screen.getByRole('link', { name: 'Completează profilul' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Trimite aplicarea' })).toBeDisabled();
  });

  it('offers a radio list when there are several profiles to apply for', async () => {
    const api = stubApi({ 'POST /applications': () => ({ status: 201, body: { data: testApplication() } }) });
    const { user } = await openDialog({
      profiles: [ME, { id: 'profile-child', name: 'Matei Popescu', kind: 'child', age: 9 }],
    });
    const group = screen.getByRole('group', { name: 'Apply for' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Me (Ioana Popescu)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Matei Popescu (9 years)' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByText('Application successfully submitted!');
    expect(api.calls[0]?.body).toMatchObject({ talentProfileId: 'profile-child' });
  });

  it('shows profiles that already applied disabled, marked, and starts on the first that has not', async () => {
    await changeLanguage('ro', { persist: false });
    const api = stubApi({ 'POST /applications': () => ({ status: 201, body: { data: testApplication() } }) });
    const { user } = await openDialog({
      profiles: [
        { ...ME, applied: true },
        { id: 'profile-ana', name: 'Ana Pop', kind: 'child', age: 7 },
        { id: 'profile-dan', name: 'Dan Pop', kind: 'child', age: 1, applied: true },
      ],
    });
    const me = screen.getByRole('radio', { name: 'Eu (Ioana Popescu) Aplicat deja' });
    expect(me).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Dan Pop (1 an) Aplicat deja' })).toBeDisabled();
    const ana = screen.getByRole('radio', { name: 'Ana Pop (7 ani)' });
    expect(ana).toBeEnabled();
    expect(ana).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Trimite aplicarea' }));
    await screen.findByText('Aplicarea a fost trimisă cu succes!');
    expect(api.calls[0]?.body).toMatchObject({ talentProfileId: 'profile-ana' });
  });

  it("shows the server's refusal in the active language and lets the page reload the casting", async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({
      'POST /applications': () => ({
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: APPLICATION_MESSAGES.alreadyApplied },
      }),
    });
    const onConflict = vi.fn();
    const { user, onApplied } = await openDialog({}, onConflict);
    await user.click(screen.getByRole('button', { name: 'Trimite aplicarea' }));
    expect(await screen.findByText('Ai aplicat deja la acest casting')).toBeInTheDocument();
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(onApplied).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("falls back to 'Failed to apply' / 'Eroare la aplicare' without a server message", async () => {
    stubApi({ 'POST /applications': () => ({ status: 502, body: 'Bad gateway' }) });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Failed to apply')).toBeInTheDocument();

    await changeLanguage('ro', { persist: false });
    await user.click(screen.getByRole('button', { name: 'Trimite aplicarea' }));
    expect(await screen.findByText('Eroare la aplicare')).toBeInTheDocument();
  });

  describe("a child's hours (HG 75/2015)", () => {
    // Four on the first working day: 09:00–17:00, at most 2 hours a day.
    const ANA: ApplicantProfile = {
      id: 'profile-ana',
      name: 'Ana Pop',
      kind: 'child',
      age: 4,
      birthDate: '2026-01-15',
    };
    const LONG_DAY: ApplyCasting = {
      ...CASTING,
      shootingDate: '2030-06-01',
      minorSchedule: { dailyStart: '08:00', dailyEnd: '18:00', days: 1 },
    };
    const rules = (language: 'ro' | 'en') =>
      scheduleProblems('2026-01-15', '2030-06-01', LONG_DAY.minorSchedule!).map((problem) =>
        describeProblem(problem, language),
      );

    it('says which rules the hours break for the chosen child, and does not send', async () => {
      const api = stubApi({});
      const { user } = await openDialog({ profiles: [ME, ANA], casting: LONG_DAY });
      expect(rules('en')).toHaveLength(2);
      const ana = screen.getByRole('radio', { name: 'Ana Pop (4 years)' });
      // Described before being chosen, so a screen reader hears why while moving through the list.
      for (const rule of rules('en')) expect(ana).toHaveAccessibleDescription(expect.stringContaining(rule));
      expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();

      await user.click(ana);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Ana Pop cannot apply to this casting:');
      for (const rule of rules('en')) expect(alert).toHaveTextContent(rule);
      const submit = screen.getByRole('button', { name: 'Submit application' });
      expect(submit).toBeDisabled();

      // The keyboard moves back to the parent, who may apply.
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('radio', { name: 'Me (Ioana Popescu)' })).toBeChecked();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(submit).toBeEnabled();
      expect(api.calls).toHaveLength(0);
    });

    it('says it in Romanian, in the words of the server', async () => {
      await changeLanguage('ro', { persist: false });
      await openDialog({ profiles: [ANA], casting: LONG_DAY });
      const alert = screen.getByRole('alert');
      for (const rule of rules('ro')) expect(alert).toHaveTextContent(rule);
      expect(alert).toHaveTextContent('Un copil de 4 ani poate lucra doar între 09:00 și 17:00');
      expect(screen.getByRole('button', { name: 'Trimite aplicarea' })).toBeDisabled();
    });

    it('says so when the casting declared no hours for children', async () => {
      await openDialog({ profiles: [ANA], casting: { ...CASTING, minorSchedule: null } });
      expect(screen.getByRole('alert')).toHaveTextContent(SCHEDULE_MISSING_TEXT.en);
      expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
    });

    it('sends for a child whose hours fit', async () => {
      const api = stubApi({
        'POST /applications': () => ({ status: 201, body: { data: testApplication() } }),
      });
      const { user } = await openDialog({
        profiles: [ANA],
        casting: { ...LONG_DAY, minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 1 } },
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      await screen.findByText('Application successfully submitted!');
      expect(api.calls[0]?.body).toMatchObject({ talentProfileId: 'profile-ana' });
    });

    it("shows the server's 422 in the dialog, as the server worded it", async () => {
      const text =
        'Un copil de 4 ani poate lucra cel mult 2 ore pe zi (HG 75/2015); castingul cere 3 ore pe zi.';
      stubApi({
        'POST /applications': () => ({
          status: 422,
          body: { statusCode: 422, code: 'MINOR_SCHEDULE_NOT_ALLOWED', message: text },
        }),
      });
      const { user, onApplied } = await openDialog({
        profiles: [ANA],
        casting: { ...LONG_DAY, minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 1 } },
      });
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(onApplied).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe("a minor's own account (13–17, HG 75/2015)", () => {
    // Sixteen on the first working day: 07:00–22:00, at most 6 hours a day.
    const TEEN: ApplicantProfile = { ...ME, birthDate: '2014-03-10' };
    const LONG_DAY: ApplyCasting = {
      ...CASTING,
      shootingDate: '2030-06-01',
      minorSchedule: { dailyStart: '08:00', dailyEnd: '18:00', days: 1 },
    };
    const rules = (language: 'ro' | 'en') =>
      scheduleProblems(TEEN.birthDate!, '2030-06-01', LONG_DAY.minorSchedule!).map((problem) =>
        describeProblem(problem, language),
      );

    it('judges the own profile of a user under 18 on the first working day, and does not send', async () => {
      const api = stubApi({});
      const { user } = await openDialog({ profiles: [TEEN], casting: LONG_DAY });
      expect(rules('en')).toEqual([
        'A 16-year-old child may work at most 6 hours a day (HG 75/2015); this casting asks 10 hours a day.',
      ]);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('You cannot apply to this casting:');
      for (const rule of rules('en')) expect(alert).toHaveTextContent(rule);
      const submit = screen.getByRole('button', { name: 'Submit application' });
      expect(submit).toBeDisabled();
      await user.click(submit);
      expect(api.calls).toHaveLength(0);
    });

    it('says it in Romanian, and when the casting declared no hours for children', async () => {
      await changeLanguage('ro', { persist: false });
      const first = await openDialog({ profiles: [TEEN], casting: LONG_DAY });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Nu poți aplica la acest casting:');
      for (const rule of rules('ro')) expect(alert).toHaveTextContent(rule);
      expect(screen.getByRole('button', { name: 'Trimite aplicarea' })).toBeDisabled();
      first.unmount();

      await openDialog({ profiles: [TEEN], casting: { ...CASTING, minorSchedule: null } });
      expect(screen.getByRole('alert')).toHaveTextContent(SCHEDULE_MISSING_TEXT.ro);
      expect(screen.getByRole('button', { name: 'Trimite aplicarea' })).toBeDisabled();
    });

    it('describes the own radio among the children, and lets the user choose a child whose hours fit', async () => {
      const CHILD: ApplicantProfile = {
        id: 'profile-dan',
        name: 'Dan Pop',
        kind: 'child',
        age: 10,
        birthDate: '2020-01-01',
      };
      const casting = { ...LONG_DAY, minorSchedule: { dailyStart: '08:00', dailyEnd: '15:00', days: 1 } };
      const { user } = await openDialog({ profiles: [TEEN, CHILD], casting });
      const me = screen.getByRole('radio', { name: 'Me (Ioana Popescu)' });
      expect(me).toBeChecked();
      expect(me).toHaveAccessibleDescription(expect.stringContaining('at most 6 hours a day'));
      expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
      // Ten: at most 4 hours a day, so the child cannot either.
      await user.click(screen.getByRole('radio', { name: 'Dan Pop (10 years)' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Dan Pop cannot apply to this casting:');
    });

    it('never checks an adult, nor a user who is 18 by the first working day', async () => {
      const adult = await openDialog({
        profiles: [{ ...ME, birthDate: '1995-04-10' }],
        casting: { ...LONG_DAY, minorSchedule: null },
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
      adult.unmount();

      // 14 today, 18 on the shooting date.
      await openDialog({ profiles: [{ ...ME, birthDate: '2012-05-31' }], casting: LONG_DAY });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
    });
  });
});
