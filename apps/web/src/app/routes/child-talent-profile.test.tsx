import type { Child } from '@talent/contract/children';
import type { TalentProfile } from '@talent/contract/profile';
import { changeLanguage } from '@talent/ui/i18n';
import { notFound, stubApi } from '@talent/ui/test/api-stub';
import { stubXhr } from '@talent/ui/test/fake-xhr';
import { processingVideo } from '@talent/ui/test/media-fixtures';
import { fakeResumableUploads } from '@talent/ui/video-upload/fake-resumable-upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { editOnTab, saveHeight } from '@/features/profile/components/profile-test-steps';
import { testPhoto, testProfile } from '@/test/fixtures';
import { profileRoutes } from '@/test/profile-api';
import { renderWithApp, retype, signedInSession, testQueryClient } from '@/test/render';
import ChildTalentProfileRoute from './child-talent-profile';

vi.mock('@talent/ui/video-upload/resumable-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@talent/ui/video-upload/resumable-upload')>()),
  uploadResumably: vi.fn(),
}));

const CHILD_ID = '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c';
const BASE = `/profiles/children/${CHILD_ID}`;

const child: Child = {
  id: CHILD_ID,
  firstName: 'Matei',
  lastName: 'Popescu',
  dateOfBirth: '2016-05-20T00:00:00.000Z',
  gender: 'MALE',
  talentProfileId: 'child-profile-1',
  profilePhotoUrl: null,
  discoverable: false,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

function childProfile(overrides: Partial<TalentProfile> = {}): TalentProfile {
  return testProfile({
    id: 'child-profile-1',
    userId: 'user-1',
    childId: CHILD_ID,
    firstName: 'Matei',
    lastName: 'Popescu',
    phone: null,
    gender: 'MALE',
    dateOfBirth: '2016-05-20T00:00:00.000Z',
    bust: null,
    waist: null,
    hips: null,
    profilePhotoUrl: null,
    photosCount: 2,
    videosCount: 1,
    ...overrides,
  });
}

function renderChild(
  initial: Partial<TalentProfile> = {},
  routes: Parameters<typeof stubApi>[0] = {},
  { id = CHILD_ID, guardian = true }: { id?: string; guardian?: boolean } = {},
) {
  let photos = [testPhoto('a', 0), testPhoto('b', 1)];
  const api = stubApi({
    ...profileRoutes({ basePath: BASE, updatePath: BASE }, (overrides) =>
      childProfile({ ...initial, ...overrides }),
    ),
    [`GET /children/${CHILD_ID}`]: () => ({ body: { data: child } }),
    [`GET ${BASE}/photos`]: () => ({ body: { data: photos } }),
    [`DELETE ${BASE}/photos/b`]: () => {
      photos = photos.filter((item) => item.id !== 'b');
      return { status: 204 };
    },
    [`PATCH ${BASE}/photos/reorder`]: () => ({ body: { data: [] } }),
    ...routes,
  });
  const rendered = renderWithApp(
    <Routes>
      <Route path="/children/:id/talent-profile" element={<ChildTalentProfileRoute />} />
      <Route path="*" element={null} />
    </Routes>,
    {
      route: `/children/${id}/talent-profile`,
      session: signedInSession({ isGuardianModeEnabled: guardian }),
      queryClient: testQueryClient(),
    },
  );
  const writes = () => api.calls.filter((call) => call.method !== 'GET');
  return { ...rendered, api, writes };
}

describe("A child's talent profile", () => {
  it("shows the child's name, the completion card and the seven tabs with the media counts", async () => {
    const { user } = renderChild();
    expect(await screen.findByRole('heading', { level: 1, name: 'Matei Popescu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to children' })).toHaveAttribute('href', '/children');
    expect(await screen.findByTestId('completion-card')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Personal',
      'Social media',
      'Appearance',
      'Skills',
      'Categories',
      'Photos (2)',
      'Videos (1)',
    ]);
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Photos (2)' }));
    expect(await screen.findAllByTestId('photo-item')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('keeps gender and date of birth read-only with the note, and has no fields children cannot have', async () => {
    const { user } = renderChild({ categories: ['ACTOR', 'DANCER'] });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Residence city')).toBeEnabled();
    expect(screen.getByLabelText('Country of origin')).toBeEnabled();
    const gender = screen.getByLabelText('Gender');
    const birth = screen.getByLabelText('Date of birth');
    expect(gender).toBeDisabled();
    expect(gender).toHaveValue('MALE');
    expect(birth).toBeDisabled();
    expect(birth).toHaveValue('2016-05-20');
    expect(gender).toHaveAccessibleDescription('this field cannot be changed');
    expect(birth).toHaveAccessibleDescription('this field cannot be changed');
    expect(screen.queryByLabelText('Current occupation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Secondary phone')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(screen.getByRole('checkbox', { name: 'Actor' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Artistic nude' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Acting university')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Dance training')).toBeInTheDocument();
    expect(screen.getByLabelText('Biography')).toHaveAttribute('rows', '6');

    await user.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(screen.getByLabelText('Height (cm)')).toBeEnabled();
    expect(screen.queryByLabelText('Bust (cm)')).not.toBeInTheDocument();
  });

  it('shows bust, waist and hips for a girl', async () => {
    const { user } = renderChild({ gender: 'FEMALE', bust: 60 });
    await user.click(await screen.findByRole('tab', { name: 'Appearance' }));
    expect(screen.getByLabelText('Bust (cm)')).toHaveValue(60);
  });

  it("saves only the changed fields to the child's profile and leaves edit mode", async () => {
    const { user, writes } = renderChild();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const city = screen.getByLabelText('Residence city');
    await retype(user, city, 'Cluj-Napoca');
    await user.click(screen.getByRole('tab', { name: 'Social media' }));
    await user.type(screen.getByLabelText('Instagram'), 'https://instagram.com/matei');
    await user.click(screen.getByRole('tab', { name: 'Skills' }));
    await user.click(screen.getByRole('checkbox', { name: 'I can sing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: BASE,
        body: { residenceCity: 'Cluj-Napoca', instagramUrl: 'https://instagram.com/matei', canSing: true },
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Personal' }));
    expect(screen.getByLabelText('Residence city')).toHaveValue('Cluj-Napoca');
  });

  it('checks the draft with the contract before sending and Cancel discards it', async () => {
    const { user, writes } = renderChild();
    await editOnTab(user, 'Appearance');
    await saveHeight(user, '300');
    expect(await screen.findByText(/Height must be/)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(168);
    expect(writes()).toEqual([]);
  });

  it('shows the server message when the save is refused', async () => {
    const { user } = renderChild(
      {},
      {
        [`POST ${BASE}`]: () => ({
          status: 400,
          body: { statusCode: 400, code: 'VALIDATION', message: 'This field cannot be changed' },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByLabelText('Country of origin'), ' de Sud');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field cannot be changed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("adds a skill to the child's talent profile", async () => {
    const { user, writes } = renderChild();
    await user.click(await screen.findByRole('tab', { name: 'Skills' }));
    const list = within(screen.getByTestId('skill-list-language'));
    await user.type(list.getByLabelText('Language'), 'Engleză');
    await user.selectOptions(list.getByLabelText('Level'), 'BEGINNER');
    await user.click(list.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Skill added!')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/skills/language',
        body: { language: 'Engleză', level: 'BEGINNER', talentProfileId: 'child-profile-1' },
      }),
    ]);
    expect(await list.findByText('Engleză · Beginner')).toBeInTheDocument();
  });

  it("uploads photos to the child's photos", async () => {
    const xhr = stubXhr();
    const { user } = renderChild();
    await user.click(await screen.findByRole('tab', { name: 'Photos (2)' }));
    await screen.findAllByTestId('photo-item');
    const file = new File(['x'], 'matei.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
    const sent = xhr.last();
    expect(sent.url).toBe(`/api${BASE}/photos`);
    await sent.respond(201, { data: testPhoto('c', 2) });
    expect(await screen.findByText('The photo was uploaded successfully!')).toBeInTheDocument();
  });

  it("sets the child's profile photo, reorders and deletes on the child's URLs", async () => {
    const { user, writes } = renderChild();
    await user.click(await screen.findByRole('tab', { name: 'Photos (2)' }));
    await screen.findAllByTestId('photo-item');
    await user.click(screen.getByRole('button', { name: 'Set Photo 2 as profile photo' }));
    expect(await screen.findByText('The main photo was set!')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Move Photo 1 later' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The order of the photos was updated!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Photo 1' }));
    await user.click(within(screen.getByTestId('confirm-delete')).getByTestId('confirm-delete-button'));
    expect(await screen.findByText('The photo was deleted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('photo-item')).toHaveLength(1));
    expect(writes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: BASE, body: { profilePhotoUrl: '/media/b-display.webp' } },
      { method: 'PATCH', path: `${BASE}/photos/reorder`, body: { photoIds: ['b', 'a'] } },
      { method: 'DELETE', path: `${BASE}/photos/b`, body: undefined },
    ]);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    const { user } = renderChild(
      {},
      {
        [`GET ${BASE}`]: () =>
          fail
            ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '' } }
            : { body: { data: childProfile() } },
      },
    );
    expect(await screen.findByTestId('child-profile-error')).toHaveTextContent(
      "Could not load the child's information",
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Personal' })).toBeInTheDocument();
  });

  it("uploads a video to the child's videos", async () => {
    const uploads = fakeResumableUploads();
    const { user, api } = renderChild(
      {},
      {
        [`POST ${BASE}/videos/from-upload`]: () => ({
          status: 201,
          body: { data: processingVideo('v1', { title: 'matei.mp4' }) },
        }),
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'Videos (1)' }));
    await screen.findByTestId('videos-empty');
    fireEvent.change(screen.getByTestId('video-input'), {
      target: { files: [new File(['x'], 'matei.mp4', { type: 'video/mp4' })] },
    });
    await user.click(screen.getByTestId('video-upload'));
    await uploads.last().finish('child-upload');
    expect(await screen.findByText('The video was uploaded successfully!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `${BASE}/videos/from-upload`,
      body: { uploadId: 'child-upload', title: 'matei.mp4' },
    });
  });

  it('asks for guardian mode when the server says it is off', async () => {
    const off = () => ({
      status: 403,
      body: { statusCode: 403, code: 'GUARDIAN_MODE_REQUIRED', message: 'Guardian mode is not enabled' },
    });
    renderChild({}, { [`GET /children/${CHILD_ID}`]: off, [`GET ${BASE}`]: off });
    const notice = await screen.findByTestId('guardian-mode-required');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('asks for guardian mode without calling the API', async () => {
    const { api } = renderChild({}, {}, { guardian: false });
    const notice = await screen.findByTestId('guardian-mode-required');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/settings');
    expect(api.calls).toEqual([]);
  });
});

describe("A child's talent profile in Romanian", () => {
  it("says 'ID copil invalid' and goes back to the children for a malformed id", async () => {
    await changeLanguage('ro', { persist: false });
    const { api } = renderChild({}, {}, { id: 'not-a-child' });
    expect(await screen.findByText('ID copil invalid')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/children$/));
    expect(api.calls).toEqual([]);
  });

  it('goes back to the children when the child is not found', async () => {
    await changeLanguage('ro', { persist: false });
    renderChild(
      {},
      {
        [`GET /children/${CHILD_ID}`]: () => notFound('Copilul nu a fost găsit'),
        [`GET ${BASE}`]: () => notFound('Copilul nu a fost găsit'),
      },
    );
    expect(await screen.findByText('Nu am putut încărca datele copilului')).toBeInTheDocument();
    // The toast is raised in the same effect that navigates; the route may commit a render later.
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/children$/));
    expect(screen.queryByText('Nu am putut încărca informațiile copilului')).not.toBeInTheDocument();
  });

  it('names the tabs in Romanian and notes the locked fields', async () => {
    await changeLanguage('ro', { persist: false });
    renderChild();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Personal',
      'Social Media',
      'Aspect fizic',
      'Abilități',
      'Categorii',
      'Fotografii (2)',
      'Video (1)',
    ]);
    expect(screen.getAllByText('acest câmp nu poate fi modificat')).toHaveLength(2);
    expect(screen.getByLabelText('Gen')).toBeDisabled();
  });
});
