import type { TalentProfile } from '@talent/contract/profile';
import { changeLanguage } from '@talent/ui/i18n';
import { notFound, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProfile } from '@/test/fixtures';
import { profileRoutes } from '@/test/profile-api';
import { renderWithApp, retype, testQueryClient, testUser } from '@/test/render';
import { ProfilePage } from './profile-page';
import { editOnTab, saveHeight } from './profile-test-steps';

function renderProfile(initial: Partial<TalentProfile> = {}, route = '/profile') {
  const api = stubApi({
    ...profileRoutes({ basePath: '/profiles/me', updatePath: '/profiles' }, (overrides) =>
      testProfile({ ...initial, ...overrides }),
    ),
    'PATCH /auth/me': ({ body }) => ({ body: { data: testUser(body as object) } }),
  });
  const onAccountChanged = vi.fn(async () => {});
  const rendered = renderWithApp(<ProfilePage onAccountChanged={onAccountChanged} />, {
    route,
    queryClient: testQueryClient(),
  });
  const writes = () => api.calls.filter((call) => call.method !== 'GET');
  return { ...rendered, api, writes, onAccountChanged };
}

describe('My profile', () => {
  it('shows the completion score with its colour and an expandable breakdown', async () => {
    const { user } = renderProfile({ categories: ['ACTOR'] });
    const card = await screen.findByTestId('completion-card');
    // gender, birth date, city, photo (20) + physical (20) + a category (20) = 60 → amber
    expect(within(card).getByTestId('completion-score')).toHaveTextContent('60% complete');
    expect(card).toHaveAttribute('data-color', 'amber');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    const breakdown = screen.getByTestId('completion-breakdown');
    expect(breakdown).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    expect(breakdown).toBeVisible();
    expect(within(breakdown).getByText('At least 3 photos')).toBeInTheDocument();
    expect(within(breakdown).getAllByText('0 / 20 points').length).toBeGreaterThan(0);
  });

  it('moves between the five tabs with the arrow keys', async () => {
    const { user } = renderProfile();
    const about = await screen.findByRole('tab', { name: 'About me' });
    expect(about).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', about.getAttribute('aria-controls'));
    about.focus();
    await user.keyboard('{ArrowRight}');
    const physical = screen.getByRole('tab', { name: 'Physical appearance' });
    expect(physical).toHaveAttribute('aria-selected', 'true');
    expect(physical).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Video (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About me' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Photos (0)' })).toBeInTheDocument();
  });

  it('opens on the tab a link asks for: the self-tape studio sends the talent to the videos', async () => {
    renderProfile({}, '/profile?tab=videos');
    expect(await screen.findByRole('tab', { name: 'Video (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
  });

  it('edits a draft and Cancel restores the saved values without sending anything', async () => {
    const { user, writes } = renderProfile();
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(firstName).toBeEnabled();
    expect(firstName).toHaveFocus();
    await retype(user, firstName, 'Maria');
    await user.type(screen.getByLabelText('Country of origin'), ' de Sud');
    expect(firstName).toHaveValue('Maria');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ioana');
    expect(screen.getByLabelText('Country of origin')).toHaveValue('România');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('saves account and profile changes together, reloads and leaves edit mode', async () => {
    const { user, api, writes, onAccountChanged } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const firstName = screen.getByLabelText('First name');
    await retype(user, firstName, 'Ioana-Maria');
    // Fixed after registration: shown, read-only, with how to have it corrected.
    const birth = screen.getByLabelText('Date of birth');
    expect(birth).toBeDisabled();
    expect(birth).toHaveAccessibleDescription(
      'Cannot be changed after registration; see Settings to have it corrected.',
    );
    await user.type(screen.getByLabelText('Current occupation'), '  Actriță ');
    await user.type(screen.getByLabelText('Instagram'), 'https://instagram.com/ioana');
    await user.click(screen.getByRole('tab', { name: 'Physical appearance' }));
    const height = screen.getByLabelText('Height (cm)');
    await retype(user, height, '170');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/auth/me',
        body: { firstName: 'Ioana-Maria' },
      }),
      expect.objectContaining({
        method: 'POST',
        path: '/profiles',
        body: {
          firstName: 'Ioana-Maria',
          currentOccupation: 'Actriță',
          instagramUrl: 'https://instagram.com/ioana',
          height: 170,
        },
      }),
    ]);
    expect(onAccountChanged).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/profiles/me')).toHaveLength(
        2,
      ),
    );
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(170);
  }, 15_000);

  it('shows a broken rule beside its field and sends nothing', async () => {
    const { user, writes } = renderProfile();
    await editOnTab(user, 'Physical appearance');
    const height = await saveHeight(user, '300');
    expect(await screen.findByText('Height must be a whole number from 100 to 250 cm')).toBeInTheDocument();
    expect(height).toHaveAccessibleDescription('Height must be a whole number from 100 to 250 cm');
    expect(writes()).toEqual([]);
  });

  it('hides the measurements of a MALE profile and strips them from the payload', async () => {
    const { user, writes } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('tab', { name: 'Physical appearance' }));
    const bust = screen.getByLabelText('Bust (cm)');
    await retype(user, bust, '90');
    await user.click(screen.getByRole('tab', { name: 'About me' }));
    await user.selectOptions(screen.getByLabelText('Gender'), 'MALE');
    await user.click(screen.getByRole('tab', { name: 'Physical appearance' }));
    expect(screen.queryByLabelText('Bust (cm)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Waist (cm)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Hips (cm)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated successfully!');
    const post = writes().find((call) => call.path === '/profiles');
    expect(post?.body).toEqual({ gender: 'MALE' });
    expect(writes().find((call) => call.path === '/auth/me')?.body).toEqual({ gender: 'MALE' });
  });

  it('adds licence categories upper-cased with Enter or Add, removes them, and adds special skills', async () => {
    const { user, writes } = renderProfile();
    await editOnTab(user, 'Talent & Skills');
    expect(screen.queryByLabelText('Licence categories')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I have a driver licence'));
    const categories = screen.getByLabelText('Licence categories');
    await user.type(categories, 'b{Enter}');
    await user.type(categories, 'c1');
    await user.click(within(screen.getByTestId('license-categories')).getByRole('button', { name: 'Add' }));
    await user.type(categories, '   {Enter}');
    const licence = within(screen.getByTestId('license-categories'));
    expect(licence.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['B', 'C1']);
    await user.click(licence.getByRole('button', { name: 'Remove B' }));
    expect(licence.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['C1']);
    await user.type(screen.getByLabelText('Year obtained'), '2015');

    const skills = screen.getByLabelText('Special skills');
    await user.type(skills, 'Jonglerie{Enter}');
    await user.type(skills, '{Enter}');
    expect(
      within(screen.getByTestId('special-skills'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jonglerie']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated successfully!');
    expect(writes()).toEqual([
      expect.objectContaining({
        path: '/profiles',
        body: {
          hasDriverLicense: true,
          licenseCategories: ['C1'],
          licenseSince: 2015,
          specialSkills: ['Jonglerie'],
        },
      }),
    ]);
  });

  it('shows ACTOR and DANCER fields only for those categories', async () => {
    const { user } = renderProfile();
    await editOnTab(user, 'Talent & Skills');
    expect(screen.queryByLabelText('Acting university')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Actor' }));
    expect(screen.getByLabelText('Acting university')).toBeInTheDocument();
    expect(screen.queryByLabelText('Dance training')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Dancer' }));
    expect(screen.getByLabelText('Dance training')).toBeInTheDocument();
  });

  it('adds a language through the skills API', async () => {
    const { user, writes } = renderProfile();
    await user.click(await screen.findByRole('tab', { name: 'Talent & Skills' }));
    const list = within(screen.getByTestId('skill-list-language'));
    await user.click(list.getByRole('button', { name: 'Add' }));
    expect(await list.findByText('Language is required')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.type(list.getByLabelText('Language'), 'Engleză');
    await user.selectOptions(list.getByLabelText('Level'), 'ADVANCED');
    await user.click(list.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Skill added!')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({ path: '/skills/language', body: { language: 'Engleză', level: 'ADVANCED' } }),
    ]);
    expect(await list.findByText('Engleză · Advanced')).toBeInTheDocument();
  });

  it('says so when there is no profile', async () => {
    stubApi({ 'GET /profiles/me': () => notFound('Profile not found') });
    renderWithApp(<ProfilePage onAccountChanged={async () => {}} />, { queryClient: testQueryClient() });
    expect(await screen.findByText('Profile not found. Please complete your profile.')).toBeInTheDocument();
  });
});

describe('My profile skill lists', () => {
  it('edits and deletes an item, and says so when adding fails', async () => {
    const guitar = { id: 'ins-1', instrument: 'Chitară', level: 'AMATEUR' as const, courses: null };
    let instruments = [guitar];
    const api = stubApi({
      'GET /profiles/me': () => ({ body: { data: testProfile({ instruments }) } }),
      'PUT /skills/instrument/ins-1': ({ body }) => {
        instruments = [{ ...guitar, ...(body as object) }];
        return { body: { data: instruments[0] } };
      },
      'DELETE /skills/instrument/ins-1': () => {
        instruments = [];
        return { status: 204 };
      },
      'POST /skills/instrument': () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: '' },
      }),
    });
    const { user } = renderWithApp(<ProfilePage onAccountChanged={async () => {}} />, {
      queryClient: testQueryClient(),
    });
    await user.click(await screen.findByRole('tab', { name: 'Talent & Skills' }));
    const list = within(screen.getByTestId('skill-list-instrument'));
    await user.click(list.getByRole('button', { name: 'Edit Chitară · Amateur' }));
    await user.selectOptions(list.getAllByLabelText('Level')[0]!, 'PERFORMANCE');
    await user.click(list.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Skill updated!')).toBeInTheDocument();
    expect(await list.findByText('Chitară · Performance')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      instrument: 'Chitară',
      level: 'PERFORMANCE',
    });

    await user.click(list.getByRole('button', { name: 'Delete Chitară · Performance' }));
    expect(await screen.findByText('Skill deleted!')).toBeInTheDocument();
    expect(await list.findByText('Nothing added yet.')).toBeInTheDocument();

    await user.type(list.getByLabelText('Instrument'), 'Pian');
    await user.selectOptions(list.getByLabelText('Level'), 'AMATEUR');
    await user.click(list.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Error adding')).toBeInTheDocument();
  });

  it('toasts "Failed to load profile" when the profile cannot be loaded', async () => {
    stubApi({
      'GET /profiles/me': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '' } }),
    });
    renderWithApp(<ProfilePage onAccountChanged={async () => {}} />, { queryClient: testQueryClient() });
    expect(await screen.findByTestId('profile-error')).toHaveTextContent('Failed to load profile');
    // The inline message at once, the toast once its library has loaded (DESIGN §5).
    await waitFor(() => expect(screen.getAllByText('Failed to load profile')).toHaveLength(2));
  });

  it('shows the server field errors beside the fields and the server message as a toast', async () => {
    stubApi({
      'GET /profiles/me': () => ({ body: { data: testProfile() } }),
      'POST /profiles': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Enter a valid link starting with http:// or https://',
          fields: { facebookUrl: 'Enter a valid link starting with http:// or https://' },
        },
      }),
    });
    const { user } = renderWithApp(<ProfilePage onAccountChanged={async () => {}} />, {
      queryClient: testQueryClient(),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByLabelText('Country of origin'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Facebook')).toHaveAccessibleDescription(
        /Enter a valid link starting with http:\/\/ or https:\/\//,
      ),
    );
    expect(
      await screen.findByText('Enter a valid link starting with http:// or https://', {
        selector: 'li *, li',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('My profile in Romanian', () => {
  it('translates the server message of a vanished skill', async () => {
    await changeLanguage('ro', { persist: false });
    const dance = { id: 'd-1', genre: 'Tango', level: 'AMATEUR' as const, courses: null };
    stubApi({
      'GET /profiles/me': () => ({ body: { data: testProfile({ dances: [dance] }) } }),
      'DELETE /skills/dance/d-1': () => notFound('Skill not found'),
    });
    const { user } = renderWithApp(<ProfilePage onAccountChanged={async () => {}} />, {
      queryClient: testQueryClient(),
    });
    await user.click(await screen.findByRole('tab', { name: 'Talent și abilități' }));
    await user.click(screen.getByRole('button', { name: 'Șterge Tango · Amator' }));
    expect(await screen.findByText('Abilitatea nu a fost găsită')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editează profilul' })).toBeInTheDocument();
  });
});
