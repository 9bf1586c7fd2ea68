import { CHECKLIST_MESSAGES, type ChildWorkChecklist } from '@talent/contract/child-work-checklist';
import { changeLanguage } from '@talent/ui/i18n';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
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
    childName: 'Ana Pop',
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
