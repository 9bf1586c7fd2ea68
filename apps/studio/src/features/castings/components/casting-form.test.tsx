import { CASTING_MESSAGES } from '@talent/contract/castings';
import { CHILD_WORK_MESSAGES } from '@talent/contract/child-work';
import { CLIENT_MESSAGES } from '@talent/contract/clients';
import { changeLanguage } from '@talent/ui/i18n';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
import { fillFields } from '@talent/ui/test/fill-fields';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';
import { studioCasting } from '../test/studio-casting';

const openNew = () => renderApp('/castings/new', signedInSession(testStaff()));
const path = () => screen.getByTestId('current-path');

const fillRequired = (user: UserEvent) =>
  fillFields(user, {
    Title: 'Spot Dacia',
    'Project type': 'COMMERCIAL',
    'Short description': 'A family at the seaside',
    Description: 'Two days of shooting in Constanța.',
    Location: 'Constanta',
  });

const fillHours = (user: UserEvent, start: string, end: string, days: string) =>
  fillFields(user, { 'Daily start': start, 'Daily end': end, 'Number of days': days });

const refusal403 = (message: string) => ({
  status: 403,
  body: { statusCode: 403, code: 'CLIENT_NOT_VERIFIED', message },
});

describe('casting form', () => {
  it("refuses an empty form with the contract's messages, sending nothing", async () => {
    const api = stubApi({});
    const { user } = openNew();
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText(CASTING_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(CASTING_MESSAGES.shortDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(CASTING_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(CASTING_MESSAGES.locationInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('says the same in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({});
    const { user } = openNew();
    await user.click(await screen.findByRole('button', { name: 'Salvează ca ciornă' }));
    expect(await screen.findByText('Titlul este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Alege o locație din listă')).toBeInTheDocument();
    expect(screen.getByText('Descrierea este obligatorie')).toBeInTheDocument();
  });

  // It types every age range and amount, key by key: 15 s, as the other typing-heavy tests.
  it('checks each age range and the remuneration', async () => {
    stubApi({});
    const { user } = openNew();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add an age range' }));
    // The new row's first field takes focus.
    expect(screen.getByLabelText('Minimum age')).toHaveFocus();
    await fillFields(user, { 'Minimum age': '40', 'Maximum age': '20', 'Remuneration (RON)': 'lots' });
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText(CASTING_MESSAGES.ageRangeInvalid)).toBeInTheDocument();
    expect(screen.getByText(CASTING_MESSAGES.remunerationInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove age range 1' }));
    expect(screen.queryByTestId('age-range')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an age range' })).toHaveFocus();
  }, 15_000);

  it('saves a draft with every field, then opens its edit page', async () => {
    const created = studioCasting(7, { title: 'Spot Dacia' });
    const api = stubApi({
      'POST /castings': () => ({ status: 201, body: { data: created } }),
      'GET /studio/castings/casting-7': () => ({ body: { data: created } }),
    });
    const { user } = openNew();
    await fillRequired(user);
    await fillFields(user, { 'Casting date': '2026-07-01' });
    await user.click(screen.getByRole('button', { name: 'Add an age range' }));
    await fillFields(user, {
      'Minimum age': '25',
      'Maximum age': '40',
      Gender: 'FEMALE',
      Duration: '2 days',
      'Remuneration (RON)': '750,5',
      Paid: 'per_project',
      Diffusion: 'TV',
    });
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Draft saved: Spot Dacia')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Spot Dacia',
      projectType: 'COMMERCIAL',
      shortDescription: 'A family at the seaside',
      description: 'Two days of shooting in Constanța.',
      location: 'Constanta',
      castingDate: '2026-07-01',
      shootingDate: null,
      ageRanges: [{ min: 25, max: 40 }],
      gender: 'FEMALE',
      duration: '2 days',
      remuneration: { amount: 750.5, currency: 'RON', type: 'per_project' },
      diffusionType: 'TV',
      // Adults only: no hours for children.
      minorSchedule: null,
      status: 'DRAFT',
    });
    await waitFor(() => expect(path()).toHaveTextContent('/castings/casting-7/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit casting' })).toBeInTheDocument();
  });

  it("shows the server's 403 clearly when an unverified client publishes", async () => {
    const api = stubApi({ 'POST /castings': () => refusal403(CLIENT_MESSAGES.notVerified) });
    const { user } = openNew();
    expect(await screen.findByTestId('unverified-note')).toBeInTheDocument();
    await fillRequired(user);
    await fillHours(user, '10:00', '12:00', '2');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByTestId('publish-refusal');
    expect(alert).toHaveTextContent(CLIENT_MESSAGES.notVerified);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(api.calls[0]?.body).toMatchObject({ status: 'PUBLISHED' });
    expect(path()).toHaveTextContent('/castings/new');
  });

  it('translates the 403 of a rejected company into Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({ 'POST /castings': () => refusal403(CLIENT_MESSAGES.rejected) });
    const { user } = openNew();
    await fillFields(user, {
      Titlu: 'Spot',
      'Tipul proiectului': 'COMMERCIAL',
      'Descriere scurtă': 'Scurt',
      Descriere: 'Lung',
      Locație: 'Iasi',
      'Început zilnic': '10:00',
      'Sfârșit zilnic': '12:00',
      'Număr de zile': '1',
    });
    await user.click(screen.getByRole('button', { name: 'Publică' }));
    expect(await screen.findByTestId('publish-refusal')).toHaveTextContent(
      'Contul companiei tale nu a fost aprobat',
    );
  });

  it("puts the server's field errors on their fields", async () => {
    stubApi({ 'POST /castings': () => fieldRefused('title', CASTING_MESSAGES.textTooLong) });
    const { user } = openNew();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(CASTING_MESSAGES.textTooLong);
    expect(title).toHaveFocus();
  });
});

describe('hours for children', () => {
  it('asks for them while the casting is open to children, and only then', async () => {
    stubApi({});
    const { user } = openNew();
    await fillRequired(user);
    // No age range: any age, children included.
    const group = screen.getByRole('group', { name: 'Hours for children' });
    expect(within(group).getByLabelText('Daily start')).toHaveAttribute('type', 'time');
    await user.click(screen.getByRole('button', { name: 'Add an age range' }));
    await fillFields(user, { 'Minimum age': '18', 'Maximum age': '40' });
    expect(screen.queryByRole('group', { name: 'Hours for children' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Minimum age'));
    await user.type(screen.getByLabelText('Minimum age'), '6');
    expect(screen.getByRole('group', { name: 'Hours for children' })).toBeInTheDocument();
  });

  it('refuses to publish without them, and judges them by the contract', async () => {
    const api = stubApi({});
    const { user } = openNew();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('minor-schedule-error')).toHaveTextContent(
      CHILD_WORK_MESSAGES.scheduleRequired,
    );
    expect(screen.getByLabelText('Daily start')).toHaveFocus();

    await fillHours(user, '12:00', '10:00', '0');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(CHILD_WORK_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(screen.getByText(CHILD_WORK_MESSAGES.daysInvalid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends them with the casting, and shows the server refusing them', async () => {
    const api = stubApi({
      'POST /castings': () => fieldRefused('minorSchedule', CHILD_WORK_MESSAGES.scheduleRequired),
    });
    const { user } = openNew();
    await fillRequired(user);
    await fillHours(user, '10:00', '12:00', '2');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByTestId('minor-schedule-error')).toHaveTextContent(
      CHILD_WORK_MESSAGES.scheduleRequired,
    );
    expect(api.calls[0]?.body).toMatchObject({
      minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 2 },
    });
  });

  it('says it in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({});
    const { user } = openNew();
    await user.type(await screen.findByLabelText('Titlu'), 'Spot');
    expect(screen.getByRole('group', { name: 'Program pentru copii' })).toBeInTheDocument();
    await fillFields(user, { 'Început zilnic': '12:00', 'Sfârșit zilnic': '10:00', 'Număr de zile': '1' });
    await user.click(screen.getByRole('button', { name: 'Salvează ca ciornă' }));
    expect(await screen.findByText('Ora de sfârșit trebuie să fie după ora de început')).toBeInTheDocument();
  });
});

describe('editing a casting', () => {
  const openEdit = (casting = studioCasting(3)) => {
    const api = stubApi({
      'GET /studio/castings/casting-3': () => ({ body: { data: casting } }),
      'PATCH /castings/casting-3': () => ({ body: { data: casting } }),
    });
    return { api, ...renderApp('/castings/casting-3/edit', signedInSession(testStaff())) };
  };

  it('fills the form with the casting and saves changes without a status', async () => {
    const { api, user } = openEdit(studioCasting(3, { status: 'PUBLISHED' }));
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Casting 3');
    expect(screen.getByLabelText('Location')).toHaveValue('Cluj-Napoca');
    expect(screen.getByLabelText('Minimum age')).toHaveValue(20);
    expect(screen.getByLabelText('Remuneration (RON)')).toHaveValue('500');
    // A live casting is saved, not published again.
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Casting 3 bis');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const body = api.calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body.title).toBe('Casting 3 bis');
    expect(body).not.toHaveProperty('status');
  });

  it('publishes a draft with its changes in one request', async () => {
    const { api, user } = openEdit();
    await screen.findByLabelText('Title');
    const form = screen.getByRole('button', { name: 'Save as draft' }).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Casting 3 is published')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ status: 'PUBLISHED' });
  });

  it('says when the casting is not there', async () => {
    stubApi({});
    renderApp('/castings/missing/edit', signedInSession(testStaff()));
    expect(await screen.findByTestId('casting-not-found')).toHaveTextContent(
      'This casting does not exist or is not yours',
    );
  });
});
