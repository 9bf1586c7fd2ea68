import { CHECKLIST_MESSAGES, type ChildWorkChecklist } from '@talent/contract/child-work-checklist';
import { changeLanguage } from '@talent/ui/i18n';
import { fieldRefused, notFound, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testQueryClient } from '@/test/render';
import { ChildWorkChecklistSection } from './child-work-checklist';

const PATH = '/applications/application-1/checklist';

function checklist(overrides: Partial<ChildWorkChecklist> = {}): ChildWorkChecklist {
  return {
    applicationId: 'application-1',
    castingId: 'casting-1',
    castingTitle: 'Reclamă la jucării',
    castingStatus: 'PUBLISHED',
    childName: 'Ana Pop',
    ownAccount: false,
    organiser: 'Casting Review SRL',
    location: 'Bucuresti',
    startDate: '2026-12-14',
    endDate: '2026-12-15',
    contractCopyDeadline: '2026-12-28',
    schedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 2 },
    companionName: null,
    items: { spasNotice: null, documents: null, companion: null, contractCopy: null },
    ...overrides,
  };
}

function renderSection() {
  return renderWithApp(<ChildWorkChecklistSection applicationId="application-1" />, {
    queryClient: testQueryClient(),
  });
}

describe('ChildWorkChecklistSection', () => {
  it('shows the dates, the hours, the notice to download and the four steps', async () => {
    stubApi({ [`GET ${PATH}`]: () => ({ body: { data: checklist() } }) });
    renderSection();
    const region = await screen.findByRole('region', { name: "Checklist for the child's work" });
    expect(await within(region).findByText('10:00–12:00 each day')).toBeInTheDocument();
    expect(screen.getByTestId('child-checklist-deadline')).toHaveTextContent('28 December 2026');
    expect(screen.getByRole('button', { name: 'Download the SPAS notice (PDF)' })).toBeEnabled();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(
      screen.getByRole('checkbox', { name: 'Certified contract copy sent to SPAS by 28 December 2026' }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Documents gathered' })).toHaveAccessibleDescription(
      /paediatrician/,
    );
    expect(screen.getByTestId('child-checklist-intro')).toHaveTextContent(
      'Ana Pop was accepted. Romanian law (HG 75/2015) asks the parent',
    );
    // The last day is start + days − 1: an estimate, said so.
    expect(
      within(screen.getByTestId('child-checklist-dates')).getByText('15 December 2026').previousSibling,
    ).toHaveTextContent('Last working day (if the days are consecutive)');
    // Reminders are notices, by e-mail only if chosen, and only with a shooting date.
    const reminders = screen.getByTestId('child-checklist-reminders');
    expect(reminders).toHaveTextContent('Reminders come as notices here in the portal');
    expect(reminders).toHaveTextContent('by e-mail too, if those e-mails are on in Settings');
    expect(reminders).toHaveTextContent('only when the casting has a shooting date');
    expect(reminders).not.toHaveTextContent('no shooting date yet');
  });

  it('says no reminders are planned while the casting has no shooting date', async () => {
    stubApi({
      [`GET ${PATH}`]: () => ({
        body: { data: checklist({ startDate: null, endDate: null, contractCopyDeadline: null }) },
      }),
    });
    renderSection();
    expect(await screen.findByTestId('child-checklist-reminders')).toHaveTextContent(
      'This casting has no shooting date yet, so no reminders are planned for now.',
    );
    expect(screen.getByTestId('child-checklist-deadline')).toHaveTextContent('Not set yet');
  });

  it.each([
    [
      'CANCELLED',
      'en',
      'The casting “Reclamă la jucării” was cancelled, so there is nothing to send to SPAS and no reminders will come.',
    ],
    [
      'SUSPENDED',
      'en',
      'The casting “Reclamă la jucării” is suspended, so there is nothing to send to SPAS and no reminders will come while it stays suspended.',
    ],
    [
      'CANCELLED',
      'ro',
      'Castingul „Reclamă la jucării” a fost anulat, așa că nu ai nimic de trimis la SPAS și nu vei primi mementouri.',
    ],
    ['SUSPENDED', 'ro', 'Castingul „Reclamă la jucării” este suspendat'],
  ] as const)(
    'a %s casting (%s): says there is nothing to do, without boxes or PDF',
    async (castingStatus, language, text) => {
      if (language === 'ro') await changeLanguage('ro', { persist: false });
      stubApi({ [`GET ${PATH}`]: () => ({ body: { data: checklist({ castingStatus }) } }) });
      renderSection();
      expect(await screen.findByTestId('child-checklist-void')).toHaveTextContent(text);
      expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
      expect(screen.queryByTestId('spas-notice-download')).not.toBeInTheDocument();
      expect(screen.queryByTestId('companion-name')).not.toBeInTheDocument();
    },
  );

  it('speaks to the minor on their own account: the parents inform SPAS', async () => {
    stubApi({
      [`GET ${PATH}`]: () => ({ body: { data: checklist({ ownAccount: true, childName: 'Mara Ionescu' }) } }),
    });
    const first = renderSection();
    const region = await screen.findByRole('region', { name: 'Checklist for working under 18' });
    expect(within(region).getByTestId('child-checklist-intro')).toHaveTextContent(
      'You were accepted. Because you are under 18, Romanian law (HG 75/2015) asks for these steps: your parents must inform SPAS',
    );
    expect(region).toHaveTextContent(
      'your parents must inform the social assistance service (SPAS) where you live',
    );
    expect(region).not.toHaveTextContent('Mara Ionescu was accepted');
    first.unmount();

    await changeLanguage('ro', { persist: false });
    renderSection();
    expect(await screen.findByTestId('child-checklist-intro')).toHaveTextContent(
      'Ai fost acceptat(ă). Pentru că ai sub 18 ani, legea (HG 75/2015) cere acești pași: părinții tăi trebuie să informeze SPAS',
    );
    expect(screen.getByText('Ultima zi de lucru (dacă zilele sunt consecutive)')).toBeInTheDocument();
  });

  it('shows nothing for an application without a checklist (an adult’s own: 404)', async () => {
    stubApi({ [`GET ${PATH}`]: () => notFound(CHECKLIST_MESSAGES.notFound) });
    const { container } = renderSection();
    await waitFor(() => expect(screen.queryByTestId('child-checklist')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('Checklist');
  });

  it('asks to turn guardian mode on when the server refuses a child’s checklist with it off (403)', async () => {
    stubApi({
      [`GET ${PATH}`]: () => ({
        status: 403,
        body: { statusCode: 403, code: 'GUARDIAN_MODE_REQUIRED', message: 'Guardian mode is off' },
      }),
    });
    renderSection();
    expect(await screen.findByTestId('child-checklist-guardian-off')).toHaveTextContent(
      'Turn guardian mode on in Settings to see and tick this checklist.',
    );
    expect(screen.queryByTestId('child-checklist-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('companion-name')).not.toBeInTheDocument();
  });

  it('ticks a step at once on the server, pending meanwhile', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const api = stubApi({
      [`GET ${PATH}`]: () => ({ body: { data: checklist() } }),
      [`PATCH ${PATH}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderSection();
    const box = await screen.findByRole('checkbox', { name: /SPAS informed before the start/ });
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ items: { spasNotice: true } });
    answer({
      body: {
        data: checklist({ items: { ...checklist().items, spasNotice: '2026-12-01T10:00:00.000Z' } }),
      },
    });
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    expect(box).toBeChecked();
    expect(screen.getByTestId('checklist-item-done')).toHaveTextContent('Done on');
  });

  it('ticks the companion with the name as typed, unsaved, in the same request', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: () => ({ body: { data: checklist() } }),
      [`PATCH ${PATH}`]: ({ body }) => ({
        body: {
          data: checklist({
            companionName: (body as { companionName: string }).companionName,
            items: { ...checklist().items, companion: '2026-12-01T10:00:00.000Z' },
          }),
        },
      }),
    });
    const { user } = renderSection();
    await user.type(await screen.findByLabelText("Companion's name"), '  Elena Pop ');
    const box = screen.getByRole('checkbox', { name: 'Companion named' });
    await user.click(box);
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    expect(box).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { companionName: 'Elena Pop', items: { companion: true } },
    ]);
    expect(screen.getByLabelText("Companion's name")).toHaveValue('Elena Pop');
  });

  it('ticks a named companion without sending the saved name again', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: () => ({ body: { data: checklist({ companionName: 'Elena Pop' }) } }),
      [`PATCH ${PATH}`]: () => ({
        body: {
          data: checklist({
            companionName: 'Elena Pop',
            items: { ...checklist().items, companion: '2026-12-01T10:00:00.000Z' },
          }),
        },
      }),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: 'Companion named' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ items: { companion: true } });
  });

  it('asks for the companion before ticking that step, then saves the name', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: () => ({ body: { data: checklist() } }),
      [`PATCH ${PATH}`]: ({ body }) => ({
        body: { data: checklist({ companionName: (body as { companionName: string }).companionName }) },
      }),
    });
    const { user } = renderSection();
    const box = await screen.findByRole('checkbox', { name: 'Companion named' });
    await user.click(box);
    expect(screen.getByRole('alert')).toHaveTextContent(CHECKLIST_MESSAGES.companionRequired);
    expect(box).not.toBeChecked();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.type(screen.getByLabelText("Companion's name"), '  Elena Pop ');
    await user.click(screen.getByRole('button', { name: 'Save the companion' }));
    expect(await screen.findByText('Companion saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ companionName: 'Elena Pop' });
  });

  it("shows the server's refusal beside the step, in Romanian", async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({
      [`GET ${PATH}`]: () => ({ body: { data: checklist({ companionName: 'Elena Pop' }) } }),
      [`PATCH ${PATH}`]: () => fieldRefused('companionName', CHECKLIST_MESSAGES.companionRequired),
    });
    const { user } = renderSection();
    const box = await screen.findByRole('checkbox', { name: 'Însoțitor numit' });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Scrie numele însoțitorului înainte de a bifa acest pas',
    );
    expect(box).not.toBeChecked();
  });

  it('says the checklist waits for the acceptance, and offers a retry when it fails to load', async () => {
    stubApi({
      [`GET ${PATH}`]: () => ({
        status: 409,
        body: { statusCode: 409, code: 'CHECKLIST_NOT_ACCEPTED', message: CHECKLIST_MESSAGES.notAccepted },
      }),
    });
    const first = renderSection();
    expect(await screen.findByTestId('child-checklist-empty')).toHaveTextContent(
      CHECKLIST_MESSAGES.notAccepted,
    );
    first.unmount();

    const get = vi.fn(() => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' } }));
    stubApi({ [`GET ${PATH}`]: get });
    const { user } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('The checklist could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});
